import { DEFAULT_COUNTRY_CODE } from '@luggage/api/contract';
import { loggedIn, loggedOut } from '@luggage/api/session';
import { rootReducer } from '@luggage/api/store';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readLoginDraft } from '@luggage/app-shell/sign-in';

declare module '@luggage/api/store' {
  interface LazyLoadedSlices {
    loginForm: LoginFormState;
  }
}

/** The consumer login form as typed (spec §3 User state: country default '86', phone, code). */
export interface LoginFormState {
  /** Calling code without '+', e.g. '86'. */
  country: string;
  phone: string;
  code: string;
  /** Ticked 'I have read and agree to the user agreement and privacy policy' (unticked at first). */
  hasConsented: boolean;
}

const emptyForm: LoginFormState = { country: DEFAULT_COUNTRY_CODE, phone: '', code: '', hasConsented: false };

/**
 * The login form lives in the store, not in the screen, so the phone, code and consent survive a trip to
 * the country picker (#/country) or the agreement's pages and back; the country and phone also survive a reload
 * (app-shell's login-draft.ts), the code and the consent do not. A login or a logout of the consumer empties it (spec §4).
 */
export const loginFormSlice = createSlice({
  name: 'loginForm',
  initialState: (): LoginFormState => ({ ...emptyForm, ...readLoginDraft() }),
  reducers: {
    countryChosen(state, action: PayloadAction<string>) {
      state.country = action.payload;
    },
    phoneTyped(state, action: PayloadAction<string>) {
      state.phone = action.payload;
    },
    codeTyped(state, action: PayloadAction<string>) {
      state.code = action.payload;
    },
    consentTicked(state, action: PayloadAction<boolean>) {
      state.hasConsented = action.payload;
    },
  },
  extraReducers: (builder) => {
    const resetForUser = (state: LoginFormState, action: PayloadAction<{ area: string }>) =>
      action.payload.area === 'user' ? emptyForm : state;
    builder.addCase(loggedIn, resetForUser).addCase(loggedOut, resetForUser);
  },
  selectors: {
    selectLoginForm: (state) => state,
  },
}).injectInto(rootReducer);

export const { countryChosen, phoneTyped, codeTyped, consentTicked } = loginFormSlice.actions;
export const { selectLoginForm } = loginFormSlice.selectors;
