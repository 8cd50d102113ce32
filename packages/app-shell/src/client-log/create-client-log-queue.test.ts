import type { ClientLogEntry } from '@luggage/api/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientLogQueue } from './create-client-log-queue';

const entryOf = (message: string, overrides: Partial<ClientLogEntry> = {}): ClientLogEntry => ({ kind: 'error', message, route: '/', at: 1, ...overrides });

/** A queue whose batches land in `sent`, with `keepalive` as they were sent. */
function recordingQueue(options: Parameters<typeof createClientLogQueue>[0] extends infer O ? Omit<O, 'send'> : never = {}) {
  const sent: { messages: string[]; keepalive: boolean }[] = [];
  const queue = createClientLogQueue({ ...options, send: (entries, { keepalive }) => sent.push({ messages: entries.map((entry) => entry.message), keepalive }) });
  return { queue, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createClientLogQueue', () => {
  it('sends what waits a few seconds after the first entry, in one batch', () => {
    const { queue, sent } = recordingQueue({ flushAfterMs: 5_000 });
    queue.record(entryOf('a'));
    vi.advanceTimersByTime(3_000);
    queue.record(entryOf('b'));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(sent).toEqual([{ messages: ['a', 'b'], keepalive: false }]);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it('sends at once when a batch is full, and the rest on its own time', () => {
    const { queue, sent } = recordingQueue({ batchSize: 3, flushAfterMs: 5_000 });
    for (const message of ['a', 'b', 'c', 'd']) queue.record(entryOf(message));
    expect(sent).toEqual([{ messages: ['a', 'b', 'c'], keepalive: false }]);
    vi.advanceTimersByTime(5_000);
    expect(sent[1]).toEqual({ messages: ['d'], keepalive: false });
  });

  it('flushes with keepalive when asked (the page is hidden), and sends nothing when nothing waits', () => {
    const { queue, sent } = recordingQueue();
    queue.flush({ keepalive: true });
    queue.record(entryOf('a'));
    queue.flush({ keepalive: true });
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([{ messages: ['a'], keepalive: true }]);
  });

  it('drops a repeat of an entry that waits, and stops after maxPerPage entries', () => {
    const { queue, sent } = recordingQueue({ maxPerPage: 3 });
    for (const message of ['loop', 'loop', 'loop', 'b', 'c', 'd']) queue.record(entryOf(message));
    queue.record(entryOf('loop', { route: '/other' }));
    queue.flush();
    expect(sent).toEqual([{ messages: ['loop', 'b', 'c'], keepalive: false }]);
  });

  it("cuts entries to the contract's sizes", () => {
    const sent: ClientLogEntry[][] = [];
    const queue = createClientLogQueue({ send: (entries) => sent.push(entries) });
    queue.record(entryOf('m'.repeat(600), { stack: 's'.repeat(3_000) }));
    queue.record(entryOf(''));
    queue.flush();
    expect(sent[0]?.map((entry) => [entry.message.length, entry.stack?.length])).toEqual([
      [500, 2_000],
      ['unknown error'.length, undefined],
    ]);
  });
});
