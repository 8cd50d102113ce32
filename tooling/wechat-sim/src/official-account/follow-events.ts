import { randomBytes, randomInt } from 'node:crypto';
import { messagePushSignature } from '../crypto/message-push-signature';

/** One push of a follow event to the account's server, and how it answered. */
export interface FollowEventDelivery {
  /** 'subscribe' (followed through a scene QR), 'SCAN' (a follower scanned one) or 'unsubscribe'. */
  event: 'subscribe' | 'SCAN' | 'unsubscribe';
  openid: string;
  /** The QR's scene, e.g. 'promo_AB12CD' ('' for unsubscribe). */
  scene: string;
  /** The URL posted to, with WeChat's signature, timestamp and nonce in the query. */
  url: string;
  /** The XML sent. */
  body: string;
  /** ms (the simulator's clock). */
  at: number;
  /** The server's HTTP status, null when it did not answer. */
  status: number | null;
  /** Its answer (at most 2,000 characters) or the network error. */
  answer: string;
  /** HTTP 200 with 'success' or an empty body: what WeChat takes as received (it retries anything else). */
  acknowledged: boolean;
}

const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/**
 * The official account's followers and the events it pushes, in plain-text mode, to the account's server
 * URL `eventUrl` signed with its message Token. No retries: each push is one delivery.
 */
export function createFollowEvents(deps: { fetch: typeof fetch; clock: () => number; messageToken?: string; eventUrl?: string }) {
  // The account's original id (ToUserName): 'gh_' and 12 hex digits.
  const accountId = `gh_${randomBytes(6).toString('hex')}`;
  const followers = new Set<string>();
  const deliveries: FollowEventDelivery[] = [];

  async function push(event: FollowEventDelivery['event'], openid: string, scene: string): Promise<FollowEventDelivery> {
    if (!deps.messageToken || !deps.eventUrl) throw new Error('follow events need messageToken and eventUrl');
    const at = deps.clock();
    const timestamp = String(Math.floor(at / 1000));
    const nonce = String(randomInt(1_000_000_000, 10_000_000_000));
    const url = new URL(deps.eventUrl);
    url.searchParams.set('signature', messagePushSignature(deps.messageToken, timestamp, nonce));
    url.searchParams.set('timestamp', timestamp);
    url.searchParams.set('nonce', nonce);
    const body =
      `<xml><ToUserName>${cdata(accountId)}</ToUserName><FromUserName>${cdata(openid)}</FromUserName>` +
      `<CreateTime>${timestamp}</CreateTime><MsgType>${cdata('event')}</MsgType><Event>${cdata(event)}</Event>` +
      (event === 'unsubscribe'
        ? `<EventKey>${cdata('')}</EventKey></xml>`
        : `<EventKey>${cdata(event === 'subscribe' ? `qrscene_${scene}` : scene)}</EventKey><Ticket>${cdata(randomBytes(48).toString('base64'))}</Ticket></xml>`);
    const sent = { event, openid, scene, url: url.toString(), body, at };
    let delivery: FollowEventDelivery;
    try {
      const response = await deps.fetch(sent.url, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body, signal: AbortSignal.timeout(5000) });
      const answer = (await response.text()).slice(0, 2000);
      delivery = { ...sent, status: response.status, answer, acknowledged: response.status === 200 && (answer === 'success' || answer === '') };
    } catch (error) {
      delivery = { ...sent, status: null, answer: error instanceof Error ? error.message : String(error), acknowledged: false };
    }
    deliveries.push(delivery);
    return delivery;
  }

  return {
    /** A WeChat user follows the account through the QR of `scene` (a follower already: throws). */
    follow(openid: string, scene: string) {
      if (followers.has(openid)) throw new Error(`${openid} follows the account already: scan instead`);
      followers.add(openid);
      return push('subscribe', openid, scene);
    },
    /** A follower scans the QR of `scene` (not a follower: throws). */
    scan(openid: string, scene: string) {
      if (!followers.has(openid)) throw new Error(`${openid} does not follow the account: follow instead`);
      return push('SCAN', openid, scene);
    },
    /** A follower stops following (not a follower: throws); they may follow again later. */
    unfollow(openid: string) {
      if (!followers.delete(openid)) throw new Error(`${openid} does not follow the account`);
      return push('unsubscribe', openid, '');
    },
    deliveries: () => deliveries.map((delivery) => ({ ...delivery })),
    clear() {
      followers.clear();
      deliveries.length = 0;
    },
  };
}

/** The followers and pushes of one simulator. */
export type FollowEvents = ReturnType<typeof createFollowEvents>;
