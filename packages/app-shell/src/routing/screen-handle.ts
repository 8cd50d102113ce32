import type { SessionArea } from '@luggage/api/session';
import type { AppStore } from '@luggage/api/store';
import type { Params } from 'react-router';

/**
 * What a screen route declares in its `handle` for the layout that frames it (ScreenLayout): the title,
 * the top bar's controls, whether a signed-in user is needed and how the screen is laid out. The route's
 * own module then only composes the screen's content.
 */
export interface ScreenHandle {
  /** The i18n key of the screen's title, namespace first ('consumer:titles.orders'): the top bar's heading. */
  titleKey: string;
  /** Whether the top bar has the back control (default true). */
  showBack?: boolean;
  /** Menu mode: the top bar links home to this address (the main website) and its user icon opens /center. */
  menuHomeHref?: string;
  /** A screen for a signed-in user of this area: a guest goes to the area's login, which returns here. */
  session?: SessionArea;
  /** More classes of the screen element, e.g. a full-height map screen's. */
  className?: string;
  /** Whether the content goes in <main> (default true); false for a screen that lays out its own regions. */
  hasMain?: boolean;
  /**
   * A screen the app opens on (the home, the staff login), whose texts are bundled with the entry: it shows
   * as soon as its own code is there. Every other screen also waits for the app's lazy texts (mountApp), so
   * nothing on it (a dialog opened later) waits for texts after it has shown.
   */
  isFirstScreen?: boolean;
  /**
   * Starts the screen's first API queries (RTK Query prefetches) when the route starts loading, given the app's
   * store and the route's params: they then run while the screen's code downloads, not after it has rendered.
   * Called by the router as the route's loader (mountApp), on every navigation to it; a query already cached is
   * not fetched again. Route tests render screens without it, which fetch what they need themselves.
   */
  prefetch?: (store: AppStore, params: Params) => void;
}
