import { ERROR_MESSAGES, wechatQrcodeEndpoint } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { PromotionCodeScreen } from './promotion-code-screen';

/** A small QR-like SVG as the server sends it (a data URL). */
const QR_IMAGE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><rect width="29" height="29" fill="#fff"/><path d="M4 4h7v7h-7zM18 4h7v7h-7zM4 18h7v7h-7zM13 13h3v3h-3z"/></svg>',
)}`;

const meta = {
  title: 'Consumer/Rewards/My promotion code',
  component: PromotionCodeScreen,
  args: { isInWeChat: false },
  parameters: screenStory(consumerLocales, {
    route: '/qrcode',
    frame: PHONE_PAGE_FRAME,
    msw: [mockEndpoint(wechatQrcodeEndpoint, { content: { qrcode: QR_IMAGE, content: 'https://luggage.example.com/#/home?promo=AB12CD', code: 'AB12CD' } })],
  }),
} satisfies Meta<typeof PromotionCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside WeChat: the app link's QR, the code, the link to copy (here the clipboard may refuse: then 'copy by hand') and the rules. */
export const OutsideWeChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'QR code of my promotion code AB12CD' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'my promotion link' })).toHaveValue('https://luggage.example.com/#/home?promo=AB12CD');
    await userEvent.click(canvas.getByRole('button', { name: 'copy link' }));
    await expect(await canvas.findByText(/^(link copied|copying is not allowed here: select the link and copy it)$/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'how it works' })).toBeVisible();
  },
};

/** Inside WeChat: the official account's QR, with what following it does. */
export const InWeChat: Story = {
  args: { isInWeChat: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('friends scan it in WeChat and follow our official account: newcomers are yours')).toBeVisible();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '复制链接' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '推广规则' })).toBeVisible();
  },
};

/** Not verified yet: the screen leaves for #/nocode at once (here: the loading state it leaves from). */
export const NeedsVerification: Story = {
  parameters: { msw: [mockEndpoint(wechatQrcodeEndpoint, { errorMsg: ERROR_MESSAGES.promotionNeedsVerification.en })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('loading your promotion code…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'retry' })).toBeNull();
  },
};

/** While wx/qrcode answers. */
export const Loading: Story = {
  parameters: { msw: [http.get(wechatQrcodeEndpoint.path, () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('loading your promotion code…')).toBeVisible();
  },
};

/** The server failed: the error and a retry. */
export const Failed: Story = {
  parameters: { msw: [mockEndpoint(wechatQrcodeEndpoint, { httpStatus: 500 })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'retry' })).toBeVisible();
  },
};
