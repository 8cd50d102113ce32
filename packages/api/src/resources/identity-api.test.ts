import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../contract/error-messages';
import { verifyIdentityEndpoint } from '../contract/user/verify-identity';
import { wechatQrcodeEndpoint } from '../contract/user/wechat-qrcode';
import { mockEndpoint } from '../mocks';
import { createAppStore } from '../store';
import { identityApi } from './identity-api';
import { wechatApi } from './wechat-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const QRCODE = { qrcode: 'data:image/svg+xml;base64,PHN2Zy8+', content: 'http://127.0.0.1/#/home?promo=AB12CD', code: 'AB12CD' };

describe('identityApi', () => {
  it('a passed verification asks for the promotion QR again, which the unverified traveller was refused', async () => {
    let isVerified = false;
    server.use(
      mockEndpoint(wechatQrcodeEndpoint, () => (isVerified ? { content: QRCODE } : { errorMsg: errorMessage('promotionNeedsVerification', 'en') })),
      mockEndpoint(verifyIdentityEndpoint, () => {
        isVerified = true;
        return {
          content: {
            verified: true,
            attempt: { id: '1', name: '张*', idNumber: '110***********002X', result: 'passed' as const, failureReason: null, createdAt: '2026-11-26T10:00:00.000Z' },
          },
        };
      }),
    );
    const store = createAppStore();
    const qrcode = store.dispatch(wechatApi.endpoints.wechatQrcode.initiate({ isWx: '0' }));
    expect((await qrcode).isError).toBe(true);
    await store.dispatch(identityApi.endpoints.verifyIdentity.initiate({ name: '张三', idNumber: '11010519491231002X' }));
    await expect.poll(() => wechatApi.endpoints.wechatQrcode.select({ isWx: '0' })(store.getState()).data?.code).toBe('AB12CD');
    qrcode.unsubscribe();
  });
});
