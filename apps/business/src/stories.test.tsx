import { withAppFrame } from '@luggage/app-shell/storybook';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Renders (and plays) every story of the app in the same frame as the designers' Storybook, so a
// story cannot break silently.
setProjectAnnotations({ decorators: [withAppFrame], initialGlobals: { locale: 'en' } });

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const stories = Object.values(import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true })).flatMap(
  (module) => Object.values(composeStories(module)) as ComposedStory[],
);

/** What each story must show after it ran, by story id. */
const checks: Record<string, () => void> = {
  'business-login-form--empty': () => {
    expect(screen.getByLabelText('phone number')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'business-login-form--with-errors': () => {
    expect(screen.getByText('please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('please enter the 6-digit code')).toBeVisible();
  },
  'business-login-form--chinese': () => {
    expect(screen.getByLabelText('手机号')).toBeVisible();
    expect(screen.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

describe('stories', () => {
  it('has a check for every story and a story for every check', () => {
    expect(stories.map((story) => story.id).sort()).toEqual(Object.keys(checks).sort());
  });

  it.each(stories.map((story) => [story.id, story] as const))('%s', async (id, Story) => {
    await Story.run();
    checks[id]!();
  });
});
