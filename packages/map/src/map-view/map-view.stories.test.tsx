import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './map-view.stories';

vi.mock('maplibre-gl', async () => (await import('../test/create-fake-map-module')).createFakeMapModule());
vi.mock('../basemap/basemap-data', async () => ({
  BASEMAP_DATA: (await import('../basemap/create-basemap-fixture')).createBasemapFixture(),
}));
vi.mock('./has-webgl', () => ({ hasWebgl: vi.fn(() => true) }));

const composed = Object.values(composeStories(stories));

afterEach(cleanup);

describe('MapView stories', () => {
  it('every story checks what it shows', () => {
    expect(composed.filter((story) => !story.play).map((story) => story.id)).toEqual([]);
  });

  it.each(composed.map((story) => [story.id, story] as const))('%s', async (_id, Story) => {
    await Story.run();
  });
});
