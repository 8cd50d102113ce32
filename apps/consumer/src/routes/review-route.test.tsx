import { orderListEndpoint, reviewOrderEndpoint, type OrderDetail } from '@luggage/api/contract';
import { buildOrderDetail, buildOrderListItem, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { orderApi } from '@luggage/api/order-api';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockOrderInfo } from '../app/test/mock-order-info';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai, the storage date of order 501: it can be reviewed.
const NOW = new Date('2026-11-23T02:00:00Z');

const sent = requestLog();

const server = setUpMsw();

/** Order 501 checked in at the shop on its storage date: the review is offered. */
const storedOrder = (overrides: Partial<OrderDetail> = {}) =>
  buildOrderDetail({ review: true, storeStatus: 20, storedAt: '2026-11-23T01:00:00.000Z', ...overrides });

interface OpenOptions extends Pick<RenderTravellerRouteOptions, 'language'> {
  order?: OrderDetail;
  review?: MockAnswer<typeof reviewOrderEndpoint>;
}

function openReview(path = '/review?id=501', options: OpenOptions = {}) {
  const { order = storedOrder(), language = 'en' } = options;
  server.use(
    mockOrderInfo(() => order),
    recordedEndpoint(reviewOrderEndpoint, sent, () => options.review ?? { content: { orderId: order.id, review: false as const } }),
    mockEndpoint(orderListEndpoint, {
      content: { page: 1, orders: [buildOrderListItem({ id: '501', review: true }), buildOrderListItem({ id: '502', review: true })] },
    }),
  );
  return renderTravellerRoute(path, { now: NOW, language });
}

const toasts = () => within(screen.getByRole('status', { name: 'notifications' }));

/** Gives 4 stars, a few words and 'Xiaohongshu', then sends. */
async function fillAndSend() {
  await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'tell other travellers about it (optional)' }), 'easy to find');
  await userEvent.click(screen.getByRole('radio', { name: 'Xiaohongshu' }));
  await userEvent.click(screen.getByRole('button', { name: 'send the review' }));
}

describe('#/review?id=', () => {
  it('offers five stars as one radio group and every source in both languages', async () => {
    await openReview();
    const stars = await screen.findByRole('group', { name: 'your score' });
    expect(within(stars).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    within(stars).getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '2 stars' })).toBeChecked();
    const sources = screen.getByRole('group', { name: 'how did you hear about us?' });
    expect(within(sources).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'friends',
      'WeChat Moments',
      'Xiaohongshu',
      'Baidu',
      'Weibo',
      'Zhihu',
      'Ctrip',
      'Mafengwo',
      'other',
    ]);
    expect(screen.getByRole('textbox', { name: 'tell other travellers about it (optional)' })).toHaveAccessibleDescription('0 / 500');
  });

  it('asks for a score and a source before anything is sent', async () => {
    await openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'send the review' }));
    expect(screen.getByRole('group', { name: 'your score' })).toHaveAccessibleDescription('please choose a score');
    expect(screen.getByRole('group', { name: 'how did you hear about us?' })).toHaveAccessibleDescription('please tell us how you heard about us');
    expect(sent).toEqual([]);
  });

  it('sends the review, thanks, and clears the review flag of that order in the loaded list', async () => {
    const { store } = await openReview();
    const list = store.dispatch(orderApi.endpoints.orderList.initiate({ page: 1 }));
    await list;
    // From here on the list's reload waits: what it shows is what the review wrote into it.
    server.use(http.get('*/api/user/order/list_v2/', () => delay('infinite')));
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: 'thank you for your review' })).toHaveFocus();
    expect(sent).toEqual([{ orderId: '501', score: 4, content: 'easy to find', source: 'xiaohongshu', v: 'web' }]);
    expect(screen.getByRole('link', { name: 'back to my orders' })).toHaveAttribute('href', '/orders');
    const flags = orderApi.endpoints.orderList
      .select({ page: 1 })(store.getState())
      .data?.orders.map(({ id, review }) => [id, review]);
    expect(flags).toEqual([
      ['501', false],
      ['502', true],
    ]);
    list.unsubscribe();
  });

  it('shows a refusal as a toast and keeps the review', async () => {
    const message = 'this order cannot be reviewed now';
    await openReview('/review?id=501', { review: { errorMsg: message } });
    await fillAndSend();
    expect(await toasts().findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Xiaohongshu' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'tell other travellers about it (optional)' })).toHaveValue('easy to find');
  });

  it('an order reviewed already says so', async () => {
    await openReview('/review?id=501', {
      order: storedOrder({ reviewed: true, reviewDetail: { score: 5, content: '', source: 'friends' } }),
    });
    expect(await screen.findByText('you have reviewed this order already')).toBeInTheDocument();
    expect(screen.getByText('your score: 5 stars')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'send the review' })).not.toBeInTheDocument();
  });

  it('an order whose storage day has not come cannot be reviewed yet', async () => {
    await openReview('/review?id=501', { order: buildOrderDetail({ startTime: '2026-11-24', endTime: '2026-11-24' }) });
    expect(await screen.findByText('you can review this order once its storage day has come')).toBeInTheDocument();
  });

  it.each([
    ['en', 'only an order whose luggage was stored at the shop can be reviewed', 'back to my orders'],
    ['zh-CN', '行李在门店寄存后才能评价该订单', '返回我的订单'],
  ] as const)('an order whose luggage was never brought to the shop cannot be reviewed (%s)', async (language, notice, back) => {
    await openReview('/review?id=501', { order: buildOrderDetail({ storeStatus: 0, storedAt: null }), language });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /send the review|提交评价/ })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('is an unknown order for another id', async () => {
    await openReview('/review?id=9');
    expect(await screen.findByText('order not found')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await openReview('/review?id=501', { language: 'zh-CN' });
    expect(await screen.findByRole('group', { name: '您的评分' })).toBeInTheDocument();
    const sources = screen.getByRole('group', { name: '您是从哪里知道我们的？' });
    expect(within(sources).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '朋友介绍',
      '微信朋友圈',
      '小红书',
      '百度',
      '微博',
      '知乎',
      '携程',
      '马蜂窝',
      '其他',
    ]);
    expect(screen.getByRole('radio', { name: '3 星' })).toBeInTheDocument();
  });
});
