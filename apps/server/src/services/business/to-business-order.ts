import type { BusinessOrder } from '@luggage/api/contract';
import { checkInRefusal, checkOutRefusal, counterBlock, ORDER_STORE_STATUS, orderStatusAt, pickUpCharge } from '@luggage/domain/orders';
import type { LuggagePhotoUrls } from './luggage-photo-url';
import type { BusinessOrderRow } from './select-business-orders';

/** A traveller's phone as the shop sees it: the middle hidden ('13800138000' → '138****8000'). */
export function maskTravellerPhone(phone: string): string {
  return phone.length <= 7 ? `${phone.slice(0, 1)}****${phone.slice(-2)}` : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * The counter's view of an order row at `now` (ms), from the domain's rules that check-in and check-out
 * enforce: what it may do now (checkInRefusal, checkOutRefusal), why not (counterBlock, from the check-in
 * refusal), what a pick-up now would cost on top (pickUpCharge at the booked prices) and signed URLs of
 * its photos. Its status is the one the traveller sees (orderStatusAt): an unpaid order past its payment
 * time shows as 'lapsed'.
 */
export async function toBusinessOrder(row: BusinessOrderRow, now: number, photoUrls: LuggagePhotoUrls): Promise<BusinessOrder> {
  const status = orderStatusAt({ status: row.status, payBefore: row.pay_before }, now);
  const order = {
    status,
    storeStatus: row.store_status,
    startTime: row.start_date,
    endTime: row.end_date,
    pendingApplication: row.pending_application_kind && { kind: row.pending_application_kind },
  };
  const checkIn = checkInRefusal(order, now);
  const isStored = row.store_status === ORDER_STORE_STATUS.stored;
  const charge = isStored ? pickUpCharge(row.end_date, row.goods, now) : { extraDays: 0, extraAmount: 0 };
  return {
    id: row.id,
    storeId: row.store_id,
    voucherCode: row.voucher_code,
    status,
    storeStatus: row.store_status,
    startTime: row.start_date,
    endTime: row.end_date,
    totalDays: row.total_days,
    goodsList: row.goods,
    payAmount: row.pay_amount,
    walkIn: row.walk_in_name !== null,
    traveller: row.walk_in_name ?? maskTravellerPhone(row.traveller_phone ?? ''),
    pic: await Promise.all(row.photos.map((name) => photoUrls.urlFor(name, now))),
    checkedInAt: row.checked_in_at?.toISOString() ?? null,
    checkedOutAt: row.checked_out_at?.toISOString() ?? null,
    canCheckIn: checkIn === null,
    canCheckOut: checkOutRefusal(order) === null,
    block: counterBlock(checkIn),
    ...charge,
    extraCharge: row.extra_charge,
  };
}
