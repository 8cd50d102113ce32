import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it.each([
    ['en', 'something went wrong, please try again', 'retry'],
    ['zh-CN', '出错了，请稍后重试', '重试'],
  ] as const)('announces the default message and retries in %s', async (lng, message, retry) => {
    const onRetry = vi.fn();
    const { user } = renderWithI18n(<ErrorState onRetry={onRetry} />, { lng });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a custom message and retry text', () => {
    renderWithI18n(<ErrorState message="request error" retryText="reload" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('request error');
    expect(screen.getByRole('button', { name: 'reload' })).toBeInTheDocument();
  });

  it('hides the retry button without onRetry', () => {
    renderWithI18n(<ErrorState message="request error" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
