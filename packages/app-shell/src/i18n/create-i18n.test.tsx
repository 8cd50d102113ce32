import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, preloadLazyLocales } from './create-i18n';
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

  it('loads a lazy namespace when a screen first asks for it, showing the fallback meanwhile, once per language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    const voucher = vi.fn(async () => ({ en: { title: 'storage voucher' }, 'zh-CN': { title: '寄存凭证' } }));
    const i18n = createI18n(locales, { lazyLocales: { voucher } });
    expect(i18n.hasLoadedNamespace('voucher')).toBe(false);
    expect(voucher).not.toHaveBeenCalled();
    function VoucherTitle() {
      const { t } = useTranslation('voucher');
      return <h1>{t('title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <VoucherTitle />
        </Suspense>
        <LanguageSwitch />
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent('storage voucher');
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { name: '寄存凭证' })).toBeInTheDocument();
    expect(voucher).toHaveBeenCalledTimes(2);
  });

  it('preloads every lazy namespace on request', async () => {
    const lazyLocales = {
      voucher: async () => ({ en: { title: 'storage voucher' }, 'zh-CN': { title: '寄存凭证' } }),
      orders: async () => ({ en: { title: 'my orders' }, 'zh-CN': { title: '我的订单' } }),
    };
    const i18n = createI18n(locales, { language: 'zh-CN', lazyLocales });
    await preloadLazyLocales(i18n, lazyLocales);
    expect([i18n.hasLoadedNamespace('voucher'), i18n.hasLoadedNamespace('orders')]).toEqual([true, true]);
    expect(i18n.t('orders:title')).toBe('我的订单');
  });
});
