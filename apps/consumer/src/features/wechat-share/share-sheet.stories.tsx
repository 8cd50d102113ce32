import { PHONE_FRAME, type AppStoryParameters } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { ShareSheet } from './share-sheet';

const LINK = 'https://luggage.example.com/#/shop/12';

/** The open sheet: dialogs draw on document.body, outside the story's canvas. */
const sheet = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name });

const meta = {
  title: 'Consumer/Share sheet',
  component: ShareSheet,
  args: { open: true, mode: 'inWeChat', link: LINK, onClose: fn() },
  parameters: { locales: consumerLocales, frame: { ...PHONE_FRAME, minHeight: 320 } } satisfies AppStoryParameters,
} satisfies Meta<typeof ShareSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside WeChat: where to tap to send the card to a friend or to Moments; 'got it' closes the sheet. */
export const InWeChat: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = sheet(canvasElement, 'share with friends');
    await expect(dialog).toHaveAccessibleDescription('Tap ··· at the top right to send it to a friend or share it to Moments.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'got it' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Outside WeChat, with neither a share sheet nor the clipboard: the link to copy, all of it selected when focused. */
export const OutsideWeChat: Story = {
  args: { mode: 'byHand' },
  play: async ({ canvasElement }) => {
    const field = within(sheet(canvasElement, 'share with friends')).getByRole('textbox', { name: 'link to share' });
    await expect(field).toHaveValue(LINK);
    field.focus();
    await expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([0, LINK.length]);
  },
};

/** Inside WeChat, in Chinese. */
export const InWeChatChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const dialog = sheet(canvasElement, '分享给好友');
    await expect(dialog).toHaveAccessibleDescription('点击右上角「···」，发送给朋友或分享到朋友圈。');
    await expect(within(dialog).getByRole('button', { name: '知道了' })).toBeVisible();
  },
};

/** Outside WeChat, in Chinese. */
export const OutsideWeChatChinese: Story = {
  args: { mode: 'byHand' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const dialog = sheet(canvasElement, '分享给好友');
    await expect(dialog).toHaveAccessibleDescription(`复制下面的链接，发送给好友：`);
    await expect(within(dialog).getByRole('textbox', { name: '分享链接' })).toHaveValue(LINK);
  },
};
