import type { RequestHandler } from 'msw';
import type { CSSProperties } from 'react';
import type { AppLocales } from '../i18n';
import { PHONE_FRAME, type AppStoryParameters } from './app-story-decorator';

/** What a screen's story says of its own to {@link screenStory}. */
export interface ScreenStoryPlace {
  /** The router path it renders at, e.g. '/pay/501' (a screen with links or search params). */
  route?: string;
  /** The box around it: {@link PHONE_FRAME} unless this says otherwise (a counter PC's column); `null`: none, the canvas's width. */
  frame?: CSSProperties | null;
  /** Its HTTP mocks (msw-storybook-addon); a story's own `parameters.msw` replaces them. */
  msw?: RequestHandler[];
}

/**
 * The parameters of a story of a whole app screen: the app's texts, the full canvas (`layout: 'fullscreen'`)
 * with the screen in a phone's width, and the route and HTTP mocks of `place`, so a story file states only
 * what is its own: `parameters: screenStory(consumerLocales, { route: '/login', msw: [...] })`.
 */
export function screenStory(
  locales: AppLocales,
  { frame = PHONE_FRAME, ...place }: ScreenStoryPlace = {},
): AppStoryParameters & { layout: 'fullscreen'; msw?: RequestHandler[] } {
  return { locales, ...(frame && { frame }), layout: 'fullscreen', ...place };
}
