import type { KeyObject } from 'node:crypto';
import { platformSignedHeaders } from '../crypto/platform-signed-headers';

/** One attempt at delivering a notification, and how the receiver answered. */
export interface NotificationDelivery {
  /** The notification's id ('EV-…'): the same on every retry and every notify-again. */
  notificationId: string;
  outTradeNo: string;
  /** Where it was posted (notify_url, or its path on `notifyOrigin`). */
  url: string;
  /** 1 for the first attempt of a sending, then 2, 3, … for its retries. */
  attempt: number;
  /** When it was sent, ms (the simulator's clock). */
  at: number;
  /** The receiver's HTTP status, null when it did not answer (network error, time-out). */
  status: number | null;
  /** The receiver's answer body (at most 2,000 characters) or the network error. */
  answer: string;
  /** HTTP 200 or 204: WeChat Pay's test of a received notification; anything else is retried. */
  acknowledged: boolean;
}

/**
 * Posts notifications signed with the platform key (headers signed anew on each attempt over the same
 * body) and retries each after `retryDelaysMs` until the receiver answers 200 or 204.
 */
export function createNotifier(deps: {
  fetch: typeof fetch;
  clock: () => number;
  retryDelaysMs: readonly number[];
  platformPrivateKey: KeyObject;
  platformSerialNo: string;
  notifyOrigin: string | undefined;
  timeoutMs?: number;
}) {
  const deliveries: NotificationDelivery[] = [];
  const running = new Set<Promise<void>>();
  const waits = new Map<ReturnType<typeof setTimeout>, () => void>();
  // Bumped by cancel(): sendings of an earlier generation stop and record nothing more.
  let generation = 0;

  const targetOf = (notifyUrl: string) => {
    if (!deps.notifyOrigin) return notifyUrl;
    const url = new URL(notifyUrl);
    return new URL(`${url.pathname}${url.search}`, deps.notifyOrigin).toString();
  };
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      timer.unref?.();
      waits.set(timer, resolve);
    });

  async function attempt(notification: { id: string; body: string }, outTradeNo: string, url: string, number: number): Promise<NotificationDelivery> {
    const at = deps.clock();
    const headers = {
      'Content-Type': 'application/json',
      ...platformSignedHeaders(notification.body, { privateKey: deps.platformPrivateKey, serialNo: deps.platformSerialNo, nowMs: at }),
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
    const delivery = { notificationId: notification.id, outTradeNo, url, attempt: number, at };
    try {
      const response = await deps.fetch(url, { method: 'POST', headers, body: notification.body, signal: AbortSignal.timeout(deps.timeoutMs ?? 5000) });
      const answer = (await response.text()).slice(0, 2000);
      return { ...delivery, status: response.status, answer, acknowledged: response.status === 200 || response.status === 204 };
    } catch (error) {
      return { ...delivery, status: null, answer: error instanceof Error ? error.message : String(error), acknowledged: false };
    }
  }

  async function sending(notification: { id: string; body: string }, outTradeNo: string, notifyUrl: string, ownGeneration: number) {
    const url = targetOf(notifyUrl);
    for (let number = 1; ; number += 1) {
      const delivery = await attempt(notification, outTradeNo, url, number);
      if (ownGeneration !== generation) return;
      deliveries.push(delivery);
      const delay = deps.retryDelaysMs[number - 1];
      if (delivery.acknowledged || delay === undefined) return;
      await wait(delay);
      if (ownGeneration !== generation) return;
    }
  }

  return {
    /** Starts delivering `notification` to `notifyUrl` (retries included) without waiting for it. */
    send(notification: { id: string; body: string }, outTradeNo: string, notifyUrl: string) {
      const run = sending(notification, outTradeNo, notifyUrl, generation);
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    deliveries(): readonly NotificationDelivery[] {
      return deliveries;
    },
    /** Resolves once no notification is being sent or waiting for a retry. */
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
    /** Stops every pending retry and forgets the deliveries. */
    cancel() {
      generation += 1;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
      deliveries.length = 0;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
