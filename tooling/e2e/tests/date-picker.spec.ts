import { expect, test, type Page } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';

useTravellerNearPeoplesSquare();

/** Today in Shanghai written as `locale` writes it with `options`. */
const shanghaiToday = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', ...options }).format(new Date());

/** Opens the calendar of the booking form's start date and returns it. */
async function openStartCalendar(page: Page, label: RegExp) {
  await page.getByRole('button', { name: label }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  return dialog;
}

// The browser speaks American English; the app's language decides how dates are written and how the
// calendar reads, never the browser's locale (an <input type="date"> showed mm/dd/yyyy in a Chinese app).
test.describe('an en-US browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('with the app in Chinese, the booking dates and the calendar are Chinese', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('luggage.lang', 'en'));
    await logIn(page, '13800138111', '/book/1');
    await page.evaluate(() => window.localStorage.setItem('luggage.lang', 'zh-CN'));
    await page.addInitScript(() => window.localStorage.setItem('luggage.lang', 'zh-CN'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '预约寄存', level: 1 })).toBeVisible();
    const today = shanghaiToday('zh-CN', { year: 'numeric', month: 'numeric', day: 'numeric' }).replace(/\//g, '-');
    const [year, month, day] = today.split('-');
    const start = page.getByRole('button', { name: /^开始日期 / });
    await expect(start).toHaveText(`${year}年${month}月${day}日`);
    await expect(start).toHaveAccessibleDescription('今天');
    const dialog = await openStartCalendar(page, /^开始日期 /);
    await expect(dialog.getByRole('grid')).toHaveAccessibleName(`${year}年${month}月`);
    await expect(dialog.locator('th').first()).toHaveAttribute('aria-label', '星期一');
    await expect(dialog.getByRole('button', { name: '关闭' })).toBeVisible();
  });

  test('with the app in English, English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('luggage.lang', 'en'));
    await logIn(page, '13800138112', '/book/1');
    await expect(page.getByRole('heading', { name: 'book storage', level: 1 })).toBeVisible();
    const start = page.getByRole('button', { name: /^start date / });
    await expect(start).toHaveText(`${shanghaiToday('en-GB', { day: 'numeric' })} ${shanghaiToday('en-US', { month: 'short' })} ${shanghaiToday('en-US', { year: 'numeric' })}`);
    const dialog = await openStartCalendar(page, /^start date /);
    await expect(dialog.getByRole('grid')).toHaveAccessibleName(shanghaiToday('en-US', { month: 'long', year: 'numeric' }));
    await expect(dialog.locator('th').first()).toHaveAttribute('aria-label', 'Sunday');
  });
});
