import {
  claimShareCouponEndpoint,
  clientConfigEndpoint,
  loginEndpoint,
  sendSmsCodeEndpoint,
  shareActivityEndpoint,
  SMS_RESEND_SECONDS,
  type ShareActivityResponse,
} from '@luggage/api/contract';
import { buildClientConfig, buildShareActivity, buildUserCoupon, mockEndpoint } from '@luggage/api/mocks';
import { createAppStore } from '@luggage/api/store';
import type { Language } from '@luggage/app-shell/i18n';
import { expectToast, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consentTicked } from '../features/login/login-form-slice';
import { browseInsideWeChat } from '../app/test/browse-inside-wechat';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { fakeWeChatSdk } from '../shared/wechat-sdk/fake-wechat-sdk';
import { stubNavigator } from '../app/test/stub-navigator';

/** What the server received: share_new queries, share_coupon bodies. */
const asked = requestLog();
const claims = requestLog();
const server = setUpMsw(
  mockEndpoint(sendSmsCodeEndpoint, { content: { resendAfter: SMS_RESEND_SECONDS } }),
  mockEndpoint(loginEndpoint, { content: { userId: '7', userToken: 'a'.repeat(64), phone: '+86 13800138000' } }),
  // A traveller inside WeChat: the app asks whether WeChat sign-in is on.
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
);

const openShare = (language: Language = 'en') => renderTravellerRoute('/share', { language, isGuest: true });
const FRIEND_LINK = '/share?from=K7M2PQ9X';

/**
 * share_new answering `overrides` (with `from`, an invitation the caller may claim unless `claimRefusal`
 * says otherwise; a guest's answer has no share of their own), and share_coupon claiming once: afterwards
 * the invitation says 'alreadyClaimed'. A code other than K7M2PQ9X is not valid.
 */
function serveShare(overrides: Partial<ShareActivityResponse> = {}, claimRefusal: ShareActivityResponse['invite'] = { claimRefusal: null }) {
  let hasClaimed = false;
  server.use(
    recordedEndpoint(shareActivityEndpoint, asked, (params) => {
      if (params.from !== undefined && params.from !== 'K7M2PQ9X') return { errorMsg: 'this share link is not valid' };
      const invite = params.from === undefined ? null : hasClaimed ? { claimRefusal: 'alreadyClaimed' as const } : claimRefusal;
      return { content: buildShareActivity({ invite, ...overrides }) };
    }),
    recordedEndpoint(claimShareCouponEndpoint, claims, () => {
      hasClaimed = true;
      return { content: { coupon: buildUserCoupon({ nameEn: 'Coupon from a friend' }) } };
    }),
  );
}

const card = {
  title: 'Luggage storage nearby',
  description: 'Find a partner shop near you, book online and travel light.',
  link: 'http://localhost:3000/#/home',
  imageUrl: 'http://localhost:3000/share-icon.png',
};

