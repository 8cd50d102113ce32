import { useMatches } from 'react-router';
import type { ScreenHandle } from './screen-handle';

/** The handle of the screen being shown (the deepest matched route), if it declares one. */
export function useScreenHandle(): ScreenHandle | undefined {
  return useMatches().at(-1)?.handle as ScreenHandle | undefined;
}
