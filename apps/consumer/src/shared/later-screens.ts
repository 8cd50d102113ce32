import { matchPath } from 'react-router';
import type { ConsumerMessages } from '../app/locales/en';

/**
 * Consumer screens that a later release builds: path → title key (spec §2). Their routes stay reachable by
 * URL and say 'coming later', but nothing in the app leads to them: every link to a screen asks
 * {@link isScreenBuilt} first, so building a screen (taking it off this list) brings its links back.
 */
export const LATER_SCREENS: [path: string, title: keyof ConsumerMessages['titles']][] = [];

/** Whether the in-app address `to` ('/coupons', '/orders?page=2') leads to a built screen rather than a later one. */
export function isScreenBuilt(to: string): boolean {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return !LATER_SCREENS.some(([path]) => matchPath(`/${path}`, pathname) !== null);
}
