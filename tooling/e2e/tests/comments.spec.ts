import { devices, expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';
import { bookOneBagTodayAndPay } from './paid-voucher';
import { signInWithApi, useStoredSession } from './api-session';
import { storeAndHandBack } from './staff-counter';
import { BUSINESS_URL } from './urls';

useTravellerNearPeoplesSquare();

/** The owner of shop 3 in the seed (see the README). */
const SHOP_3_OWNER = '13900000002';
/** The traveller: a phone no other browser test uses; the shop's pages show it as 138****8801. */
const TRAVELLER = '13800138801';
const MASKED = '138****8801';

test("a traveller's review shows on the shop page and in #/comments with the masked phone; the shop replies once from the business app and the reply shows under it", async ({
  page,
  browser,
}) => {
  // Two apps, two logins (one may wait a minute for its code), a check-in, a check-out, a review and a reply.
  test.setTimeout(240_000);
  const words = `Friendly staff, bag kept safe ${Date.now().toString(36)}`;

  // The traveller books one bag for today at shop 3 and pays.
  await logIn(page, TRAVELLER, '/shop/3');
  const { orderId, code } = await bookOneBagTodayAndPay(page);

  // The shop takes the bag in and hands it back; the same staff reply later.
  const staffContext = await browser.newContext({ ...devices['Pixel 7'], baseURL: BUSINESS_URL, locale: 'en-US' });
  try {
    // Signed in through the API, which waits out a code another spec asked for this owner this minute.
    await useStoredSession(staffContext, BUSINESS_URL, 'business', await signInWithApi(BUSINESS_URL, SHOP_3_OWNER, 'business'));
    const staff = await staffContext.newPage();
    await staff.goto('/#/bussiness');
    await staff.getByRole('link', { name: 'counter' }).click();
    await storeAndHandBack(staff, code);

    // The traveller reviews the order (loaded afresh: this tab still holds it as booked): 4 stars, their words.
    await page.goto(`/#/review?id=${orderId}`);
    await page.reload();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('tell other travellers about it (optional)').fill(words);
    await page.getByRole('radio', { name: 'friends' }).check();
    await page.getByRole('button', { name: 'send the review' }).click();
    await expect(page.getByRole('heading', { name: 'thank you for your review' })).toBeVisible();

    // The shop page shows it among the latest reviews, by the masked phone, never the phone.
    await page.goto('/#/shop/3');
    const reviews = page.getByRole('region', { name: 'reviews' });
    const onShopPage = reviews.getByRole('article').filter({ hasText: words });
    await expect(onShopPage).toHaveAccessibleName(`review by ${MASKED}`);
    await expect(onShopPage.getByRole('img', { name: '4 stars out of 5' })).toBeVisible();
    await expect(onShopPage.getByText('just now')).toBeVisible();
    await expect(page.getByText(TRAVELLER)).toHaveCount(0);

    // 'all N reviews' opens #/comments, which lists it with the masked phone, no reply yet.
    await reviews.getByRole('link', { name: /^all \d+ reviews?$/ }).click();
    await expect(page).toHaveURL(/#\/comments\?storeId=3$/);
    await expect(page.getByRole('heading', { name: 'reviews', level: 1 })).toBeVisible();
    const listed = page.getByRole('list', { name: 'reviews of this shop' }).getByRole('article').filter({ hasText: words });
    await expect(listed).toHaveAccessibleName(`review by ${MASKED}`);
    await expect(listed.getByRole('region', { name: 'reply from the shop' })).toHaveCount(0);

    // Staff reply from the business app: once.
    await staff.goto('/#/bussiness');
    await staff.getByRole('link', { name: 'read the reviews and reply' }).click();
    await expect(staff.getByRole('heading', { name: 'reviews', level: 1 })).toBeVisible();
    const toReply = staff.getByRole('article').filter({ hasText: words });
    await expect(toReply).toHaveAccessibleName(`review by ${MASKED}`);
    await toReply.getByLabel('reply to this review (travellers see it under the review)').fill('Thank you, see you next time!');
    await toReply.getByRole('button', { name: 'send the reply' }).click();
    await expect(toReply.getByRole('region', { name: 'your reply' })).toHaveText(/Thank you, see you next time!/);
    await expect(toReply.getByRole('button', { name: 'send the reply' })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // The traveller sees the reply under the review.
  await page.reload();
  const replied = page.getByRole('list', { name: 'reviews of this shop' }).getByRole('article').filter({ hasText: words });
  await expect(replied.getByRole('region', { name: 'reply from the shop' })).toHaveText(/Thank you, see you next time!/);
});
