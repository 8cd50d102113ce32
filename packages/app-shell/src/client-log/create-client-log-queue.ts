import { CLIENT_LOG_MAX_ENTRIES, type ClientLogEntry } from '@luggage/api/contract';

/** How the queue sends a batch; `keepalive` when the page is going away (the request must outlive it). */
export type SendClientLog = (entries: ClientLogEntry[], options: { keepalive: boolean }) => void;

/** When a {@link createClientLogQueue} sends, and how much it keeps. */
export interface ClientLogQueueOptions {
  send: SendClientLog;
  /** A batch goes at the latest this long after its first entry (ms). */
  flushAfterMs?: number;
  /** A batch goes at once when it has this many entries (at most CLIENT_LOG_MAX_ENTRIES). */
  batchSize?: number;
  /** Entries one page records at most: an error in a loop must not flood the device's quota. */
  maxPerPage?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Client errors waiting to be sent (see {@link createClientLogQueue}). */
export interface ClientLogQueue {
  /** Queues an entry (cut to the contract's sizes); the same kind, message and route as one waiting is dropped. */
  record(entry: ClientLogEntry): void;
  /** Sends what waits now, in batches of CLIENT_LOG_MAX_ENTRIES (with `keepalive` when the page is hidden). */
  flush(options?: { keepalive?: boolean }): void;
}

/** An entry cut to the contract's sizes (message 500, stack 2000, route 200 characters). */
function fitted(entry: ClientLogEntry): ClientLogEntry {
  const message = entry.message.slice(0, 500) || 'unknown error';
  return { ...entry, message, route: entry.route.slice(0, 200), ...(entry.stack === undefined ? {} : { stack: entry.stack.slice(0, 2000) }) };
}

/**
 * A queue of client errors sent in batches: `batchSize` entries at once, otherwise `flushAfterMs` after the
 * first one waiting; a repeat of an entry already waiting is dropped, and a page records `maxPerPage`
 * entries at most.
 */
export function createClientLogQueue({
  send,
  flushAfterMs = 5_000,
  batchSize = 10,
  maxPerPage = 100,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ClientLogQueueOptions): ClientLogQueue {
  let waiting: ClientLogEntry[] = [];
  let recorded = 0;
  let timer: unknown = null;

  const flush = ({ keepalive = false }: { keepalive?: boolean } = {}) => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const batches = waiting;
    waiting = [];
    for (let start = 0; start < batches.length; start += CLIENT_LOG_MAX_ENTRIES) send(batches.slice(start, start + CLIENT_LOG_MAX_ENTRIES), { keepalive });
  };

  return {
    record(entry) {
      const isRepeat = waiting.some((other) => other.kind === entry.kind && other.message === entry.message && other.route === entry.route);
      if (isRepeat || recorded >= maxPerPage) return;
      recorded += 1;
      waiting.push(fitted(entry));
      if (waiting.length >= Math.min(batchSize, CLIENT_LOG_MAX_ENTRIES)) flush();
      else if (timer === null) timer = setTimer(() => flush(), flushAfterMs);
    },
    flush,
  };
}
