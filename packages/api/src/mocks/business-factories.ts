import type { BusinessOrder, BusinessShop } from '../contract/entities/business';
import type { BusinessInfo } from '../contract/business/business-info';
import type { BusinessLoginResponse } from '../contract/business/business-login';
import { paidOrderBase } from './paid-order-base';

/** Shop 1 (人民广场店) with the caller as its owner; each call returns a new object. */
export function buildBusinessShop(overrides: Partial<BusinessShop> = {}): BusinessShop {
  return { storeId: 1, name: '人民广场店', en: "People's Square", role: 'owner', ...overrides };
}

/** A business login answer for staff account 900 (139 0000 0000), owner of shop 1; each call returns a new object. */
export function buildBusinessLogin(overrides: Partial<BusinessLoginResponse> = {}): BusinessLoginResponse {
  return { userId: '900', userToken: 'b'.repeat(43), phone: '+86 13900000000', shops: [buildBusinessShop()], ...overrides };
}

/** The business info of staff account 900, owner of shop 1; each call returns a new object. */
export function buildBusinessInfo(overrides: Partial<BusinessInfo> = {}): BusinessInfo {
  return { userId: '900', phone: '+86 13900000000', shops: [buildBusinessShop()], ...overrides };
}

/**
 * A paid order as the counter sees it: order 501 at shop 1, two bags for 2 days from 2026-11-23 at ¥15.00
 * a day, voucher 7KQ2M9XD, traveller 138****8000, ready to check in. Pass only what the case is about;
 * derived fields (canCheckIn, block…) are not recomputed from overrides. Each call returns a new object.
 */
export function buildBusinessOrder(overrides: Partial<BusinessOrder> = {}): BusinessOrder {
  return {
    ...paidOrderBase(),
    walkIn: false,
    traveller: '138****8000',
    checkedInAt: null,
    checkedOutAt: null,
    canCheckIn: true,
    canCheckOut: false,
    block: null,
    extraDays: 0,
    extraAmount: 0,
    extraCharge: null,
    ...overrides,
  };
}
