import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/fixtures/luggage-photo-fixtures';
import { PHOTO_DECODES_AT_ONCE, photoDecodes } from './photo-decodes';
import { reencodeLuggagePhoto } from './reencode-luggage-photo';

describe('photo decoding is bounded per process', () => {
  it(`re-encodes 6 parallel uploads ${PHOTO_DECODES_AT_ONCE} at a time, the others waiting their turn, and all of them`, async () => {
    const photo = await solidPng(3000, 2000);
    let mostActive = 0;
    let mostWaiting = 0;
    const sample = () => {
      mostActive = Math.max(mostActive, photoDecodes.activeCount);
      mostWaiting = Math.max(mostWaiting, photoDecodes.pendingCount);
    };
    const sampler = setInterval(sample, 1);
    const uploads = Promise.all(Array.from({ length: 6 }, () => reencodeLuggagePhoto(photo)));
    await new Promise((resolve) => setImmediate(resolve));
    sample();
    const photos = await uploads;
    clearInterval(sampler);
    expect(photos.map((stored) => [stored.width, stored.height])).toEqual(Array.from({ length: 6 }, () => [1600, 1067]));
    expect(mostActive).toBe(PHOTO_DECODES_AT_ONCE);
    expect(mostWaiting).toBe(6 - PHOTO_DECODES_AT_ONCE);
    expect([photoDecodes.activeCount, photoDecodes.pendingCount]).toEqual([0, 0]);
  });
});
