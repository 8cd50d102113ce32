import { describe, expect, it } from 'vitest';
import { crowdedTags, foldCrowdedTags } from './fold-crowded-tags';

const box = (left: number, top: number, width = 60, height = 22) => ({ left, top, right: left + width, bottom: top + height });

describe('crowdedTags', () => {
  it('keeps the first tag, folds each tag that would cover one kept before it, and keeps tags apart', () => {
    expect(crowdedTags([box(0, 0), box(30, 10), box(100, 0), box(0, 40), box(61, 0, 10)])).toEqual([false, true, false, false, true]);
  });

  it('keeps every tag when none touch', () => {
    expect(crowdedTags([box(0, 0), box(0, 30), box(70, 0)])).toEqual([false, false, false]);
  });
});

describe('foldCrowdedTags', () => {
  /** A marker element as ShopMarker draws it, its tag at `tag`. */
  function marker(container: HTMLElement, tag: ReturnType<typeof box>, classes: string[] = [], isMuted = false) {
    const element = document.createElement('div');
    element.className = ['luggage-map-marker', ...classes].join(' ');
    element.innerHTML = `<button class="luggage-map-pin${isMuted ? ' luggage-map-pin--muted' : ''}"><span class="luggage-map-pin__tag">from ¥8</span></button>`;
    const span = element.querySelector('span')!;
    span.getBoundingClientRect = () => ({ ...tag, x: tag.left, y: tag.top, width: tag.right - tag.left, height: tag.bottom - tag.top, toJSON: () => tag });
    container.append(element);
    return element;
  }

  it('folds the later of two bookable shops, and a full shop before a bookable one; the selected shop always shows', () => {
    const container = document.createElement('div');
    const muted = marker(container, box(0, 0), [], true);
    const first = marker(container, box(20, 5));
    const second = marker(container, box(40, 5), ['luggage-map-marker--crowded']);
    const selected = marker(container, box(200, 0), ['luggage-map-marker--selected']);
    const underSelected = marker(container, box(210, 5));
    foldCrowdedTags(container);
    const folded = (element: HTMLElement) => element.classList.contains('luggage-map-marker--crowded');
    expect([muted, first, second, selected, underSelected].map(folded)).toEqual([true, false, true, false, true]);
  });
});
