import { devClockEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { ApiFailure } from '../../errors/api-failure';
import { requireLocalCaller } from './require-local-caller';

/** POST /api/dev/clock/: moves the dev clock forward. Registered only with DEV_CLOCK=true; local callers only. */
export const devClockRoute = defineRoute(
  devClockEndpoint,
  ({ params, context, request }) => {
    requireLocalCaller(request);
    if (!context.devClock) throw new ApiFailure('apiNotFound', 404);
    return { now: new Date(context.devClock.advance(params.advanceMs)).toISOString() };
  },
  { when: (context) => context.devClock !== undefined },
);
