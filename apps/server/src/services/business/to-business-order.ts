import type { BusinessOrder, CounterBlock } from '@luggage/api/contract';
import { shanghaiToday } from '@luggage/domain/dates';
import { ORDER_STORE_STATUS, pickUpCharge } from '@luggage/domain/orders';
import type { OrderStatus } from '../../db/database-schema';
import { orderStatusAt } from '../order/order-status-at';
import type { LuggagePhotoUrls } from './luggage-photo-url';
import type { BusinessOrderRow } from './select-business-orders';

/** A traveller's phone as the shop sees it: the middle hidden ('13800138000' → '138****8000'). */
export function maskTravellerPhone(phone: string): string {
  return phone.length <= 7 ? `${phone.slice(0, 1)}****${phone.slice(-2)}` : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** Why the counter cannot take the order in at `today` (check-out only needs the luggage in store). */
function counterBlock(row: BusinessOrderRow, status: OrderStatus, today: string): CounterBlock | null {
  if (row.store_status === ORDER_STORE_STATUS.completed) return 'completed';
  if (status !== 'paid') return 'notPaid';
  if (row.has_pending_application) return 'applicationPending';
  if (row.store_status !== ORDER_STORE_STATUS.stored && today < row.start_date) return 'tooEarly';
  if (row.store_status !== ORDER_STORE_STATUS.stored && today > row.end_date) return 'ended';
  return null;
}

/**
 * The counter's view of an order row at `now` (ms): what it may do now (check in: paid, first day come,
 * nothing pending, not in store yet; check out: in store), what a pick-up now would cost on top
 * (domain pickUpCharge at the booked prices) and signed URLs of its photos. Its status is the one the
 * traveller sees (orderStatusAt): an unpaid order past its payment time shows as 'lapsed'.
 */
export async function toBusinessOrder(row: BusinessOrderRow, now: number, photoUrls: LuggagePhotoUrls): Promise<BusinessOrder> {
  const today = shanghaiToday(now);
  const status = orderStatusAt(row, now);
  const block = counterBlock(row, status, today);
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
    canCheckIn: block === null && !isStored,
    canCheckOut: isStored && status === 'paid',
    block,
    ...charge,
    extraCharge: row.extra_charge,
  };
}
