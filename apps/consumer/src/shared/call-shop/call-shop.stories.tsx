import { callBindEndpoint } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CallShop } from './call-shop';

const meta = {
  title: 'Consumer/Orders/Call the shop',
  component: CallShop,
  args: { orderId: '501' },
  parameters: screenStory(consumerLocales, {
    route: '/order/501',
    msw: [mockEndpoint(callBindEndpoint, { content: { virtualNumber: '17100000001', expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString() } })],
  }),
} satisfies Meta<typeof CallShop>;

export default meta;

/** Opens the dialog, types a mobile and asks for the number; answers the dialog. */
async function askForNumber(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'call the shop' }));
  const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'call the shop' }));
  const phone = dialog.getByRole('textbox', { name: 'the mobile you will call from (mainland China)' });
  await userEvent.clear(phone);
  await userEvent.type(phone, '13912345678');
  await userEvent.click(dialog.getByRole('button', { name: 'get the number' }));
  return dialog;
}
type Story = StoryObj<typeof meta>;

/** The protected number given: a call button, from which mobile and until when. */
export const NumberGiven: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askForNumber(canvasElement);
    await expect(await dialog.findByRole('link', { name: 'call 171 0000 0001' })).toHaveAttribute('href', 'tel:17100000001');
  },
};

/** The shop has no phone: the server's reason, and the form stays. */
export const Refused: Story = {
  parameters: { msw: [mockEndpoint(callBindEndpoint, { errorMsg: 'this storage point has no phone number' })] },
  play: async ({ canvasElement }) => {
    const dialog = await askForNumber(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('this storage point has no phone number');
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '联系寄存点' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '联系寄存点' })).toBeVisible();
  },
};
