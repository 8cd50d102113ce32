import type { ErrorMessageCode } from '@luggage/api/contract';
import type { z } from 'zod';
import { ApiFailure } from '../../../errors/api-failure';
import { amapStatusSchema } from './amap-schemas';

const AMAP_BASE_URL = 'https://restapi.amap.com/v3/';

/** How to reach AMap's web service. */
export interface AmapConnection {
  key: string;
  fetch: typeof fetch;
  /** Give up after this long (ms). */
  timeoutMs: number;
}

/** Why a call failed, for the log: never the URL, which carries the key. */
function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return `network error${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`;
}

/**
 * GET `path` (under https://restapi.amap.com/v3/) with `params` and the key, and parses the answer with
 * `schema`. A network error, a time-out, an HTTP error, status '0' or an unexpected answer throws
 * ApiFailure `failure` (the client's message) with the reason for the log.
 */
export async function callAmap<S extends z.ZodType>(
  connection: AmapConnection,
  path: string,
  params: Record<string, string>,
  schema: S,
  failure: ErrorMessageCode,
): Promise<z.output<S>> {
  const unavailable = (reason: string) => ApiFailure.unavailable(failure, `AMap ${path}: ${reason}`);
  const url = new URL(path, AMAP_BASE_URL);
  for (const [name, value] of Object.entries({ ...params, key: connection.key })) url.searchParams.set(name, value);

  let body: unknown;
  try {
    const response = await connection.fetch(url, { signal: AbortSignal.timeout(connection.timeoutMs) });
    if (!response.ok) throw unavailable(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw unavailable(error instanceof SyntaxError ? 'the answer is not JSON' : failureReason(error, connection.timeoutMs));
  }

  const status = amapStatusSchema.safeParse(body);
  if (status.success && status.data.status !== '1') {
    throw unavailable(`status ${status.data.status} (${status.data.info ?? 'no info'}, ${status.data.infocode ?? 'no infocode'})`);
  }
  const answer = schema.safeParse(body);
  if (!status.success || !answer.success) throw unavailable('unexpected answer');
  return answer.data;
}
