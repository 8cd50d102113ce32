import type { CheckoutCouponChoice, CheckoutResponse } from '@luggage/api/contract';
import { rootReducer } from '@luggage/api/store';
import type { GoodsId } from '@luggage/domain/shops';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

declare module '@luggage/api/store' {
  interface LazyLoadedSlices {
    booking: BookingState;
  }
}

/** A priced cart, the coupon choice it was priced with in the end, and why the coupon asked for was dropped on the way (null when it was not). */
export interface BookingCheckout {
  checkout: CheckoutResponse;
  couponChoice: CheckoutCouponChoice;
  couponNotice: string | null;
}

/** The shop booking state of spec §3 that the booking screen needs. */
export interface BookingState {
  /** The shop the choices belong to (bookId); another shop starts afresh. */
  shopId: number | null;
  /** Items per goods id as chosen; the screen lowers them to what the dates have room for. */
  counts: Record<GoodsId, number>;
  /** 'yyyy-MM-dd' (Asia/Shanghai); null until chosen, which means today. */
  startDate: string | null;
  /** 'yyyy-MM-dd'; null until chosen, which means the start date. */
  endDate: string | null;
  /** Whether the items were chosen, by the traveller or the form's preset: the preset comes once. */
  hasChosenItems: boolean;
  /**
   * The server's priced cart with its addOrderToken, which the confirmation step (a page of its own)
   * shows; a changed choice drops it, so going forward again to the confirmation shows the form instead.
   */
  checkout: CheckoutResponse | null;
  /**
   * The coupon checkout is asked for: 'best' (the server's pick, the default), a clientCouponId the
   * traveller chose, or 'none' once they removed it. It stays across changes of items and dates; a coupon
   * the server refuses is dropped (see useBookingCheckout).
   */
  couponChoice: CheckoutCouponChoice;
  /** Why the coupon last asked for was dropped (the server's words), shown with the amounts it changed. */
  couponNotice: string | null;
  /** Set when the token lapsed, so step one asks the traveller to check again. */
  hasTokenExpired: boolean;
  /**
   * The order just placed from this booking: going back to the form's page then leads to the orders
   * instead (the booking left the history), until the shop's booking is opened anew.
   */
  placedOrderId: string | null;
}

const initialState: BookingState = {
  shopId: null,
  counts: { 1: 0, 2: 0 },
  startDate: null,
  endDate: null,
  hasChosenItems: false,
  checkout: null,
  couponChoice: 'best',
  couponNotice: null,
  hasTokenExpired: false,
  placedOrderId: null,
};

/**
 * The booking lives in the store, not in the screen, so the choices survive the login round-trip (a
 * guest, or a session that expired mid-booking) and the way back from the confirmation. Placing the order
 * resets it, keeping the order placed until the booking opens anew.
 */
export const bookingSlice = createSlice({
  name: 'booking',
  initialState,
  reducers: {
    /** Opening a shop's booking: the same shop keeps its choices, another starts afresh. */
    bookingOpened(state, action: PayloadAction<number>) {
      if (state.shopId !== action.payload) return { ...initialState, shopId: action.payload };
      state.placedOrderId = null;
      return state;
    },
    countChanged(state, action: PayloadAction<{ goodsId: GoodsId; count: number }>) {
      state.counts[action.payload.goodsId] = action.payload.count;
      state.hasChosenItems = true;
      state.checkout = null;
    },
    /** The form's one item (see presetGoods), once, before the traveller chose. */
    itemPreset(state, action: PayloadAction<GoodsId>) {
      if (state.hasChosenItems) return;
      state.counts[action.payload] = 1;
      state.hasChosenItems = true;
    },
    /** A new start moves an end that would fall before it onto the start. */
    startDateChosen(state, action: PayloadAction<string>) {
      state.startDate = action.payload;
      state.checkout = null;
      if (state.endDate !== null && state.endDate < action.payload) state.endDate = action.payload;
    },
    endDateChosen(state, action: PayloadAction<string>) {
      state.endDate = action.payload;
      state.checkout = null;
    },
    checkedOut(state, action: PayloadAction<BookingCheckout>) {
      state.checkout = action.payload.checkout;
      state.couponChoice = action.payload.couponChoice;
      state.couponNotice = action.payload.couponNotice;
      state.hasTokenExpired = false;
    },
    /** The coupon to ask for from now on. */
    couponChosen(state, action: PayloadAction<CheckoutCouponChoice>) {
      state.couponChoice = action.payload;
    },
    /** The go-back-to-step-one action of spec §4: every choice stays. */
    backToForm(state) {
      state.checkout = null;
    },
    tokenExpired(state) {
      state.checkout = null;
      state.hasTokenExpired = true;
    },
    orderPlaced(state, action: PayloadAction<string>) {
      return { ...initialState, shopId: state.shopId, placedOrderId: action.payload };
    },
  },
  selectors: {
    selectBooking: (state) => state,
  },
}).injectInto(rootReducer);

export const {
  bookingOpened,
  countChanged,
  itemPreset,
  startDateChosen,
  endDateChosen,
  checkedOut,
  couponChosen,
  backToForm,
  tokenExpired,
  orderPlaced,
} =
  bookingSlice.actions;
export const { selectBooking } = bookingSlice.selectors;
