import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  it('shows the title as the page heading, without back or menu by default', () => {
    renderWithI18n(<TopBar title="cities covered by the business" />);
    expect(screen.getByRole('heading', { level: 1, name: 'cities covered by the business' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'back', 'home', 'user centre'],
    ['zh-CN', '返回', '首页', '个人中心'],
  ] as const)('labels its controls in %s and calls back', async (lng, back, home, user) => {
    const onBack = vi.fn();
    const onUser = vi.fn();
    const { user: session } = renderWithI18n(
      <TopBar title="t" onBack={onBack} menu={{ homeHref: 'https://example.com/', onUser }} />,
      { lng },
    );
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', 'https://example.com/');
    await session.click(screen.getByRole('button', { name: back }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await session.click(screen.getByRole('button', { name: user }));
    expect(onUser).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when hidden', () => {
    const { container } = renderWithI18n(<TopBar title="t" onBack={vi.fn()} hidden />);
    expect(container).toBeEmptyDOMElement();
  });
});
