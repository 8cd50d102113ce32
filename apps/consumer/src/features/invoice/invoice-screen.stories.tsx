import { invoiceInfoEndpoint, orderInfoEndpoint, requestInvoiceEndpoint } from '@luggage/api/contract';
import { buildInvoice, buildInvoiceInfo, buildOrderDetail, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { InvoiceScreen } from './invoice-screen';

const ORDER = mockEndpoint(orderInfoEndpoint, { content: buildOrderDetail({ storeStatus: 30 }) });

/** The screen of order 501 whose invoice info the server answers with `info`. */
const story = (info = buildInvoiceInfo()) =>
  screenStory(consumerLocales, {
    route: '/bill/501',
    msw: [ORDER, mockEndpoint(invoiceInfoEndpoint, { content: info }), mockEndpoint(requestInvoiceEndpoint, { content: buildInvoiceInfo({ invoice: buildInvoice() }) })],
  });

const meta = {
  title: 'Consumer/Invoice',
  component: InvoiceScreen,
  args: { orderId: '501' },
  parameters: story(),
} satisfies Meta<typeof InvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form of a company title: a code with a wrong check character is said so as it is typed. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'unified social credit code' }), '91350100M000100Y44');
    await expect(canvas.getByText('the code does not add up: please check it against the business licence')).toBeVisible();
  },
};

/** Filled in and sent: the issued invoice with its PDF and where it was emailed. */
export const Issued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'company name' }), '上海示例贸易有限公司');
    await userEvent.type(canvas.getByRole('textbox', { name: 'unified social credit code' }), '91350100M000100Y43');
    await userEvent.type(canvas.getByRole('textbox', { name: 'email for the invoice' }), 'finance@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'request the invoice' }));
    await expect(await canvas.findByRole('link', { name: 'download the PDF' })).toBeVisible();
    await expect(canvas.getByText('sent to finance@example.com')).toBeVisible();
  },
};

/** A refund after issuing voided it: the screen says so. */
export const Voided: Story = {
  parameters: story(buildInvoiceInfo({ amount: 0, invoice: buildInvoice({ state: 'voided', voidedAt: '2026-11-27T02:00:00.000Z', voidReason: 'refund' }) })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/voided \(red-letter invoice\) because the order was refunded/)).toBeVisible();
  },
};

/** Before the luggage is picked up: why no invoice can be asked yet, no form. */
export const NotYet: Story = {
  parameters: story(buildInvoiceInfo({ refusal: 'notCompleted' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('you can request an invoice once your luggage has been picked up')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'request the invoice' })).toBeNull();
  },
};
