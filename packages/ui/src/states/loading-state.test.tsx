import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it.each([
    ['en', 'loading…'],
    ['zh-CN', '加载中…'],
  ] as const)('is a busy status with the default text in %s', (lng, text) => {
    renderWithI18n(<LoadingState />, { lng });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(text);
  });

  it('shows a custom text', () => {
    renderWithI18n(<LoadingState text="locating…" />);
    expect(screen.getByRole('status')).toHaveTextContent('locating…');
  });
});
