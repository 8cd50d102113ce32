import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import type { ToastMessage } from './toast-message';
import { TOAST_DEFAULT_MS, TOAST_STORE_MS } from './toast-durations';
import { ToastHost } from './toast-host';
import { toastReadingMs } from './toast-reading-ms';

/** Holds the toasts in state and removes them on dismiss, like the app store does. */
function ToastHarness({ initial }: { initial: ToastMessage[] }) {
  const [toasts, setToasts] = useState(initial);
  return <ToastHost toasts={toasts} onDismiss={(id) => setToasts((all) => all.filter((toast) => toast.id !== id))} />;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('has the spec durations', () => {
    expect(TOAST_DEFAULT_MS).toBe(1000);
    expect(TOAST_STORE_MS).toBe(1500);
  });

  it.each([
    ['en', 'notifications'],
    ['zh-CN', '消息通知'],
  ] as const)('shows toasts in a polite, labelled live region in %s', (lng, label) => {
    renderWithI18n(<ToastHost toasts={[{ id: 1, text: 'request error' }]} onDismiss={vi.fn()} />, { lng });
    const region = screen.getByRole('status', { name: label });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('request error');
  });

  it.each([
    ['the default duration', undefined, TOAST_DEFAULT_MS],
    ['the store duration', TOAST_STORE_MS, TOAST_STORE_MS],
    ['a custom duration', 3000, 3000],
  ])('dismisses a toast after %s', (_name, durationMs, expectedMs) => {
    renderWithI18n(<ToastHarness initial={[{ id: 'a', text: 'saved', durationMs }]} />);
    advance(expectedMs - 1);
    expect(screen.getByText('saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('saved')).not.toBeInTheDocument();
  });

  it('keeps a toast until its text can be read when that takes longer than its duration', () => {
    const refusal = 'this phone is not registered as shop staff, please ask the shop owner to invite you';
    renderWithI18n(<ToastHarness initial={[{ id: 'r', text: refusal, durationMs: TOAST_STORE_MS }]} />);
    advance(TOAST_STORE_MS);
    expect(screen.getByText(refusal)).toBeInTheDocument();
    advance(toastReadingMs(refusal) - TOAST_STORE_MS);
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('times each toast on its own', () => {
    renderWithI18n(
      <ToastHarness
        initial={[
          { id: 1, text: 'first', durationMs: 1000 },
          { id: 2, text: 'second', durationMs: 1500 },
        ]}
      />,
    );
    advance(1000);
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    advance(500);
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('does not restart a toast timer when the parent re-renders with a new callback', () => {
    const onDismiss = vi.fn();
    const toasts = [{ id: 7, text: 'hello' }];
    const { rerender } = renderWithI18n(<ToastHost toasts={toasts} onDismiss={() => onDismiss('old')} />);
    advance(600);
    rerender(<ToastHost toasts={toasts} onDismiss={(id) => onDismiss(id)} />);
    advance(400);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(7);
  });
});
