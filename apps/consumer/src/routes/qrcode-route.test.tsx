import { ERROR_MESSAGES, wechatQrcodeEndpoint } from '@luggage/api/contract';
import { expectSentToLogin, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browseInsideWeChat } from '../app/test/browse-inside-wechat';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

/** A QR image as the server sends it (an SVG data URL). */
const QR_IMAGE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const LINK = 'http://localhost:5173/#/home?promo=AB12CD';

/** The wx/qrcode queries received. */
const asked = requestLog();
const server = setUpMsw();

/** The server's answer: the traveller's code AB12CD, an official-account QR inside WeChat or the link's elsewhere. */
const serveCode = () =>
  server.use(
    recordedEndpoint(wechatQrcodeEndpoint, asked, (params) => ({
      content: { qrcode: QR_IMAGE, content: params.isWx === '1' ? 'http://weixin.qq.com/q/02abc' : LINK, code: 'AB12CD' },
    })),
  );

describe('#/qrcode', () => {
  it('sends a guest to the login, which returns to my code', async () => {
    const { router } = await renderTravellerRoute('/qrcode', { isGuest: true });
    await expectSentToLogin(router, '/qrcode');
  });

  it('outside WeChat shows the app link’s QR, the code, the link to copy and the rules', async () => {
    serveCode();
    const user = userEvent.setup();
    await renderTravellerRoute('/qrcode');
    expect(screen.getByText('loading your promotion code…')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code of my promotion code AB12CD' });
    expect(qr).toHaveAttribute('src', QR_IMAGE);
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(screen.getByText('friends scan it or open your link to book: newcomers are yours')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'my promotion link' })).toHaveValue(LINK);
    await user.click(screen.getByRole('button', { name: 'copy link' }));
    expect(await screen.findByText('link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(within(screen.getByRole('region', { name: 'how it works' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'my rewards' })).toHaveAttribute('href', '/cash');
    expect(asked).toEqual([{ isWx: '0', v: 'web' }]);
  });

  it('inside WeChat asks for the official account’s QR (isWx=1)', async () => {
    browseInsideWeChat(server);
    serveCode();
    await renderTravellerRoute('/qrcode', { traveller: { wechat: { openid: 'oTraveller7', code: 'code-7' } } });
    expect(await screen.findByRole('img', { name: 'QR code of my promotion code AB12CD' })).toBeInTheDocument();
    expect(screen.getByText('friends scan it in WeChat and follow our official account: newcomers are yours')).toBeInTheDocument();
    expect(asked).toEqual([{ isWx: '1', v: 'wxweb' }]);
  });

  it('without a verified real name goes on to #/nocode in its place', async () => {
    server.use(recordedEndpoint(wechatQrcodeEndpoint, asked, () => ({ errorMsg: ERROR_MESSAGES.promotionNeedsVerification.en })));
    const { router } = await renderTravellerRoute('/qrcode');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nocode'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('another failure says why and retries', async () => {
    let calls = 0;
    server.use(
      recordedEndpoint(wechatQrcodeEndpoint, asked, () => {
        calls += 1;
        return calls === 1 ? { httpStatus: 500 } : { content: { qrcode: QR_IMAGE, content: LINK, code: 'AB12CD' } };
      }),
    );
    await renderTravellerRoute('/qrcode');
    await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('img', { name: 'QR code of my promotion code AB12CD' })).toBeInTheDocument();
  });
});
