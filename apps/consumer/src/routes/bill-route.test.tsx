import { invoiceInfoEndpoint, requestInvoiceEndpoint, type InvoiceInfo, type OrderDetail } from '@luggage/api/contract';
import { buildInvoice, buildInvoiceInfo, buildOrderDetail, type MockAnswer } from '@luggage/api/mocks';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOrderInfo } from '../app/test/mock-order-info';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

const NOW = new Date('2026-11-26T10:00:00Z');
const sent = requestLog();
const server = setUpMsw();

/** Order 501, its luggage picked up. */
const completedOrder = (overrides: Partial<OrderDetail> = {}) => buildOrderDetail({ storeStatus: 30, ...overrides });

interface OpenOptions extends Pick<RenderTravellerRouteOptions, 'language'> {
  order?: OrderDetail;
  info?: InvoiceInfo;
  request?: MockAnswer<typeof requestInvoiceEndpoint>;
}

function openBill(path = '/bill/501', options: OpenOptions = {}) {
  const order = options.order ?? completedOrder();
  server.use(
    mockOrderInfo(() => order),
    recordedEndpoint(invoiceInfoEndpoint, [], () => ({ content: options.info ?? buildInvoiceInfo() })),
    recordedEndpoint(requestInvoiceEndpoint, sent, () => options.request ?? { content: buildInvoiceInfo({ invoice: buildInvoice() }) }),
  );
  return renderTravellerRoute(path, { now: NOW, language: options.language ?? 'en' });
}

const toasts = () => within(screen.getByRole('status', { name: 'notifications' }));

describe('#/bill/{id}', () => {
  it('asks for a company invoice: the code is checked as it is typed, then the invoice is shown with its PDF', async () => {
    await openBill();
    expect(await screen.findByText('¥31.00')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'company name' }), '上海示例贸易有限公司');
    const code = screen.getByRole('textbox', { name: 'unified social credit code' });
    await userEvent.type(code, '91350100M000100Y44');
    expect(screen.getByText('the code does not add up: please check it against the business licence')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '91350100m000100y43');
    expect(screen.getByText('the check character is right')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'email for the invoice' }), 'finance@example.com');
    await userEvent.click(screen.getByText('more (optional): address, phone, bank'));
    await userEvent.type(screen.getByRole('textbox', { name: 'bank account' }), '6222 0210 0100 0000');
    await userEvent.click(screen.getByRole('button', { name: 'request the invoice' }));

    expect(await screen.findByRole('link', { name: 'download the PDF' })).toHaveAttribute('href', buildInvoice().pdfUrl);
    expect(screen.getByText('issued')).toBeInTheDocument();
    expect(screen.getByText('sent to finance@example.com')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({
      orderId: '501',
      titleKind: 'company',
      title: '上海示例贸易有限公司',
      creditCode: '91350100m000100y43',
      email: 'finance@example.com',
      bankAccount: '6222 0210 0100 0000',
    });
  });

  it('says what is missing next to it and sends nothing', async () => {
    await openBill();
    const before = sent.length;
    await userEvent.click(await screen.findByRole('button', { name: 'request the invoice' }));
    expect(screen.getByRole('textbox', { name: 'company name' })).toHaveAccessibleDescription('please fill this in');
    expect(screen.getByRole('textbox', { name: 'unified social credit code' })).toHaveAccessibleDescription('please fill this in');
    await userEvent.type(screen.getByRole('textbox', { name: 'email for the invoice' }), 'finance@');
    expect(screen.getByRole('textbox', { name: 'email for the invoice' })).toHaveAccessibleDescription('please enter a valid email address');
    expect(sent.length).toBe(before);
  });

  it('a personal title needs no code, and the server’s refusal is a toast', async () => {
    await openBill('/bill/501', { request: { errorMsg: 'an invoice has already been requested for this order' } });
    await userEvent.click(await screen.findByRole('radio', { name: 'personal' }));
    expect(screen.queryByRole('textbox', { name: 'unified social credit code' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'your name' }), '张三');
    await userEvent.type(screen.getByRole('textbox', { name: 'email for the invoice' }), 'zhang@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'request the invoice' }));
    expect(await toasts().findByText('an invoice has already been requested for this order')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ titleKind: 'personal', title: '张三' });
    expect(sent.at(-1)).not.toHaveProperty('creditCode');
  });

  it('says a refund voided the invoice', async () => {
    await openBill('/bill/501', { info: buildInvoiceInfo({ amount: 0, invoice: buildInvoice({ state: 'voided', voidedAt: '2026-11-27T02:00:00.000Z', voidReason: 'refund' }) }) });
    expect(await screen.findByText('this invoice was voided (red-letter invoice) because the order was refunded on 27 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('voided')).toBeInTheDocument();
  });

  it('before pick-up there is no form, only when it can be asked', async () => {
    await openBill('/bill/501', { order: completedOrder({ storeStatus: 20 }), info: buildInvoiceInfo({ refusal: 'notCompleted' }) });
    expect(await screen.findByText('you can request an invoice once your luggage has been picked up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'request the invoice' })).not.toBeInTheDocument();
  });

  it('in Chinese', async () => {
    await openBill('/bill/501', { language: 'zh-CN' });
    expect(await screen.findByRole('textbox', { name: '单位名称' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '统一社会信用代码' }), '9135010');
    expect(screen.getByText('已输入 7 位，共 18 位')).toBeInTheDocument();
  });

  it('an unknown order ends the screen', async () => {
    await openBill('/bill/999');
    expect(await screen.findByText('order not found')).toBeInTheDocument();
  });
});
