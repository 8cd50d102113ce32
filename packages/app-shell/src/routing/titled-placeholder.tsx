import { PlaceholderScreen } from './placeholder-screen';
import { useScreenTitle } from './use-screen-title';

/** Renders the placeholder of the deepest matched route, titled from its handle. */
export function TitledPlaceholder() {
  return <PlaceholderScreen title={useScreenTitle()} />;
}