describe('#/share', () => {
  it('presents the product under the screen title, with the way home', async () => {
    await openShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'share' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: card.title })).toBeInTheDocument();
    expect(screen.getByText(card.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'share with friends' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to home' })).toHaveAttribute('href', '/');
  });

  it("inside WeChat sets the product's card, which opens the home, and says where to tap", async () => {
    const { wx } = browseInsideWeChat(server);
    await openShare();
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    expect(screen.getByRole('alertdialog', { name: 'share with friends' })).toHaveAccessibleDescription(
      'Tap ··· at the top right to send it to a friend or share it to Moments.',
    );
    await waitFor(() => expect(wx.timelineShares).toHaveLength(1));
    expect(wx.appMessageShares).toEqual([{ title: card.title, desc: card.description, link: card.link, imgUrl: card.imageUrl }]);
    expect(wx.timelineShares).toEqual([{ title: card.title, link: card.link, imgUrl: card.imageUrl }]);
  });

  it('still says where to tap when WeChat refuses the SDK: its menu then shares the page with its plain card', async () => {
    const { wx } = browseInsideWeChat(server, fakeWeChatSdk({ refuseConfig: 'config:invalid url domain' }));
    await openShare();
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    await waitFor(() => expect(wx.configs).toHaveLength(1));
    expect(screen.getByRole('alertdialog', { name: 'share with friends' })).toHaveAccessibleDescription(
      'Tap ··· at the top right to send it to a friend or share it to Moments.',
    );
    expect(wx.appMessageShares).toEqual([]);
  });

  it("outside WeChat hands the card to the system's share sheet", async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    await openShare();
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    expect(share).toHaveBeenCalledWith({ title: card.title, text: card.description, url: card.link });
  });

  it('copies the link when the share sheet cannot take it', async () => {
    stubNavigator('share', () => Promise.reject(new DOMException('Must be handling a user gesture', 'NotAllowedError')));
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    await openShare();
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    expect(await screen.findByText('link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(card.link);
  });

  it('speaks Chinese', async () => {
    await openShare('zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '分享' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '行李寄存 · 附近随时存' })).toBeInTheDocument();
    expect(screen.getByText('找到身边的合作门店，在线预约，轻装出行。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '分享给好友' }));
    expect(screen.getByRole('alertdialog', { name: '分享给好友' })).toHaveAccessibleDescription(expect.stringContaining('复制下面的链接，发送给好友：'));
    expect(screen.getByRole('textbox', { name: '分享链接' })).toHaveValue(card.link);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('shows a guest the product and the way to a share link of their own, through the login', async () => {
    await openShare();
    const logIn = await screen.findByRole('link', { name: 'log in to get your share link' });
    expect(logIn).toHaveAttribute('href', '/login?redirect=%2Fshare');
    expect(logIn).toHaveAccessibleDescription('friends who claim from your link get a coupon, and you get one when they book');
  });
});

describe('#/share for a logged-in traveller', () => {
  it('shows what a friend gets and what they get, their link as a QR code and text, and the counts', async () => {
    serveShare();
    await renderTravellerRoute('/share');
    const friendCoupon = await screen.findByRole('region', { name: 'Coupon from a friend' });
    expect(friendCoupon).toHaveTextContent('your friend gets');
    expect(friendCoupon).toHaveTextContent('¥5 off');
    expect(within(friendCoupon).getByText('from ¥10')).toBeInTheDocument();
    expect(within(friendCoupon).getByText('valid 30 days from issue')).toBeInTheDocument();
    expect(screen.getByText('for friends who have not booked with us yet')).toBeInTheDocument();
    const reward = screen.getByRole('region', { name: 'Thank-you for sharing' });
    expect(reward).toHaveTextContent('you get, when their first booking is paid');
    expect(within(reward).getByText('no minimum')).toBeInTheDocument();
    const link = screen.getByRole('region', { name: 'your share link' });
    expect(within(link).getByRole('img', { name: 'QR code of your share link' })).toBeInTheDocument();
    expect(within(link).getByRole('textbox', { name: 'your share link' })).toHaveValue('http://localhost:3000/#/share?from=K7M2PQ9X');
    const progress = screen.getByRole('region', { name: 'your invitations' });
    expect(progress).toHaveTextContent('2 friends claimed');
    expect(progress).toHaveTextContent('1 reward earned');
    expect(asked).toEqual([{ v: 'web' }]);
  });

  it("shares the invitation through the system's share sheet", async () => {
    serveShare();
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    await renderTravellerRoute('/share');
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    expect(share).toHaveBeenCalledWith({
      title: 'A ¥5 off luggage storage coupon for you',
      text: 'Claim it and book a partner shop nearby: travel light.',
      url: 'http://localhost:3000/#/share?from=K7M2PQ9X',
    });
  });

  it('inside WeChat sets the invitation as the card', async () => {
    serveShare();
    const { wx } = browseInsideWeChat(server);
    await renderTravellerRoute('/share');
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    await waitFor(() => expect(wx.appMessageShares).toHaveLength(1));
    expect(wx.appMessageShares[0]).toMatchObject({ title: 'A ¥5 off luggage storage coupon for you', link: 'http://localhost:3000/#/share?from=K7M2PQ9X' });
  });

  it('without a share activity, says so and offers the product card', async () => {
    server.use(mockEndpoint(shareActivityEndpoint, { errorMsg: 'sharing is not available now' }));
    await renderTravellerRoute('/share');
    expect(await screen.findByText('sharing coupons is not available now, you can still share the app')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: card.title })).toBeInTheDocument();
  });

  it('offers a retry when the activity cannot load', async () => {
    server.use(mockEndpoint(shareActivityEndpoint, { errorMsg: 'request error' }));
    await renderTravellerRoute('/share');
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    serveShare();
    await renderTravellerRoute('/share', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 2, name: '邀请好友，双方得券' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '好友分享券' })).toHaveTextContent('好友可得');
    expect(screen.getByRole('region', { name: '邀请好友奖励券' })).toHaveTextContent('好友首单支付后，您可得');
    expect(screen.getByText('已有2位好友领取')).toBeInTheDocument();
    expect(screen.getByText('已获得1张奖励券')).toBeInTheDocument();
  });
});

describe('#/share?from=… for a friend', () => {
  it('shows a guest what they get and "log in and claim", which comes back here to claim', async () => {
    serveShare({ mine: null });
    const { router } = await renderTravellerRoute(FRIEND_LINK, { isGuest: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'a friend sent you a coupon' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Coupon from a friend' })).toHaveTextContent('¥5 off');
    const logIn = screen.getByRole('link', { name: 'log in and claim' });
    expect(logIn).toHaveAccessibleDescription('you log in with your phone and come back here');
    expect(screen.queryByRole('button', { name: 'claim' })).toBeNull();
    expect(asked).toEqual([{ from: 'K7M2PQ9X', v: 'web' }]);
    await userEvent.click(logIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/share?from=K7M2PQ9X&claim=1');
  });

  it('after the login comes back, claims once, says so with the way to my coupons, and drops claim=1', async () => {
    serveShare();
    const store = createAppStore();
    store.dispatch(consentTicked(true));
    const { router } = await renderTravellerRoute(`/login?redirect=${encodeURIComponent('/share?from=K7M2PQ9X&claim=1')}`, { isGuest: true, store });
    await userEvent.type(await screen.findByRole('textbox', { name: 'phone number' }), '13800138000');
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));

    const claimed = await screen.findByText('claimed: the coupon is in your coupons');
    expect(claimed.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'see my coupons' })).toHaveAttribute('href', '/coupons');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(FRIEND_LINK));
    expect(claims).toEqual([{ from: 'K7M2PQ9X', v: 'web' }]);
    expect(screen.queryByRole('button', { name: 'claim' })).toBeNull();
  });

  it('a traveller claims with the button', async () => {
    serveShare();
    await renderTravellerRoute(FRIEND_LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'claim' }));
    expect(await screen.findByText('claimed: the coupon is in your coupons')).toBeInTheDocument();
    expect(claims).toHaveLength(1);
    // The refreshed invitation now refuses, but the success stays in view, without a second button.
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'claim' })).toBeNull();
    expect(screen.queryByText('you have already claimed a coupon from a friend’s share')).toBeNull();
  });

  it('shows the server’s words when the claim is refused', async () => {
    serveShare();
    server.use(mockEndpoint(claimShareCouponEndpoint, { errorMsg: 'all of these coupons have been claimed' }));
    await renderTravellerRoute(FRIEND_LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'claim' }));
    await expectToast('all of these coupons have been claimed');
  });

  it.each([
    ['ownLink', 'you cannot claim from your own share link', ['see my share link', '/share']],
    ['alreadyClaimed', 'you have already claimed a coupon from a friend’s share', ['see my coupons', '/coupons']],
    ['notNewCustomer', 'this offer is for new customers only', null],
    ['outOfStock', 'all of these coupons have been claimed', null],
    ['claimEnded', 'this coupon activity has ended', null],
    ['claimNotStarted', 'this sharing activity has not started yet', null],
  ] as const)('%s: a sentence instead of the button', async (claimRefusal, sentence, way) => {
    serveShare({}, { claimRefusal });
    await renderTravellerRoute(FRIEND_LINK);
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'claim' })).toBeNull();
    if (way) expect(screen.getByRole('link', { name: way[0] })).toHaveAttribute('href', way[1]);
  });

  it.each([['an unknown code', 'ZZZZZZZZ', 1], ['a malformed code, not even asked for', 'abc', 0]])('%s: the link is not valid, with the way home', async (_, from, calls) => {
    serveShare();
    await renderTravellerRoute(`/share?from=${from}`);
    expect(await screen.findByText('this share link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to home' })).toHaveAttribute('href', '/');
    expect(asked).toHaveLength(calls);
  });

  it('speaks Chinese', async () => {
    serveShare();
    await renderTravellerRoute(FRIEND_LINK, { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 2, name: '好友送您一张优惠券' })).toBeInTheDocument();
    expect(screen.getByText('仅限未下过单的新用户')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即领取' })).toBeEnabled();
  });
});
