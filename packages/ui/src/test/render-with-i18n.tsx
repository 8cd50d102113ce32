import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { UiLanguage } from '../locales';
import { createTestI18n } from './create-test-i18n';

/** Options of {@link renderWithI18n}. */
export interface RenderWithI18nOptions {
  lng?: UiLanguage;
  /** Set when the test uses `vi.useFakeTimers()`, so user events advance the fake clock. */
  fakeTimers?: boolean;
}

/** Renders `ui` (and any `rerender`) inside a fresh i18next provider and returns Testing Library's result plus a user-event session. */
export function renderWithI18n(
  ui: ReactElement,
  { lng = 'en', fakeTimers = false }: RenderWithI18nOptions = {},
): RenderResult & { user: UserEvent } {
  const i18n = createTestI18n(lng);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const result = render(ui, {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { ...result, user };
}
