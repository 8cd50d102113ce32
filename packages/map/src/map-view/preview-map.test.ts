import { afterEach, describe, expect, it } from 'vitest';
import { createBasemapFixture } from '../basemap/create-basemap-fixture';
import { createPreviewMap, drawPreviewBasemap } from './preview-map';

/** A container of a phone's map size (jsdom lays nothing out). */
function container(width = 400, height = 800): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  document.body.append(element);
  return element;
}

/** The translation (px) a placed marker got, before its anchor's own shift. */
const placedAt = (element: HTMLElement) => {
  const [, x, y] = /^translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(element.style.transform) ?? [];
  return [Number(x), Number(y)];
};

afterEach(() => document.body.replaceChildren());

describe('createPreviewMap', () => {
  const data = createBasemapFixture();
  const view = { center: [121.4737, 31.2304] as [number, number], zoom: 14, language: 'en' as const };

  it('places markers where the map library would: the centre in the middle, 512 px worlds in Web Mercator', () => {
    const preview = createPreviewMap(container(), view, () => Promise.resolve(data));
    const atCentre = document.createElement('div');
    const east = document.createElement('div');
    preview.addMarker(atCentre, view.center);
    // 360° / (512 × 2^14) per pixel: 0.001° of longitude east is 23.3 px right at zoom 14.
    preview.addMarker(east, [121.4747, 31.2304], 'center');
    expect(placedAt(atCentre)).toEqual([200, 400]);
    expect(atCentre.style.transform).toMatch(/translate\(-50%, -100%\)$/);
    expect(placedAt(east)[0]).toBeCloseTo(223.3, 1);
    expect(east.style.transform).toMatch(/translate\(-50%, -50%\)$/);
  });

  it('jumps where it is flown, moving its markers, telling who listens, and takes a removed marker off', () => {
    const preview = createPreviewMap(container(), view, () => Promise.resolve(data));
    const marker = document.createElement('div');
    const added = preview.addMarker(marker, view.center);
    const moves: unknown[] = [];
    const zooms: number[] = [];
    preview.onMoveEnd((center) => moves.push(center));
    preview.onZoom((zoom) => zooms.push(zoom));
    preview.flyTo([121.4747, 31.2304], 15);
    expect(preview.getCenter()).toEqual([121.4747, 31.2304]);
    expect(preview.getZoom()).toBe(15);
    expect(placedAt(marker)[0]).toBeCloseTo(200 - 46.6, 1);
    expect(moves).toEqual([[121.4747, 31.2304]]);
    expect(zooms).toEqual([15]);
    added.remove();
    expect(marker.isConnected).toBe(false);
    expect(marker.style.transform).toBe('');
  });

  it('draws the offline basemap of the view once its data comes, with the credits, and redraws it in another language', async () => {
    const element = container();
    const preview = createPreviewMap(element, view, () => Promise.resolve(data));
    expect(element).toHaveTextContent('© OpenStreetMap contributors');
    await Promise.resolve();
    await Promise.resolve();
    expect(element.querySelector('svg path[fill="#f4f1ea"]')).not.toBeNull();
    expect(element).toHaveTextContent("People's Square");
    preview.setLanguage('zh-CN');
    expect(element).toHaveTextContent('人民广场');
    preview.remove();
    expect(element.children).toHaveLength(0);
  });
});

describe('drawPreviewBasemap', () => {
  const data = createBasemapFixture();

  it('leaves out a place name that would cover one already drawn, districts first', () => {
    // At zoom 10 the district's name and People's Square (2 km apart) fall on each other.
    const svg = drawPreviewBasemap(data, { center: [121.479, 31.231], zoom: 10 }, 'en', 800, 800);
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts[0]).toBe('Huangpu District');
    expect(texts).not.toContain("People's Square");
    // Zoomed in they have room.
    const closer = drawPreviewBasemap(data, { center: [121.479, 31.231], zoom: 14 }, 'en', 800, 800);
    expect([...closer.querySelectorAll('text')].map((text) => text.textContent)).toContain("People's Square");
  });

  it('shows places only from zoom 10, as the offline style does', () => {
    const svg = drawPreviewBasemap(data, { center: [121.4846, 31.2317], zoom: 9 }, 'en', 400, 800);
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['Huangpu District']);
    expect(svg.querySelectorAll('circle')).toHaveLength(0);
  });
});
