import type { AppStore } from '@luggage/api/store';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ToastOutlet } from './toast-outlet';

/** Store and i18n for everything below, plus the one toast host of the app. */
export function AppProviders({ store, i18n, children }: { store: AppStore; i18n: i18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        {children}
        <ToastOutlet />
      </I18nextProvider>
    </Provider>
  );
}
