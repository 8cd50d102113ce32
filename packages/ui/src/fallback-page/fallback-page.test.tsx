import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { FallbackPage } from './fallback-page';

describe('FallbackPage', () => {
  it.each([
    ['en', 'page not found', 'back to home'],
    ['zh-CN', '页面不存在', '返回首页'],
  ] as const)('says the page is not found and leads home in %s', async (lng, title, home) => {
    const onHome = vi.fn();
    const { user } = renderWithI18n(<FallbackPage onHome={onHome} />, { lng });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: home }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });
});
