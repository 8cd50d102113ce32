import { useAppDispatch, useRejectionToast, type AppState } from '@luggage/api/store';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/** What a mutation's trigger resolves to: the server's answer or why it failed. */
type ActionResult<Answer> = { data: Answer; error?: undefined } | { data?: undefined; error: NonNullable<unknown> };

/**
 * Runs the traveller's order actions (a mutation's trigger, e.g. `cancelApply({ orderId })`): a refusal is
 * its toast (useRejectionToast) and gives null; an answer is written into the loaded data by `written`
 * (writeOrderState, markReviewed…) and returned, so the screen goes on from it.
 */
export function useOrderAction<Answer>(written: (answer: Answer) => ThunkAction<unknown, AppState, unknown, UnknownAction>) {
  const dispatch = useAppDispatch();
  const showRefusal = useRejectionToast();
  return async (action: PromiseLike<ActionResult<Answer>>): Promise<Answer | null> => {
    const result = await action;
    if (result.error !== undefined) {
      showRefusal(result.error);
      return null;
    }
    dispatch(written(result.data));
    return result.data;
  };
}
