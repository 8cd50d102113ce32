import { buildSignedRequest } from '@luggage/api/client';
import { expect, test } from '@playwright/test';
import { skipFirstVisitHint } from './fixtures';
import { CONSUMER_URL } from './urls';

test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

/** What GET /api/dev/client_log/ (loopback only) holds for the device `uniq`. */
async function storedEntries(uniq: string): Promise<{ kind: string; message: string; route: string; app: string; build: string }[]> {
  const { url, init } = buildSignedRequest(
    { method: 'GET', path: '/api/dev/client_log/', params: { uniq } },
    { origin: CONSUMER_URL, userAgent: 'e2e', uniq: 'e2e0a2', now: Date.now(), language: 'en', session: null },
  );
  const answer = (await (await fetch(url, init)).json()) as { status: number; content?: Awaited<ReturnType<typeof storedEntries>>; errorMsg?: string };
  if (!answer.status || !answer.content) throw new Error(`client log not readable: ${answer.errorMsg ?? 'no answer'}`);
  return answer.content;
}

test("an uncaught error in the consumer app is in the server's client log once the page is left, without the code it carried", async ({ page }) => {
  const signedCall = page.waitForRequest((request) => request.url().startsWith(`${CONSUMER_URL}/api/`) && request.headers()['uniq'] !== undefined);
  await page.goto('/#/city?code=482913');
  const uniq = (await signedCall).headers()['uniq'] ?? '';
  expect(uniq).toMatch(/^[0-9a-z]{6}$/);
  await expect(page.getByRole('heading').first()).toBeVisible();

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: the list could not be drawn (code=123456)');
    });
  });
  // Leaving the page sends what waits, with keepalive (long before the batch's own 5 s).
  await page.goto('about:blank');

  await expect.poll(async () => (await storedEntries(uniq)).map(({ kind, message, route, app }) => ({ kind, message, route, app }))).toContainEqual({
    kind: 'error',
    message: 'Error: e2e: the list could not be drawn (code=[code])',
    route: '/city?code',
    app: 'consumer',
  });
  const [entry] = await storedEntries(uniq);
  expect(entry?.build).toMatch(/^([0-9a-f]{12}|dev)$/);
});
