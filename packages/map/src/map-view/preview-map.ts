import type { Geometry, Position } from 'geojson';
import { BASEMAP_ATTRIBUTION } from '../basemap/basemap-attribution';
import type { BasemapData } from '../basemap/basemap-data';
import type { MapLanguage } from '../basemap/map-language';
import { BASEMAP_COLORS, PLACE_MIN_ZOOM } from '../basemap/offline-look';
import type { LngLatTuple } from '../geo/lng-lat';
import { metresPerPixel } from '../geo/metres-per-pixel';
import type { MapHandle, MarkerAnchor } from './map-library';

/** Where a preview looks, GCJ-02, and its zoom. */
export interface PreviewView {
  center: LngLatTuple;
  zoom: number;
}

/** maplibre-gl and mapbox-gl draw the world 512 px wide at zoom 0; the preview matches them pixel for pixel. */
const WORLD_PIXELS_AT_ZOOM_0 = 512;
/** Label boxes kept apart by this much; a label that would touch a kept one is left out. */
const LABEL_GAP_PX = 4;
const SVG = 'http://www.w3.org/2000/svg';

/** Web Mercator: `point` (GCJ-02) in pixels of the world at `zoom`. */
function worldPixels([lng, lat]: LngLatTuple | Position, zoom: number): [number, number] {
  const size = WORLD_PIXELS_AT_ZOOM_0 * 2 ** zoom;
  const sin = Math.sin(((lat ?? 0) * Math.PI) / 180);
  return [(((lng ?? 0) + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

/** The rings and lines of `geometry` as SVG path data (rings closed), through `project`. */
function pathData(geometry: Geometry, project: (position: Position) => [number, number]): string {
  const line = (positions: Position[], isRing: boolean) =>
    positions.map((position, index) => `${index === 0 ? 'M' : 'L'}${project(position).map((value) => value.toFixed(1)).join(' ')}`).join('') + (isRing ? 'Z' : '');
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.map((ring) => line(ring, true)).join('');
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((polygon) => polygon.map((ring) => line(ring, true))).join('');
    case 'LineString':
      return line(geometry.coordinates, false);
    case 'MultiLineString':
      return geometry.coordinates.map((positions) => line(positions, false)).join('');
    default:
      return '';
  }
}

function svgElement(name: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/**
 * The offline basemap of `view` drawn as one SVG of `width` × `height` px: land, rivers about as wide as they are,
 * dashed district boundaries, district names and, from zoom 10, stations, landmarks and airports with their
 * names in `language` (a name that would cover one already drawn is left out, stations first). The same colours
 * as the offline style; the browser draws it, no WebGL.
 */
export function drawPreviewBasemap(data: BasemapData, view: PreviewView, language: MapLanguage, width: number, height: number): SVGElement {
  const [centerX, centerY] = worldPixels(view.center, view.zoom);
  const project = (position: Position): [number, number] => {
    const [x, y] = worldPixels(position, view.zoom);
    return [x - centerX + width / 2, y - centerY + height / 2];
  };
  const svg = svgElement('svg', { class: 'luggage-map-preview__basemap', width, height, 'aria-hidden': 'true', focusable: 'false' });
  for (const feature of data.land.features) svg.append(svgElement('path', { d: pathData(feature.geometry, project), fill: BASEMAP_COLORS.land }));
  const metresPerPx = metresPerPixel(view.center[1], view.zoom);
  for (const feature of data.rivers.features) {
    const metres = feature.properties?.['name'] === '苏州河' ? 60 : 400;
    svg.append(svgElement('path', { d: pathData(feature.geometry, project), fill: 'none', stroke: BASEMAP_COLORS.water, 'stroke-width': Math.max(1.5, metres / metresPerPx).toFixed(1), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  }
  for (const feature of data.districts.features) {
    svg.append(svgElement('path', { d: pathData(feature.geometry, project), fill: 'none', stroke: BASEMAP_COLORS.district, 'stroke-width': 1.6, 'stroke-dasharray': '4.8 3.2' }));
  }
  const kept: { left: number; top: number; right: number; bottom: number }[] = [];
  const labels = data.labels.features
    .filter(({ properties }) => properties.kind === 'district' || view.zoom >= PLACE_MIN_ZOOM)
    .sort((a, b) => a.properties.rank - b.properties.rank);
  for (const { geometry, properties } of labels) {
    const [x, y] = project(geometry.coordinates);
    if (x < 0 || y < 0 || x > width || y > height) continue;
    const text = language === 'en' && properties.en ? properties.en : properties.name;
    const isDistrict = properties.kind === 'district';
    const size = isDistrict ? 17 : 14;
    const textX = isDistrict ? x : x + 10;
    // A rough box: Latin letters about 0.6 em wide, Chinese characters 1 em.
    const textWidth = [...text].reduce((sum, character) => sum + (character.charCodeAt(0) > 0x2e80 ? size : size * 0.6), 0);
    const box = { left: isDistrict ? x - textWidth / 2 : textX, top: y - size / 2, right: (isDistrict ? x + textWidth / 2 : textX + textWidth), bottom: y + size / 2 };
    if (kept.some((other) => box.left < other.right + LABEL_GAP_PX && other.left < box.right + LABEL_GAP_PX && box.top < other.bottom + LABEL_GAP_PX && other.top < box.bottom + LABEL_GAP_PX)) continue;
    kept.push(box);
    if (!isDistrict) {
      const isStation = properties.kind === 'station';
      svg.append(svgElement('circle', { cx: x, cy: y, r: isStation ? 5 : 3.5, fill: isStation || properties.kind === 'airport' ? BASEMAP_COLORS.labelHalo : BASEMAP_COLORS.landmark, stroke: isStation ? BASEMAP_COLORS.station : properties.kind === 'airport' ? BASEMAP_COLORS.airport : BASEMAP_COLORS.labelHalo, 'stroke-width': isStation || properties.kind === 'airport' ? 2.5 : 1 }));
    }
    const label = svgElement('text', {
      x: textX,
      y,
      'font-size': size,
      'text-anchor': isDistrict ? 'middle' : 'start',
      'dominant-baseline': 'central',
      fill: isDistrict ? BASEMAP_COLORS.districtLabel : properties.kind === 'station' ? BASEMAP_COLORS.stationLabel : BASEMAP_COLORS.placeLabel,
      stroke: BASEMAP_COLORS.labelHalo,
      'stroke-width': 3,
      'paint-order': 'stroke',
    });
    label.textContent = text;
    svg.append(label);
  }
  return svg;
}

/** A marker element placed on the preview. */
interface PlacedMarker {
  element: HTMLElement;
  lngLat: LngLatTuple;
  anchor: MarkerAnchor;
}

/**
 * A still picture of the map that stands in for it until the traveller wants to move it (see MapView's
 * `startOn`): the offline basemap of the view drawn as SVG by the browser (once `loadData` answers; until then
 * the land colour) and the markers as ordinary elements at the pixels the map library would put them, so the
 * shops' tags (real buttons), the 'you are here' dot and the searched place look and work as on the map. It
 * speaks MapHandle: `flyTo` jumps (a still picture does not animate), and the map opens where it last looked.
 * It draws no WebGL and loads no map library: a phone pays for those only when the map is used (issue 17).
 */
export function createPreviewMap(
  container: HTMLElement,
  initial: PreviewView & { language: MapLanguage },
  loadData: () => Promise<BasemapData>,
): MapHandle {
  let view: PreviewView = { center: initial.center, zoom: initial.zoom };
  let language = initial.language;
  let data: BasemapData | null = null;
  let isRemoved = false;
  const markers = new Set<PlacedMarker>();
  const moveEndListeners = new Set<(center: LngLatTuple) => void>();
  const zoomListeners = new Set<(zoom: number) => void>();
  const basemap = document.createElement('div');
  basemap.className = 'luggage-map-preview__drawing';
  const credits = document.createElement('p');
  credits.className = 'luggage-map-preview__credits';
  credits.textContent = BASEMAP_ATTRIBUTION;
  container.append(basemap, credits);

  // Read once and kept by the resize observer: reading it per marker would lay the page out again for each one.
  let size = { width: container.clientWidth, height: container.clientHeight };

  const place = ({ element, lngLat, anchor }: PlacedMarker) => {
    const [centerX, centerY] = worldPixels(view.center, view.zoom);
    const [x, y] = worldPixels(lngLat, view.zoom);
    const left = x - centerX + size.width / 2;
    const top = y - centerY + size.height / 2;
    element.style.transform = `translate(${left.toFixed(1)}px, ${top.toFixed(1)}px) translate(-50%, ${anchor === 'bottom' ? '-100%' : '-50%'})`;
  };
  const draw = () => {
    if (isRemoved) return;
    for (const marker of markers) place(marker);
    if (data) basemap.replaceChildren(drawPreviewBasemap(data, view, language, size.width, size.height));
  };
  const resizeObserver =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(([entry]) => {
          if (!entry || (entry.contentRect.width === size.width && entry.contentRect.height === size.height)) return;
          size = { width: entry.contentRect.width, height: entry.contentRect.height };
          draw();
        })
      : null;
  resizeObserver?.observe(container);
  loadData().then(
    (loaded) => {
      data = loaded;
      draw();
    },
    // Without the drawing the preview still shows the markers on the land colour; the map draws it when started.
    () => undefined,
  );

  return {
    onMoveEnd(listener) {
      moveEndListeners.add(listener);
      return () => void moveEndListeners.delete(listener);
    },
    getCenter: () => view.center,
    getZoom: () => view.zoom,
    onZoom(listener) {
      zoomListeners.add(listener);
      return () => void zoomListeners.delete(listener);
    },
    flyTo(center, zoom) {
      const isZoomChanged = zoom !== undefined && zoom !== view.zoom;
      view = { center, zoom: zoom ?? view.zoom };
      draw();
      if (isZoomChanged) for (const listener of zoomListeners) listener(view.zoom);
      for (const listener of moveEndListeners) listener(view.center);
    },
    addMarker(element, lngLat, anchor = 'bottom') {
      const marker = { element, lngLat, anchor };
      markers.add(marker);
      element.classList.add('luggage-map-preview__marker');
      place(marker);
      container.append(element);
      return {
        remove() {
          markers.delete(marker);
          element.classList.remove('luggage-map-preview__marker');
          element.style.removeProperty('transform');
          element.remove();
        },
      };
    },
    onBasemapFailure: () => () => undefined,
    setLanguage(next) {
      language = next;
      draw();
    },
    remove() {
      isRemoved = true;
      resizeObserver?.disconnect();
      basemap.remove();
      credits.remove();
    },
  };
}
