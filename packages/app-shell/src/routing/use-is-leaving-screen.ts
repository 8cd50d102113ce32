import { useLocation, useNavigation } from 'react-router';

/**
 * Whether the next screen's code or texts are loading: the screen being left stays in view but should not be
 * usable (`inert`), since a tap on it would act on a page the user already left. A change of query alone (a
 * filter, a step) never counts, so a field that writes the query keeps its focus.
 */
export function useIsLeavingScreen(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname !== pathname;
}
