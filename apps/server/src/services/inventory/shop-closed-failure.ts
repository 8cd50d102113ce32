import { ApiFailure } from '../../errors/api-failure';

/** The refusal of a booking over a closed day ('yyyy-MM-dd'): 'the shop is closed on 2025-03-02, …'. */
export function shopClosedFailure(date: string): ApiFailure {
  return new ApiFailure('shopClosedOnDate', 200, { date });
}
