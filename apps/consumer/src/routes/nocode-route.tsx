import { NoCodeScreen } from '../features/verify/no-code-screen';

/** #/nocode: no promotion code yet, and how to get one (issue 16), for logged-in travellers. */
export function NocodeRoute() {
  return <NoCodeScreen />;
}
