import { withAppFrame } from '@luggage/app-shell/storybook';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpMsw } from './set-up-msw';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/**
 * A test suite that renders and plays every story of an app (pass `import.meta.glob('./**\/*.stories.tsx',
 * { eager: true })`) in the designers' frame, with each story's own MSW handlers (`parameters.msw`), so a
 * story cannot break silently. Every story must assert what it shows in its `play`.
 */
export function playEveryStory(modules: Record<string, StoryModule>): void {
  setProjectAnnotations({ decorators: [withAppFrame], initialGlobals: { locale: 'en' } });
  const stories = Object.values(modules).flatMap((module) => Object.values(composeStories(module)) as ComposedStory[]);
  const server = setUpMsw();

  describe('stories', () => {
    it('every story checks what it shows', () => {
      expect(stories.length).toBeGreaterThan(0);
      expect(stories.filter((story) => !story.play).map((story) => story.id)).toEqual([]);
    });

    it.each(stories.map((story) => [story.id, story] as const))('%s', async (_id, Story) => {
      const handlers = (Story.parameters as { msw?: RequestHandler[] }).msw ?? [];
      server.use(...handlers);
      await Story.run();
    });
  });
}
