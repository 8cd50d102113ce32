/**
 * The parameters of a story of an overlay (a dialog or toast fixed over the page): on the docs page it
 * shows in an iframe of its own, `height` tall (e.g. '320px'), instead of covering the page.
 */
export function overlayParameters(height: string) {
  return { docs: { story: { inline: false, height } } };
}
