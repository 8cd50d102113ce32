/**
 * Why a call to an outside service (`fetch` with `AbortSignal.timeout(timeoutMs)`, then `.json()`) failed,
 * for the log: no answer in time, an answer that is not JSON, or the network error's code.
 */
export function remoteCallFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (error instanceof SyntaxError) return 'the answer is not JSON';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return `network error${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`;
}
