import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { inChinese } from '../storybook/in-chinese';
import { overlayParameters } from '../storybook/overlay-parameters';
import type { ToastMessage } from './toast-message';
import { TOAST_DEFAULT_MS, TOAST_STORE_MS } from './toast-durations';
import { ToastHost } from './toast-host';

/** Buttons that raise toasts with the two spec durations; the host removes them when their time is up. */
function ToastPlayground() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = (durationMs: number) =>
    setToasts((all) => [...all, { id: Date.now(), text: `shown for ${durationMs} ms`, durationMs }]);
  return (
    <>
      <button type="button" onClick={() => show(TOAST_DEFAULT_MS)}>
        default toast
      </button>{' '}
      <button type="button" onClick={() => show(TOAST_STORE_MS)}>
        store toast
      </button>
      <ToastHost toasts={toasts} onDismiss={(id) => setToasts((all) => all.filter((toast) => toast.id !== id))} />
    </>
  );
}

const meta = {
  title: 'UI/ToastHost',
  component: ToastHost,
  tags: ['autodocs'],
  // Static stories keep their toasts on screen: onDismiss is only logged.
  args: { toasts: [{ id: 1, text: 'no network connection, please try again later' }], onDismiss: fn() },
  parameters: overlayParameters('200px'),
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Stacked: Story = {
  args: {
    toasts: [
      { id: 1, text: 'request error' },
      { id: 2, text: 'no storage points nearby for now, you can try another place' },
    ],
  },
};

export const Chinese: Story = inChinese({ toasts: [{ id: 1, text: '网络未连接，请稍后再试' }] });

export const Playground: Story = {
  args: { toasts: [] },
  render: () => <ToastPlayground />,
};
