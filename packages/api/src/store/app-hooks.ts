// The one place the untyped react-redux hooks are allowed: everything else uses the typed ones below.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppState, AppStore } from './create-app-store';

/** `useDispatch` typed with the app store's dispatch, so thunks and RTK Query results are typed. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * `useSelector` typed with the app store's state (session, notices, API cache). Slices a feature injects
 * later are read with their own selectors (`selectX(state)`), which accept this state.
 */
export const useAppSelector = useSelector.withTypes<AppState>();

/** `useStore` typed with the app store, for reading the state inside a callback without re-rendering. */
export const useAppStore = useStore.withTypes<AppStore>();
