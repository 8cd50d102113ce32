const THUMBNAIL_SUFFIX = '_sm2';

/**
 * The thumbnail of a shop photo: '_sm2' inserted before the file extension of the last path segment.
 * '/api/photos/shop-012-1.jpg' → '/api/photos/shop-012-1_sm2.jpg'. A query or hash is kept after it,
 * a name without extension gets '_sm2' appended, and a thumbnail URL is returned unchanged.
 */
export function thumbnailUrl(pic: string): string {
  const suffixStart = pic.search(/[?#]/);
  const path = suffixStart === -1 ? pic : pic.slice(0, suffixStart);
  const suffix = pic.slice(path.length);
  const nameStart = path.lastIndexOf('/') + 1;
  const dot = path.lastIndexOf('.');
  const stemEnd = dot > nameStart ? dot : path.length;
  const stem = path.slice(0, stemEnd);
  if (stem.endsWith(THUMBNAIL_SUFFIX)) return pic;
  return `${stem}${THUMBNAIL_SUFFIX}${path.slice(stemEnd)}${suffix}`;
}
