import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ScreenHandle } from './screen-handle';

/** Loads a screen's module on demand, resolving to the component that renders the screen's content. */
export type LoadScreen = () => Promise<{ Component: ComponentType }>;

/**
 * A screen at `path`, loaded on demand, declaring in its handle what its layout needs (title, top bar,
 * signed-in user…). Put it under ScreenLayout, or another layout that reads the handle.
 */
export function screenRoute(path: string, handle: ScreenHandle, load: LoadScreen): RouteObject {
  return { path, handle, lazy: load };
}
