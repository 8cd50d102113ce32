import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { LanguageSwitch } from './language-switch';
import { LANGUAGE_STORAGE_KEY, toSupportedLanguage } from './languages';

const locales = { app: { en: { title: 'view nearby storage points' }, 'zh-CN': { title: '查看附近寄存点' } } };

describe('toSupportedLanguage', () => {
  it.each([
    ['zh-CN', 'zh-CN'], ['zh-TW', 'zh-CN'], ['zh', 'zh-CN'], ['ZH-hk', 'zh-CN'],
    ['en-US', 'en'], ['fr-FR', 'en'], [undefined, 'en'],
  ])('%s → %s', (detected, expected) => expect(toSupportedLanguage(detected)).toBe(expected));
});

function Title() {
  const { t } = useTranslation('app');
  return <h1>{t('title')}</h1>;
}

describe('createI18n', () => {
  it('follows a Chinese browser by default and sets the page language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW']);
    const i18n = createI18n(locales);
    expect(i18n.language).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('api:networkError')).toBe('网络未连接，请稍后重试');
  });

  it('follows any other browser language with English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(createI18n(locales).language).toBe('en');
  });

  it('the switch changes the texts and the choice is remembered', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    const i18n = createI18n(locales);
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
        <LanguageSwitch />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('view nearby storage points');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(screen.getByRole('heading')).toHaveTextContent('查看附近寄存点');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    expect(createI18n(locales).language).toBe('zh-CN');
  });
});
