import { useCallback } from 'react';
import { useAppDispatch } from './app-hooks';
import { rejectionToast } from './rejection-toast';

/**
 * A screen's way to show a refused call as a toast (spec §8; see rejectionToast): call the result with a
 * mutation's error after it settles; nothing happens without an error, for an expired session or for a
 * network failure. The function stays the same from render to render.
 */
export function useRejectionToast(): (error: unknown) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (error) => {
      const toast = rejectionToast(error);
      if (toast) dispatch(toast);
    },
    [dispatch],
  );
}
