import { playEveryStory } from '@luggage/app-shell/testing';

type StoryModules = Parameters<typeof playEveryStory>[0];

playEveryStory(import.meta.glob<StoryModules[string]>('./**/*.stories.tsx', { eager: true }));
