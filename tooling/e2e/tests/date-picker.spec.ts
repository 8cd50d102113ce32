import { expect, test, type Page } from '@playwright/test';
import { signInWithApi, useStoredSession } from './api-session';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';
import { BUSINESS_URL } from './urls';

useTravellerNearPeoplesSquare();

/** Today in Shanghai written as `locale` writes it with `options`. */
const shanghaiToday = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', ...options }).format(new Date());

/** The owner of shop 3 in the seed (see apps/server/README.md); these tests only read and price. */
const SHOP_3_OWNER = '13900000002';

/** The Shanghai day `days` after today, as the app writes it in Chinese ('2026年11月30日', with ' 周一' if asked). */
function shanghaiDayInChinese(days: number, { withWeekday = false } = {}): string {
  const [year, month, day] = shanghaiToday('en-CA', {}).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  const text = `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
  return withWeekday ? `${text} ${new Intl.DateTimeFormat('zh-CN', { weekday: 'short', timeZone: 'UTC' }).format(date)}` : text;
}

/** Opens the calendar of the date field whose button's name matches `label` and returns it. */
async function openCalendar(page: Page, label: RegExp) {
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
    const dialog = await openCalendar(page, /^开始日期 /);
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
    const dialog = await openCalendar(page, /^start date /);
    await expect(dialog.getByRole('grid')).toHaveAccessibleName(shanghaiToday('en-US', { month: 'long', year: 'numeric' }));
    await expect(dialog.locator('th').first()).toHaveAttribute('aria-label', 'Sunday');
  });

  test('staff, with the app in Chinese: the walk-in’s last day and the day to close are written and chosen in Chinese, in Shanghai days', async ({ page, context }) => {
    // Other specs log shop 3's owner in too: signing in may wait out the minute before a new code.
    test.setTimeout(120_000);
    const owner = await signInWithApi(BUSINESS_URL, SHOP_3_OWNER, 'business');
    await useStoredSession(context, BUSINESS_URL, 'business', owner);
    await page.addInitScript(() => window.localStorage.setItem('luggage.lang', 'zh-CN'));
    const [today, weekLater] = [shanghaiDayInChinese(0), shanghaiDayInChinese(7)];

    await page.goto(`${BUSINESS_URL}/#/bussiness/walk-in`);
    const lastDay = page.getByRole('button', { name: /^取件日期 / });
    await expect(lastDay).toHaveText(today);
    await expect(lastDay).toHaveAccessibleDescription('从今天起；客人需在当天结束前取件');
    let dialog = await openCalendar(page, /^取件日期 /);
    await expect(dialog).toHaveAccessibleName('取件日期');
    await expect(dialog.locator('th').first()).toHaveAttribute('aria-label', '星期一');
    // Today is focused: a week later with the keyboard.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(lastDay).toHaveText(weekLater);
    await expect(lastDay).toBeFocused();
    // The server prices the chosen Shanghai days.
    await expect(page.getByText(`${today} 至 ${weekLater}，8 天`)).toBeVisible();

    await page.goto(`${BUSINESS_URL}/#/bussiness/settings`);
    const closeOn = page.getByRole('button', { name: /^休息日期 / });
    await expect(closeOn).toHaveText('未选择日期');
    dialog = await openCalendar(page, /^休息日期 /);
    await expect(dialog.getByRole('button', { name: '关闭' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(closeOn).toHaveText(shanghaiDayInChinese(7, { withWeekday: true }));
  });
});
