import { buildCheckout } from '@luggage/api/mocks';
import { createAppStore, type AppStore } from '@luggage/api/store';
import { describe, expect, it } from 'vitest';
import {
  backToForm,
  bookingOpened,
  checkedOut,
  countChanged,
  couponChosen,
  endDateChosen,
  itemPreset,
  orderPlaced,
  selectBooking,
  startDateChosen,
  tokenExpired,
  type BookingState,
} from './booking-slice';

/** A store with a booking of shop 12 chosen: 1 suitcase and 2 bags from the 24th to the 26th. */
function storeWithChoices() {
  const store = createAppStore({ storage: window.sessionStorage });
  store.dispatch(bookingOpened(12));
  store.dispatch(countChanged({ goodsId: 1, count: 1 }));
  store.dispatch(countChanged({ goodsId: 2, count: 2 }));
  store.dispatch(startDateChosen('2026-11-24'));
  store.dispatch(endDateChosen('2026-11-26'));
  return store;
}

const booking = (store: AppStore) => selectBooking(store.getState() as { booking?: BookingState });

describe('booking slice', () => {
  it('keeps the choices when the same shop opens again, and starts afresh for another', () => {
    const store = storeWithChoices();
    store.dispatch(bookingOpened(12));
    expect(booking(store)).toMatchObject({ shopId: 12, counts: { 1: 1, 2: 2 }, startDate: '2026-11-24', endDate: '2026-11-26' });
    store.dispatch(bookingOpened(13));
    expect(booking(store)).toMatchObject({ shopId: 13, counts: { 1: 0, 2: 0 }, startDate: null, endDate: null });
  });

  it('moves the end onto a start chosen after it', () => {
    const store = storeWithChoices();
    store.dispatch(startDateChosen('2026-11-25'));
    expect(booking(store)).toMatchObject({ startDate: '2026-11-25', endDate: '2026-11-26' });
    store.dispatch(startDateChosen('2026-11-28'));
    expect(booking(store)).toMatchObject({ startDate: '2026-11-28', endDate: '2026-11-28' });
  });

  it('goes to the confirmation with the checkout and back to the form with every choice', () => {
    const store = storeWithChoices();
    store.dispatch(checkedOut({ checkout: buildCheckout({ storeId: 12 }), couponChoice: 'best', couponNotice: null }));
    expect(booking(store).checkout).toEqual(buildCheckout({ storeId: 12 }));
    store.dispatch(backToForm());
    expect(booking(store)).toMatchObject({ checkout: null, counts: { 1: 1, 2: 2 }, endDate: '2026-11-26' });
  });

  it('asks to check again after the token lapsed, until the next checkout', () => {
    const store = storeWithChoices();
    store.dispatch(checkedOut({ checkout: buildCheckout({ storeId: 12 }), couponChoice: 'best', couponNotice: null }));
    store.dispatch(tokenExpired());
    expect(booking(store)).toMatchObject({ checkout: null, hasTokenExpired: true, counts: { 1: 1, 2: 2 } });
    store.dispatch(checkedOut({ checkout: buildCheckout({ storeId: 12 }), couponChoice: 'best', couponNotice: null }));
    expect(booking(store).hasTokenExpired).toBe(false);
  });

  it('forgets every choice once the order is placed, and keeps the order until the booking opens anew', () => {
    const store = storeWithChoices();
    store.dispatch(orderPlaced('501'));
    expect(booking(store)).toEqual({
      shopId: 12,
      counts: { 1: 0, 2: 0 },
      startDate: null,
      endDate: null,
      hasChosenItems: false,
      checkout: null,
      couponChoice: 'best',
      couponNotice: null,
      hasTokenExpired: false,
      placedOrderId: '501',
    });
    store.dispatch(bookingOpened(12));
    expect(booking(store).placedOrderId).toBeNull();
  });

  it('asks for the best coupon until the traveller chooses; keeps the choice across changes, starts afresh for another shop', () => {
    const store = storeWithChoices();
    expect(booking(store).couponChoice).toBe('best');
    store.dispatch(couponChosen('42'));
    store.dispatch(countChanged({ goodsId: 2, count: 3 }));
    store.dispatch(endDateChosen('2026-11-27'));
    expect(booking(store).couponChoice).toBe('42');
    store.dispatch(bookingOpened(13));
    expect(booking(store).couponChoice).toBe('best');
  });

  it('keeps why a coupon was dropped with the checkout it came with, until the next checkout', () => {
    const store = storeWithChoices();
    store.dispatch(checkedOut({ checkout: buildCheckout({ storeId: 12 }), couponChoice: 'none', couponNotice: 'this coupon has expired' }));
    expect(booking(store)).toMatchObject({ couponChoice: 'none', couponNotice: 'this coupon has expired' });
    store.dispatch(checkedOut({ checkout: buildCheckout({ storeId: 12 }), couponChoice: 'best', couponNotice: null }));
    expect(booking(store).couponNotice).toBeNull();
  });

  it('presets one item once, never over the choice of the traveller', () => {
    const store = createAppStore({ storage: window.sessionStorage });
    store.dispatch(bookingOpened(12));
    store.dispatch(itemPreset(2));
    expect(booking(store)).toMatchObject({ counts: { 1: 0, 2: 1 }, hasChosenItems: true });
    store.dispatch(countChanged({ goodsId: 2, count: 0 }));
    store.dispatch(itemPreset(2));
    expect(booking(store).counts).toEqual({ 1: 0, 2: 0 });
  });
});
