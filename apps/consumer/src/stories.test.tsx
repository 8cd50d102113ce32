import { withAppFrame } from '@luggage/app-shell/storybook';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// Renders and plays every story of the app in the designers' frame, with the story's own MSW handlers
// (`parameters.msw`), so a story cannot break silently. Each story asserts what it shows in its `play`.
setProjectAnnotations({ decorators: [withAppFrame], initialGlobals: { locale: 'en' } });

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const stories = Object.values(import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true })).flatMap(
  (module) => Object.values(composeStories(module)) as ComposedStory[],
);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
