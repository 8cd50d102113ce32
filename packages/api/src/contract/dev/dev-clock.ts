import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** The furthest one call moves the clock: 400 days. */
const MAX_ADVANCE_MS = 400 * 24 * 3_600_000;

/**
 * POST /api/dev/clock/: moves the server's clock `advanceMs` forward (never back), for browser journeys
 * that live through a waiting period (a reward's 7 pending days). The route exists only when the server
 * runs with DEV_CLOCK=true (refused in production unless ALLOW_DEMO=true) and answers only callers on the
 * same machine. The caller moves its own clock by the same amount: requests are signed with a timestamp
 * the server compares with its clock. Answers the server's new time (ISO 8601).
 */
export const devClockEndpoint = defineEndpoint({
  name: 'devClock',
  method: 'POST',
  path: '/api/dev/clock/',
  request: z.object({ advanceMs: z.number().int().min(0).max(MAX_ADVANCE_MS) }),
  response: z.object({ now: z.string() }),
  auth: 'none',
});
