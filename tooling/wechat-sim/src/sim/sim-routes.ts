import type { FastifyInstance } from 'fastify';
import { verifyJssdkConfig } from '../bridge/verify-jssdk-config';
import { OPENID_COOKIE } from '../oauth/oauth-routes';
import { readCookie } from '../read-cookie';
import type { JsapiPayParams } from '../pay/pay-ledger';
import type { SimContext } from '../sim-context';
import type { WechatSim } from '../wechat-sim';
import { OPENID_PATTERN } from '../wechat-ids';

const jsonOf = (body: unknown): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(typeof body === 'string' ? body : '');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * The simulator's own routes under /sim: health, stats, reset, expiring credentials, codes for tests, the
 * bridge script and what it calls (payment sheet, JS-SDK check: CORS with credentials for the app's origin),
 * notify-again and a look at a trade.
 */
export function registerSimRoutes(app: FastifyInstance, context: SimContext, sim: WechatSim) {
  void app.register(async (scope) => {
    // The bridge runs in the app's page (another origin): reflect it and allow its cookies.
    scope.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin) reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Allow-Credentials', 'true').header('Vary', 'Origin');
    });
    scope.options('/sim/*', async (request, reply) => {
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
        .header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Content-Type')
        .header('Access-Control-Max-Age', '600');
      if (request.headers['access-control-request-private-network'] === 'true') reply.header('Access-Control-Allow-Private-Network', 'true');
      return reply.code(204).send();
    });

    scope.get('/sim/health', async () => ({ ok: true }));
    scope.get('/sim/stats', async () => sim.stats());
    scope.post('/sim/reset', async () => {
      sim.reset();
      return { ok: true };
    });
    scope.post('/sim/expire-credentials', async () => {
      sim.expireCredentials();
      return { ok: true };
    });
    scope.post('/sim/issue-code', async (request, reply) => {
      const { openid, scope: oauthScope } = jsonOf(request.body);
      if (openid !== undefined && (typeof openid !== 'string' || !OPENID_PATTERN.test(openid))) return reply.code(400).send({ error: 'openid must look like a WeChat openid' });
      return sim.issueCode(openid, oauthScope === 'snsapi_userinfo' ? 'snsapi_userinfo' : 'snsapi_base');
    });
    scope.get('/sim/bridge.js', async (request, reply) => reply.type('text/javascript; charset=utf-8').send(sim.bridgeScript(`${request.protocol}://${request.host}`)));
    scope.get('/sim/qrcodes', async () => sim.qrCodes());
    scope.get('/sim/pay/trades/:outTradeNo', async (request, reply) => {
      const trade = sim.trade((request.params as { outTradeNo: string }).outTradeNo);
      return trade ?? reply.code(404).send({ error: 'no such trade' });
    });
    scope.get('/sim/pay/sheet', async (request, reply) => {
      const pkg = (request.query as { package?: string }).package ?? '';
      const trade = pkg.startsWith('prepay_id=') ? context.ledger.tradeByPrepayId(pkg.slice('prepay_id='.length)) : undefined;
      return trade ? { description: trade.description, total: trade.total, currency: 'CNY' } : reply.code(404).send({ error: 'no such prepay' });
    });
    scope.post('/sim/pay/confirm', async (request, reply) => {
      const cookie = readCookie(request.headers.cookie, OPENID_COOKIE);
      const outcome = sim.confirmPayment(jsonOf(request.body) as Partial<JsapiPayParams>, cookie !== undefined && OPENID_PATTERN.test(cookie) ? cookie : undefined);
      return reply.code(outcome.ok ? 200 : 400).send(outcome);
    });
    scope.post('/sim/pay/notify-again', async (request, reply) => {
      const { outTradeNo } = jsonOf(request.body);
      return typeof outTradeNo === 'string' && sim.notifyAgain(outTradeNo) ? { ok: true } : reply.code(404).send({ error: 'no notification was sent for this trade' });
    });
    scope.post('/sim/transfer/finish', async (request, reply) => {
      const { outBillNo, state, failReason } = jsonOf(request.body);
      if (typeof outBillNo !== 'string' || (state !== 'SUCCESS' && state !== 'FAIL' && state !== 'CANCELLED')) {
        return reply.code(400).send({ error: 'outBillNo and state SUCCESS, FAIL or CANCELLED are required' });
      }
      const finished = sim.finishTransfer(outBillNo, state, typeof failReason === 'string' ? failReason : undefined);
      return finished ? { ok: true } : reply.code(409).send({ error: 'no such transfer, or it is final already' });
    });
    scope.post('/sim/transfer/notify-again', async (request, reply) => {
      const { outBillNo, times } = jsonOf(request.body);
      const count = typeof times === 'number' && Number.isInteger(times) && times >= 1 && times <= 50 ? times : 1;
      return typeof outBillNo === 'string' && sim.notifyTransferAgain(outBillNo, count) ? { ok: true } : reply.code(404).send({ error: 'no notification was sent for this transfer' });
    });
    // A WeChat user follows the account through a scene QR, or a follower scans one: the event is pushed to eventUrl.
    for (const action of ['follow', 'scan'] as const) {
      scope.post(`/sim/official-account/${action}`, async (request, reply) => {
        const { openid, scene } = jsonOf(request.body);
        if (typeof openid !== 'string' || !OPENID_PATTERN.test(openid)) return reply.code(400).send({ error: 'openid must look like a WeChat openid' });
        if (typeof scene !== 'string' || scene.length < 1 || scene.length > 64) return reply.code(400).send({ error: 'scene must be 1 to 64 characters' });
        try {
          return await sim[action](openid, scene);
        } catch (error) {
          return reply.code(409).send({ error: error instanceof Error ? error.message : String(error) });
        }
      });
    }
    scope.post('/sim/jssdk/verify', async (request, reply) => {
      const verdict = verifyJssdkConfig(jsonOf(request.body), { appId: context.appId, liveTickets: context.credentials.liveTickets() });
      if (!verdict.ok) context.markRefused(request);
      return reply.send(verdict);
    });
  });
}
