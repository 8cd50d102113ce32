import { loggedIn, loggedOut } from '@luggage/api/session';
import { createAppStore, type AppStore } from '@luggage/api/store';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveLoginDraft } from '@luggage/app-shell/sign-in';
import { codeTyped, consentTicked, countryChosen, phoneTyped, selectLoginForm, type LoginFormState } from './login-form-slice';


const filledStore = () => {
  const store = createAppStore();
  store.dispatch(countryChosen('852'));
  store.dispatch(phoneTyped('91234567'));
  store.dispatch(codeTyped('123456'));
  store.dispatch(consentTicked(true));
  return store;
};
/** The form as the store holds it, with the slice injected. */
const formOf = (store: AppStore) => selectLoginForm(store.getState() as { loginForm?: LoginFormState });
const session = { userId: '7', userToken: 't', phone: '+852 91234567' };

describe('login form slice', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('starts with the country 86, empty fields and no consent, and keeps what is typed and ticked', () => {
    expect(formOf(createAppStore())).toEqual({ country: '86', phone: '', code: '', hasConsented: false });
    expect(formOf(filledStore())).toEqual({ country: '852', phone: '91234567', code: '123456', hasConsented: true });
  });

  it.each([
    ['a consumer login', loggedIn({ area: 'user', session })],
    ['a consumer logout', loggedOut({ area: 'user' })],
  ])('is reset by %s', (_name, action) => {
    const store = filledStore();
    store.dispatch(action);
    expect(formOf(store)).toEqual({ country: '86', phone: '', code: '', hasConsented: false });
  });

  it('starts from the country and phone kept for this browser session, without the code or the consent', () => {
    saveLoginDraft({ country: '852', phone: '91234567' });
    expect(formOf(createAppStore())).toEqual({ country: '852', phone: '91234567', code: '', hasConsented: false });
  });

  it('is kept when the business session changes', () => {
    const store = filledStore();
    store.dispatch(loggedIn({ area: 'business', session }));
    expect(formOf(store).phone).toBe('91234567');
  });
});
