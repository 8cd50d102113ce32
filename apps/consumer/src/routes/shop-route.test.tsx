import { storeCommentsEndpoint, storeInfoV2Endpoint, type ShopDetail, type ShopReviewPage } from '@luggage/api/contract';
import { buildShopDetail, buildShopReview, buildShopReviewPage, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import type { Language } from '@luggage/app-shell/i18n';
import { expectSentToLogin, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browseInsideWeChat } from '../app/test/browse-inside-wechat';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { stubNavigator } from '../app/test/stub-navigator';

// Shanghai wall times on Monday 23 November 2026; the shop opens 08:00–22:00 on weekdays.
const MONDAY_10_00 = new Date('2026-11-23T02:00:00Z');
const MONDAY_23_00 = new Date('2026-11-23T15:00:00Z');

const shop12 = (overrides: Partial<ShopDetail> = {}) =>
  buildShopDetail({
    id: 12,
    pics: ['/api/photos/shop-012-1.jpg', '/api/photos/shop-012-2.jpg', '/api/photos/shop-012-3.jpg'],
    ...overrides,
  });

const requestedIds = requestLog<unknown>();
const answerShop = (answer: (storeId: unknown) => MockAnswer<typeof storeInfoV2Endpoint>) =>
  mockEndpoint(storeInfoV2Endpoint, (params) => {
    requestedIds.push(params.storeId);
    return answer(params.storeId);
  });

const server = setUpMsw();

function openShopPage(
  path: string,
  { shop = shop12(), at = MONDAY_10_00, language = 'en' as Language, reviews = buildShopReviewPage() as ShopReviewPage } = {},
) {
  server.use(
    answerShop((storeId) => (storeId === String(shop.id) ? { content: shop } : { httpStatus: 404 })),
    mockEndpoint(storeCommentsEndpoint, () => ({ content: reviews })),
  );
  return renderTravellerRoute(path, { now: at, language, isGuest: true });
}

describe('#/shop/{id}', () => {
  it("shows the shop's photos, hours, address and prices under the screen title", async () => {
    await openShopPage('/shop/12');
    expect(await screen.findByRole('heading', { level: 2, name: "FamilyMart (People's Square)" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'storage point' })).toBeInTheDocument();
    const gallery = screen.getByRole('list', { name: 'photos of the storage point' });
    expect(within(gallery).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'photo 1 of 3',
      'photo 2 of 3',
      'photo 3 of 3',
    ]);
    expect(within(gallery).getAllByRole('img', { name: "FamilyMart (People's Square)" })).toHaveLength(3);
    // The hours come from the structured rules in the app's language, never the stored Chinese sentence.
    expect(screen.getByText('Mon–Fri 08:00–22:00')).toBeInTheDocument();
    expect(screen.getByText('Sat–Sun 09:00–21:00')).toBeInTheDocument();
    expect(screen.queryByText(/周一/)).not.toBeInTheDocument();
    // The English address; the Chinese one is a tap away, in large type for a taxi driver.
    expect(screen.getByText('268 Xizang Middle Road, Huangpu District, Shanghai')).toBeInTheDocument();
    expect(screen.queryByText(/西藏中路/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'show to taxi driver' }));
    const taxi = screen.getByRole('alertdialog', { name: 'show this to the driver' });
    expect(within(taxi).getByText('全家便利店(人民广场店)')).toBeInTheDocument();
    expect(within(taxi).getByText('上海市黄浦区西藏中路268号（来福士广场B1层）')).toHaveAttribute('class', 'taxi-address__address');
    await userEvent.click(within(taxi).getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('¥20.00 / item / day')).toBeInTheDocument();
    expect(screen.getByText('¥15.00 / item / day')).toBeInTheDocument();
    expect(screen.getByText('certified merchant')).toBeInTheDocument();
    expect(requestedIds).toEqual(['12']);
  });

  it('shows the score, the review count and the latest three reviews with the way to all of them', async () => {
    const reviews = buildShopReviewPage({
      count: 12,
      score: 4.6,
      reviews: [
        buildShopReview({ id: '3', reviewer: '王', createdAt: '2026-11-23T01:40:00Z', reply: { content: 'Thank you!', createdAt: '2026-11-23T01:50:00Z' } }),
        buildShopReview({ id: '2', score: 3, content: 'A bit hard to find.', createdAt: '2026-11-22T22:00:00Z' }),
        buildShopReview({ id: '1', score: 4, content: '', createdAt: '2026-11-20T02:00:00Z' }),
      ],
    });
    await openShopPage('/shop/12', { reviews });
    const section = await screen.findByRole('region', { name: 'reviews' });
    const list = await within(section).findByRole('list', { name: 'latest reviews' });
    expect(within(section).getByText('score 4.6 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('12 reviews')).toBeInTheDocument();
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['review by 王', 'review by 138****8000', 'review by 138****8000']);
    expect(within(items[0]!).getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
    expect(within(items[0]!).getAllByText('just now')).toHaveLength(2);
    expect(within(within(items[0]!).getByRole('region', { name: 'reply from the shop' })).getByText('Thank you!')).toBeInTheDocument();
    expect(within(items[1]!).getByText('4 hours ago')).toBeInTheDocument();
    expect(within(items[2]!).getByText('3 days ago')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'all 12 reviews' })).toHaveAttribute('href', '/comments?storeId=12');
  });

  it('says when the shop has no reviews yet', async () => {
    await openShopPage('/shop/12', { language: 'zh-CN' });
    const section = await screen.findByRole('region', { name: '用户评价' });
    expect(await within(section).findByText('暂无评价')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to AMap and Apple Maps at the GCJ-02 position', async () => {
    await openShopPage('/shop/12');
    const amap = await screen.findByRole('link', { name: 'AMap' });
    expect(amap.getAttribute('href')).toBe(
      "https://uri.amap.com/marker?position=121.4737,31.2304&name=FamilyMart%20(People's%20Square)&coordinate=gaode&callnative=1",
    );
    expect(screen.getByRole('link', { name: 'Apple Maps' }).getAttribute('href')).toBe(
      "https://maps.apple.com/?ll=31.2304,121.4737&q=FamilyMart%20(People's%20Square)",
    );
    expect(screen.getByRole('link', { name: 'Baidu Maps' }).getAttribute('href')).toContain('location=31.2304,121.4737');
  });

  it('is open at 10:00 Shanghai time and says when it closes', async () => {
    await openShopPage('/shop/12', { at: MONDAY_10_00 });
    expect(await screen.findByText('open now')).toBeInTheDocument();
    expect(screen.getByText('closes at 22:00')).toBeInTheDocument();
  });

  it('is closed at 23:00 Shanghai time and says when it opens', async () => {
    await openShopPage('/shop/12', { at: MONDAY_23_00 });
    expect(await screen.findByText('closed now')).toBeInTheDocument();
    expect(screen.getByText('opens tomorrow at 08:00')).toBeInTheDocument();
  });

  it('calls a shop that has a phone', async () => {
    await openShopPage('/shop/12', { shop: shop12({ phone: '021-6358 1234' }) });
    expect(await screen.findByRole('link', { name: 'call the shop' })).toHaveAttribute('href', 'tel:02163581234');
  });

  it('offers no call without a phone, and books the shop', async () => {
    const { router } = await openShopPage('/shop/12');
    await userEvent.click(await screen.findByRole('button', { name: 'book' }));
    expect(screen.queryByRole('link', { name: 'call the shop' })).not.toBeInTheDocument();
    // The booking of shop 12, which a guest reaches through the login.
    await expectSentToLogin(router, '/book/12');
  });

  it("shows a walk-in shop's prices, 'walk in, no booking needed' and the way there, and no 'book'", async () => {
    await openShopPage('/shop/12?step=2', { shop: shop12({ isSupportScheduled: false }) });
    expect(await screen.findByText('walk in, no booking needed')).toBeInTheDocument();
    expect(screen.getAllByText(/item \/ day/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'AMap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'book' })).toBeNull();
  });

  it('focuses the book button when coming from the map card (step=2)', async () => {
    await openShopPage('/shop/12?step=2');
    const book = await screen.findByRole('button', { name: 'book' });
    await waitFor(() => expect(book).toHaveFocus());
  });

  it('leaves the focus alone without step=2', async () => {
    await openShopPage('/shop/12');
    expect(await screen.findByRole('button', { name: 'book' })).not.toHaveFocus();
  });

  it('says the merchant does not exist for an unknown or removed shop, with a way home', async () => {
    await openShopPage('/shop/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('the merchant does not exist or has been taken off the shelves');
    expect(screen.getByRole('link', { name: 'back to home' })).toHaveAttribute('href', '/');
    expect(requestedIds).toEqual(['99']);
  });

  it.each(['/shop/abc', '/shop/0', '/shop/1.5'])('%s is not a shop, without asking the server', async (path) => {
    await openShopPage(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('the merchant does not exist or has been taken off the shelves');
    expect(requestedIds).toEqual([]);
  });

  it('offers a retry when loading fails otherwise', async () => {
    let calls = 0;
    server.use(mockEndpoint(storeInfoV2Endpoint, () => (++calls === 1 ? { httpStatus: 500 } : { content: shop12() })));
    await renderTravellerRoute('/shop/12', { isGuest: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: "FamilyMart (People's Square)" })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await openShopPage('/shop/12', { language: 'zh-CN', shop: shop12({ phone: '021-63581234' }) });
    expect(await screen.findByRole('heading', { level: 2, name: '全家便利店(人民广场店)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '寄存点' })).toBeInTheDocument();
    expect(screen.getByText('营业中')).toBeInTheDocument();
    expect(screen.getByText('22:00 打烊')).toBeInTheDocument();
    expect(screen.getByText('周一至周五 08:00–22:00')).toBeInTheDocument();
    expect(screen.getByText('来福士广场B1层')).toBeInTheDocument();
    expect(screen.getByText('上海市黄浦区西藏中路268号（来福士广场B1层）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '出示给司机' })).toBeInTheDocument();
    expect(screen.getByText('¥20.00/件/天')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '第 1 张，共 3 张' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '高德地图' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '联系门店' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预约' })).toBeInTheDocument();
  });

  it('says the merchant does not exist in Chinese', async () => {
    await openShopPage('/shop/99', { language: 'zh-CN' });
    expect(await screen.findByRole('alert')).toHaveTextContent('商户不存在或已下架');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });

  describe('share', () => {
    const card = {
      title: "FamilyMart (People's Square)",
      // In English the English address, as the page shows it.
      description: 'from ¥15.00 / item / day · 268 Xizang Middle Road, Huangpu District, Shanghai',
      link: 'http://localhost:3000/#/shop/12',
      imageUrl: 'http://localhost:3000/api/photos/shop-012-1.jpg',
    };

    it("inside WeChat sets the shop's card for WeChat's menu and says where to tap", async () => {
      const { wx, tickets } = browseInsideWeChat(server);
      await openShopPage('/shop/12');
      await userEvent.click(await screen.findByRole('button', { name: 'share' }));
      expect(screen.getByRole('alertdialog', { name: 'share with friends' })).toHaveAccessibleDescription(
        'Tap ··· at the top right to send it to a friend or share it to Moments.',
      );
      await waitFor(() => expect(wx.timelineShares).toHaveLength(1));
      expect(wx.appMessageShares).toEqual([{ title: card.title, desc: card.description, link: card.link, imgUrl: card.imageUrl }]);
      expect(wx.timelineShares).toEqual([{ title: card.title, link: card.link, imgUrl: card.imageUrl }]);
      // The page's URL without its hash is what WeChat checks the signature against.
      expect(tickets).toEqual([expect.objectContaining({ url: 'http://localhost:3000/' })]);
      await userEvent.click(screen.getByRole('button', { name: 'got it' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it("describes a shop without booked prices by its address, with the app's icon when it has no photo", async () => {
      const { wx } = browseInsideWeChat(server);
      await openShopPage('/shop/12', { shop: shop12({ isSupportScheduled: false, pics: [] }) });
      await userEvent.click(await screen.findByRole('button', { name: 'share' }));
      await waitFor(() => expect(wx.appMessageShares).toHaveLength(1));
      expect(wx.appMessageShares[0]).toMatchObject({
        desc: '268 Xizang Middle Road, Huangpu District, Shanghai',
        imgUrl: 'http://localhost:3000/share-icon.png',
      });
    });

    it('describes a shop without an English address by its Chinese one in English too', async () => {
      const { wx } = browseInsideWeChat(server);
      await openShopPage('/shop/12', { shop: shop12({ addressEn: null }) });
      await userEvent.click(await screen.findByRole('button', { name: 'share' }));
      await waitFor(() => expect(wx.appMessageShares).toHaveLength(1));
      expect(wx.appMessageShares[0]).toMatchObject({ desc: 'from ¥15.00 / item / day · 上海市黄浦区西藏中路268号（来福士广场B1层）' });
    });

    it("outside WeChat hands the card to the system's share sheet", async () => {
      const share = vi.fn(() => Promise.resolve());
      stubNavigator('share', share);
      await openShopPage('/shop/12');
      await userEvent.click(await screen.findByRole('button', { name: 'share' }));
      expect(share).toHaveBeenCalledWith({ title: card.title, text: card.description, url: card.link });
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('does nothing more when the traveller closes the share sheet', async () => {
      stubNavigator('share', () => Promise.reject(new DOMException('Share canceled', 'AbortError')));
      const writeText = vi.fn(() => Promise.resolve());
      stubNavigator('clipboard', { writeText });
      await openShopPage('/shop/12');
      await userEvent.click(await screen.findByRole('button', { name: 'share' }));
      expect(writeText).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('copies the link without a share sheet, and says so', async () => {
      const writeText = vi.fn(() => Promise.resolve());
      stubNavigator('clipboard', { writeText });
      await openShopPage('/shop/12');
      await userEvent.click(await screen.findByRole('button', { name: 'share' }));
      expect(await screen.findByRole('status')).toHaveTextContent('link copied');
      expect(writeText).toHaveBeenCalledWith(card.link);
    });

    it('shows the link to copy by hand when neither a share sheet nor the clipboard takes it', async () => {
      stubNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
      await openShopPage('/shop/12');
      await userEvent.click(await screen.findByRole('button', { name: 'share' }));
      const sheet = await screen.findByRole('alertdialog', { name: 'share with friends' });
      expect(sheet).toHaveAccessibleDescription(expect.stringContaining('Copy this link and send it to your friends:'));
      expect(within(sheet).getByRole('textbox', { name: 'link to share' })).toHaveValue(card.link);
    });

    it('speaks Chinese', async () => {
      const { wx } = browseInsideWeChat(server);
      await openShopPage('/shop/12', { language: 'zh-CN' });
      await userEvent.click(await screen.findByRole('button', { name: '分享' }));
      expect(screen.getByRole('alertdialog', { name: '分享给好友' })).toHaveAccessibleDescription('点击右上角「···」，发送给朋友或分享到朋友圈。');
      await waitFor(() => expect(wx.appMessageShares).toHaveLength(1));
      expect(wx.appMessageShares[0]).toMatchObject({ title: '全家便利店(人民广场店)', desc: '¥15.00/件/天起 · 上海市黄浦区西藏中路268号（来福士广场B1层）' });
      expect(screen.getByRole('button', { name: '知道了' })).toBeInTheDocument();
    });

    it('describes a shop without booked prices by its Chinese address in Chinese', async () => {
      const { wx } = browseInsideWeChat(server);
      await openShopPage('/shop/12', { language: 'zh-CN', shop: shop12({ isSupportScheduled: false }) });
      await userEvent.click(await screen.findByRole('button', { name: '分享' }));
      await waitFor(() => expect(wx.appMessageShares).toHaveLength(1));
      expect(wx.appMessageShares[0]).toMatchObject({ desc: '上海市黄浦区西藏中路268号（来福士广场B1层）' });
    });
  });
});
