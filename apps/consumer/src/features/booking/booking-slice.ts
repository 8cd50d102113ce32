import type { CheckoutResponse } from '@luggage/api/contract';
import { rootReducer } from '@luggage/api/store';
import type { GoodsId } from '@luggage/domain/shops';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Step one is the form (checkout), step two the confirmation (add order), as in spec §4. */
export type BookingStep = 'form' | 'confirm';

declare module '@luggage/api/store' {
  interface LazyLoadedSlices {
    booking: BookingState;
  }
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
  step: BookingStep;
  /** The server's priced cart with its addOrderToken, while on the confirmation step. */
  checkout: CheckoutResponse | null;
  /** Set when the token lapsed, so step one asks the traveller to check again. */
  hasTokenExpired: boolean;
}

const initialState: BookingState = {
  shopId: null,
  counts: { 1: 0, 2: 0 },
  startDate: null,
  endDate: null,
  step: 'form',
  checkout: null,
  hasTokenExpired: false,
};

/**
 * The booking lives in the store, not in the screen, so the choices survive the login round-trip (a
 * guest, or a session that expired mid-booking) and the way back from the confirmation. Placing the order
 * resets it.
 */
export const bookingSlice = createSlice({
  name: 'booking',
  initialState,
  reducers: {
    bookingOpened(state, action: PayloadAction<number>) {
      return state.shopId === action.payload ? state : { ...initialState, shopId: action.payload };
    },
    countChanged(state, action: PayloadAction<{ goodsId: GoodsId; count: number }>) {
      state.counts[action.payload.goodsId] = action.payload.count;
    },
    /** A new start moves an end that would fall before it onto the start. */
    startDateChosen(state, action: PayloadAction<string>) {
      state.startDate = action.payload;
      if (state.endDate !== null && state.endDate < action.payload) state.endDate = action.payload;
    },
    endDateChosen(state, action: PayloadAction<string>) {
      state.endDate = action.payload;
    },
    checkedOut(state, action: PayloadAction<CheckoutResponse>) {
      state.checkout = action.payload;
      state.step = 'confirm';
      state.hasTokenExpired = false;
    },
    /** The go-back-to-step-one action of spec §4: every choice stays. */
    backToForm(state) {
      state.step = 'form';
      state.checkout = null;
    },
    tokenExpired(state) {
      state.step = 'form';
      state.checkout = null;
      state.hasTokenExpired = true;
    },
    orderPlaced() {
      return initialState;
    },
  },
  selectors: {
    selectBooking: (state) => state,
  },
}).injectInto(rootReducer);

export const { bookingOpened, countChanged, startDateChosen, endDateChosen, checkedOut, backToForm, tokenExpired, orderPlaced } =
  bookingSlice.actions;
export const { selectBooking } = bookingSlice.selectors;
