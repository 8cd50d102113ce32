import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it.each([
    ['en', 'nothing here yet'],
    ['zh-CN', '暂无内容'],
  ] as const)('shows the default text and no button in %s', (lng, text) => {
    renderWithI18n(<EmptyState />, { lng });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a custom icon, text and action', async () => {
    const onClick = vi.fn();
    const { user } = renderWithI18n(
      <EmptyState icon={<span data-testid="custom-icon" />} text="no orders" action={{ label: 'book now', onClick }} />,
    );
    expect(screen.getByTestId('custom-icon')).toBeInTheDocument();
    expect(screen.getByText('no orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'book now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
