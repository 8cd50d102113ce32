import { expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';
import { bookOneBagTodayAndPay } from './paid-voucher';

useTravellerNearPeoplesSquare();

test('book → pay → change shop on #/map to a dearer one → pay the difference → the voucher shows the new shop', async ({ page }) => {
  test.setTimeout(120_000);
  // Shop 1 (FamilyMart, People's Square) takes a bag at ¥8.00 a day; shop 2 (Home Inn, nearby) at ¥10.20.
  await logIn(page, '13700137401', '/shop/1');
  const { orderId } = await bookOneBagTodayAndPay(page);
  await expect(page.getByText("FamilyMart (People's Square)").first()).toBeVisible();

  await page.goto(`/#/order/${orderId}`);
  await page.getByRole('link', { name: 'change shop' }).click();
  await expect(page).toHaveURL(new RegExp(`#/map\\?orderId=${orderId}$`));
  await page.getByRole('button', { name: /^list of \d+ storage points?$/ }).click();
  await page.getByRole('list', { name: 'storage points nearby' }).getByRole('button', { name: /Home Inn/ }).click();
  // The picker's card says 'select' and has no close control.
  await expect(page.getByRole('button', { name: 'close', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'select', exact: true }).click();

  const confirmation = page.getByRole('alertdialog', { name: "change to Home Inn (Shanghai People's Square)?" });
  await expect(confirmation.getByText('¥10.20')).toBeVisible();
  await expect(confirmation.getByText('pay ¥2.20 more')).toBeVisible();
  await confirmation.getByRole('button', { name: 'pay and change' }).click();

  await expect(page).toHaveURL(/#\/pay\/\d+$/);
  await expect(page.getByText(`change of shop of order no. ${orderId}: the difference`)).toBeVisible();
  await page.getByRole('button', { name: 'pay ¥2.20' }).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'confirm' }).click();

  // Paid: the booking's own voucher, now at the new shop.
  await expect(page).toHaveURL(new RegExp(`#/credence/${orderId}$`));
  await expect(page.getByText("Home Inn (Shanghai People's Square)").first()).toBeVisible();
  await expect(page.getByText("FamilyMart (People's Square)")).toHaveCount(0);
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: "Home Inn (Shanghai People's Square)" })).toBeVisible();
  await expect(page.getByText('¥10.20')).toBeVisible();
});
