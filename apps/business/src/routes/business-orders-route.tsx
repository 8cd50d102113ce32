import { TitledPlaceholder } from '@luggage/app-shell/routing';

/** TODO: placeholder until its screen is built. */
export function BusinessOrdersRoute() {
  return <TitledPlaceholder />;
}
