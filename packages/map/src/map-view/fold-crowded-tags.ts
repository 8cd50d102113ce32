/** A tag's box on the screen, in CSS pixels. */
export interface TagBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Space kept between two tags that both show their text. */
const TAG_GAP_PX = 2;

const overlaps = (a: TagBox, b: TagBox) =>
  a.left < b.right + TAG_GAP_PX && b.left < a.right + TAG_GAP_PX && a.top < b.bottom + TAG_GAP_PX && b.top < a.bottom + TAG_GAP_PX;

/**
 * Which tags fold to a dot, given their boxes in priority order (the selected shop first, then bookable shops,
 * then full or closed ones, each in the order the app listed them): a tag folds when it would cover one that
 * keeps its text. The first always keeps it.
 */
export function crowdedTags(boxes: TagBox[]): boolean[] {
  const kept: TagBox[] = [];
  return boxes.map((box) => {
    if (kept.some((other) => overlaps(box, other))) return true;
    kept.push(box);
    return false;
  });
}

const MARKER = 'luggage-map-marker';
const CROWDED = 'luggage-map-marker--crowded';

const rank = (element: Element) =>
  element.classList.contains('luggage-map-marker--selected') ? 0 : element.querySelector('.luggage-map-pin--muted') ? 2 : 1;

/**
 * Folds the shop tags in `container` that would cover another to a dot (see {@link crowdedTags}); a folded tag is
 * still its shop's button, named in full, and unfolds when zooming in makes room. Measures every tag unfolded.
 */
export function foldCrowdedTags(container: HTMLElement): void {
  const markers = [...container.querySelectorAll(`.${MARKER}`)];
  for (const marker of markers) marker.classList.remove(CROWDED);
  const ordered = markers.map((marker, index) => ({ marker, index })).sort((a, b) => rank(a.marker) - rank(b.marker) || a.index - b.index);
  const boxes = ordered.map(({ marker }) => marker.querySelector('.luggage-map-pin__tag')?.getBoundingClientRect() ?? { left: 0, top: 0, right: 0, bottom: 0 });
  crowdedTags(boxes).forEach((isCrowded, at) => {
    if (isCrowded) ordered[at]!.marker.classList.add(CROWDED);
  });
}
