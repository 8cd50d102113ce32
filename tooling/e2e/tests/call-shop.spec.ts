import { expect, test } from '@playwright/test';
import { placePaidOrder, signInWithApi, useStoredSession } from './api-session';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { CONSUMER_URL } from './urls';

useTravellerNearPeoplesSquare();

/** A phone no other browser test uses. */
const TRAVELLER = '13700137601';

test('a traveller with a paid order calls shop 1 through a protected number from the order page and the voucher, the same number both times', async ({ page, context }) => {
  const session = await signInWithApi(CONSUMER_URL, TRAVELLER, 'user');
  await useStoredSession(context, CONSUMER_URL, 'user', session);
  const orderId = await placePaidOrder(CONSUMER_URL, session, 1);

  await page.goto(`/#/order/${orderId}`);
  await page.getByRole('button', { name: 'call the shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'call the shop' });
  // The account's own mobile is the one to call from, unless the traveller types another.
  await expect(dialog.getByRole('textbox', { name: 'the mobile you will call from (mainland China)' })).toHaveValue(TRAVELLER);
  await dialog.getByRole('button', { name: 'get the number' }).click();
  const call = dialog.getByRole('link', { name: /^call 171 0000 00\d\d$/ });
  await expect(call).toHaveAttribute('href', /^tel:171000000\d\d$/);
  const number = await call.getAttribute('href');
  await expect(dialog.getByText(`call it from 137 0013 7601`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'close' }).click();

  // The voucher offers the same binding while it is valid.
  // The order screen, which has a 'call the shop' of its own, stays until the voucher's texts have come.
  await page.goto(`/#/credence/${orderId}`);
  await expect(page.getByRole('img', { name: /^QR code of voucher/ })).toBeVisible();
  await page.getByRole('button', { name: 'call the shop' }).click();
  await page.getByRole('dialog', { name: 'call the shop' }).getByRole('button', { name: 'get the number' }).click();
  await expect(page.getByRole('dialog', { name: 'call the shop' }).getByRole('link', { name: /^call / })).toHaveAttribute('href', number ?? '');
});
