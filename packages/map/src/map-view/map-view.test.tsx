import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as mapboxModule from 'mapbox-gl';
import * as maplibreModule from 'maplibre-gl';
import { createRef, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBasemapFixture } from '../basemap/create-basemap-fixture';
import { offlineStyle } from '../basemap/offline-style';
import { distanceMeters } from '../geo/distance-meters';
import { wgs84ToGcj02 } from '../geo/wgs84-to-gcj02';
import type { FakeMap, FakeMapModule } from '../test/create-fake-map-module';
import { hasWebgl } from './has-webgl';
import { MapView, type MapViewHandle } from './map-view';

vi.mock('maplibre-gl', async () => (await import('../test/create-fake-map-module')).createFakeMapModule());
vi.mock('mapbox-gl', async () => ({ default: (await import('../test/create-fake-map-module')).createFakeMapModule() }));
vi.mock('../basemap/basemap-data', async () => ({
  BASEMAP_DATA: (await import('../basemap/create-basemap-fixture')).createBasemapFixture(),
}));
vi.mock('./has-webgl', () => ({ hasWebgl: vi.fn(() => true) }));

const maplibre = maplibreModule as unknown as FakeMapModule;
const mapbox = (mapboxModule as unknown as { default: FakeMapModule }).default;

const messages = {
  loading: 'loading the map',
  webglUnavailable: 'no WebGL here',
  loadFailed: 'map failed to load',
  offlineBasemap: 'offline map',
};
const MAPBOX = { kind: 'mapbox', token: 'pk.test' } as const;
const STYLE = { kind: 'style', styleUrl: 'https://tiles.example.com/styles/{lang}.json' } as const;
const AMAP = { kind: 'amap', tiles: ['https://webrd01.is.autonavi.com/appmaptile?lang={lang}&style=8&x={x}&y={y}&z={z}'] } as const;
const shops = () => [
  { id: 1, lng: 121.4737, lat: 31.2304, name: 'People’s Square store', label: 'from ¥8' },
  { id: 2, lng: 121.4906, lat: 31.2397, name: 'Bund store', label: 'full', isMuted: true },
];

function renderMap(props: Partial<ComponentProps<typeof MapView<number>>> = {}) {
  const allProps = { markers: shops(), language: 'zh-CN' as const, ariaLabel: 'shop map', messages, ...props };
  const view = render(<MapView {...allProps} />);
  return { ...view, rerender: (next: typeof props) => view.rerender(<MapView {...allProps} {...next} />) };
}

afterEach(() => {
  for (const module of [maplibre, mapbox]) {
    module.maps.length = 0;
    module.markers.length = 0;
  }
});

describe('MapView', () => {
  it('shows a loading state, then the shops as buttons named after them', async () => {
    renderMap();

    expect(screen.getByRole('status')).toHaveTextContent('loading the map');
    expect(await screen.findByRole('button', { name: 'People’s Square store' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bund store' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'shop map' })).toBeInTheDocument();
  });

  it('places the pins at the shops’ coordinates, pointing down at them', async () => {
    renderMap();
    await screen.findByRole('button', { name: 'Bund store' });
    expect(maplibre.markers.map((marker) => [marker.lngLat, marker.anchor])).toEqual([
      [[121.4737, 31.2304], 'bottom'],
      [[121.4906, 31.2397], 'bottom'],
    ]);
  });

  it('writes each shop’s label on its pin, greyed out when muted', async () => {
    renderMap();
    const square = await screen.findByRole('button', { name: 'People’s Square store' });
    const bund = screen.getByRole('button', { name: 'Bund store' });
    expect(square).toHaveTextContent('from ¥8');
    expect(square).not.toHaveClass('luggage-map-pin--muted');
    expect(bund).toHaveTextContent('full');
    expect(bund).toHaveClass('luggage-map-pin--muted');
  });

  it('draws the traveller as a dot centred on them, in a circle as wide as the accuracy at the zoom', async () => {
    renderMap({ zoom: 14, traveller: { lng: 121.47, lat: 31.23, accuracy: 50, name: 'you are here' } });
    const dot = await screen.findByRole('img', { name: 'you are here' });
    const marker = maplibre.markers.find((added) => added.element.contains(dot));
    expect(marker).toMatchObject({ lngLat: [121.47, 31.23], anchor: 'center' });
    const circle = screen.getByTestId('traveller-accuracy');
    // 100 m across at about 4.09 m per pixel (Shanghai, zoom 14).
    expect(circle.style.getPropertyValue('--luggage-accuracy-diameter')).toBe('24.5px');

    act(() => maplibre.maps[0]?.zoomTo(17));
    expect(circle.style.getPropertyValue('--luggage-accuracy-diameter')).toBe('195.8px');
  });

  it('marks the searched place with a pin named after it, apart from the shops', async () => {
    const { rerender } = renderMap({ place: { lng: 121.475, lat: 31.232, name: 'searched place: People’s Square', label: 'People’s Square' } });
    const pin = await screen.findByRole('img', { name: 'searched place: People’s Square' });
    expect(pin).toHaveTextContent('People’s Square');
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(maplibre.markers.find((added) => added.element.contains(pin))?.lngLat).toEqual([121.475, 31.232]);

    rerender({ place: null });
    expect(pin).not.toBeInTheDocument();
  });

  it('without a basemap opens maplibre on the offline basemap at the given view, and says it is offline', async () => {
    renderMap({ center: [121.5, 31.24], zoom: 12 });
    await screen.findByRole('button', { name: 'Bund store' });

    expect(mapbox.maps).toHaveLength(0);
    expect(maplibre.maps).toHaveLength(1);
    expect(maplibre.maps[0]?.options).toMatchObject({ center: [121.5, 31.24], zoom: 12, minZoom: 3, maxZoom: 19 });
    expect(maplibre.maps[0]?.style).toEqual(offlineStyle('zh-CN', createBasemapFixture()));
    expect(maplibre.setWorkerUrl).toHaveBeenCalledWith(expect.stringContaining('maplibre-gl-worker'));
    expect(screen.getByText('offline map')).toBeInTheDocument();
  });

  it('with a Mapbox basemap opens mapbox, converting the GCJ-02 centre to WGS-84, with no offline note', async () => {
    renderMap({ basemap: MAPBOX, center: [121.491, 31.233] });
    await screen.findByRole('button', { name: 'Bund store' });

    expect(maplibre.maps).toHaveLength(0);
    const [map] = mapbox.maps;
    expect(map?.options).toMatchObject({ accessToken: 'pk.test', style: 'mapbox://styles/mapbox/standard', language: 'zh-Hans' });
    const [lng, lat] = map?.options.center ?? [0, 0];
    expect(wgs84ToGcj02({ lng, lat }).lng).toBeCloseTo(121.491, 5);
    expect(distanceMeters({ lng, lat }, { lng: 121.491, lat: 31.233 })).toBeGreaterThan(400);
    expect(screen.queryByText('offline map')).not.toBeInTheDocument();
  });

  it('with a style URL opens maplibre on it in the map language, with markers converted to WGS-84', async () => {
    renderMap({ basemap: STYLE, language: 'en' });
    await screen.findByRole('button', { name: 'Bund store' });

    const [map] = maplibre.maps;
    expect(map?.style).toBe('https://tiles.example.com/styles/en.json');
    const [lng, lat] = maplibre.markers[1]?.lngLat ?? [0, 0];
    expect(wgs84ToGcj02({ lng, lat }).lng).toBeCloseTo(121.4906, 5);
    expect(screen.queryByText('offline map')).not.toBeInTheDocument();
  });

  it('with AMap tiles draws our GCJ-02 points as they are', async () => {
    renderMap({ basemap: AMAP });
    await screen.findByRole('button', { name: 'Bund store' });

    expect(maplibre.maps[0]?.style).toMatchObject({ sources: { amap: { tiles: [AMAP.tiles[0].replace('{lang}', 'zh_cn')] } } });
    expect(maplibre.markers.map((marker) => marker.lngLat)).toEqual([
      [121.4737, 31.2304],
      [121.4906, 31.2397],
    ]);
  });

  it.each([
    { what: 'its style fails to load', fail: (map: FakeMap) => ((map.styleLoaded = false), map.fire('error', { error: new Error('Failed to fetch') })) },
    { what: 'its tiles fail', fail: (map: FakeMap) => map.fire('error', { sourceId: 'amap', error: new Error('404') }) },
  ])('falls back to the offline basemap, with the note, when $what', async ({ fail }) => {
    renderMap({ basemap: AMAP, center: [121.5, 31.24] });
    await screen.findByRole('button', { name: 'Bund store' });
    const [configured] = maplibre.maps;

    act(() => {
      if (configured) fail(configured);
    });

    expect(await screen.findByText('offline map')).toBeInTheDocument();
    expect(configured?.isRemoved).toBe(true);
    const offline = maplibre.maps[1];
    expect(offline?.style).toEqual(offlineStyle('zh-CN', createBasemapFixture()));
    expect(offline?.options.center).toEqual([121.5, 31.24]);
    expect(await screen.findByRole('button', { name: 'Bund store' })).toBeInTheDocument();
  });

  it('falls back from Mapbox too, back in GCJ-02', async () => {
    renderMap({ basemap: MAPBOX, center: [121.491, 31.233] });
    await screen.findByRole('button', { name: 'Bund store' });
    act(() => mapbox.maps[0]?.fire('error', { sourceId: 'composite' }));

    expect(await screen.findByText('offline map')).toBeInTheDocument();
    const [lng, lat] = maplibre.maps[0]?.options.center ?? [0, 0];
    expect(lng).toBeCloseTo(121.491, 5);
    expect(lat).toBeCloseTo(31.233, 5);
  });

  it('keeps a configured basemap once its tiles arrive', async () => {
    renderMap({ basemap: AMAP });
    await screen.findByRole('button', { name: 'Bund store' });
    act(() => {
      maplibre.maps[0]?.fire('data', { dataType: 'source', tile: {} });
      maplibre.maps[0]?.fire('error', { sourceId: 'amap' });
    });
    expect(maplibre.maps).toHaveLength(1);
    expect(screen.queryByText('offline map')).not.toBeInTheDocument();
  });

  it.each([
    { how: 'a click', act: (pin: HTMLElement) => userEvent.click(pin) },
    {
      how: 'Enter',
      act: async (pin: HTMLElement) => {
        pin.focus();
        await userEvent.keyboard('{Enter}');
      },
    },
  ])('selects a shop with $how', async ({ act: activate }) => {
    const onMarkerSelect = vi.fn();
    renderMap({ onMarkerSelect });
    await activate(await screen.findByRole('button', { name: 'Bund store' }));
    expect(onMarkerSelect).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('highlights the selected shop only', async () => {
    const { rerender } = renderMap({ selectedId: 1 });
    const square = await screen.findByRole('button', { name: 'People’s Square store' });
    const bund = screen.getByRole('button', { name: 'Bund store' });
    expect(square).toHaveAttribute('aria-pressed', 'true');
    expect(bund).toHaveAttribute('aria-pressed', 'false');
    expect(square.parentElement).toHaveClass('luggage-map-marker--selected');

    rerender({ selectedId: 2 });
    expect(square).toHaveAttribute('aria-pressed', 'false');
    expect(bund).toHaveAttribute('aria-pressed', 'true');
    expect(square.parentElement).not.toHaveClass('luggage-map-marker--selected');
  });

  it('takes pins of shops that are gone off the map', async () => {
    const { rerender } = renderMap();
    await screen.findByRole('button', { name: 'Bund store' });
    rerender({ markers: shops().slice(0, 1) });
    expect(screen.queryByRole('button', { name: 'Bund store' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'People’s Square store' })).toBeInTheDocument();
  });

  it('switches the basemap labels to English', async () => {
    const { rerender } = renderMap();
    await screen.findByRole('button', { name: 'Bund store' });
    rerender({ language: 'en' });
    expect(maplibre.maps[0]?.style).toEqual(offlineStyle('en', createBasemapFixture()));
  });

  it('switches Mapbox labels to English', async () => {
    const { rerender } = renderMap({ basemap: MAPBOX });
    await screen.findByRole('button', { name: 'Bund store' });
    rerender({ basemap: MAPBOX, language: 'en' });
    expect(mapbox.maps[0]?.language).toBe('en');
  });

  it('reports the new centre when the user has moved the map', async () => {
    const onMoveEnd = vi.fn();
    renderMap({ onMoveEnd });
    await screen.findByRole('button', { name: 'Bund store' });
    act(() => maplibre.maps[0]?.moveTo([121.45, 31.22]));
    expect(onMoveEnd).toHaveBeenCalledExactlyOnceWith([121.45, 31.22]);
  });

  it('reports Mapbox moves in GCJ-02', async () => {
    const onMoveEnd = vi.fn();
    renderMap({ onMoveEnd, basemap: MAPBOX });
    await screen.findByRole('button', { name: 'Bund store' });
    act(() => mapbox.maps[0]?.moveTo([121.48652, 31.234977]));
    const [[lng, lat]] = onMoveEnd.mock.calls[0] as [[number, number]];
    expect(lng).toBeCloseTo(121.491, 5);
    expect(lat).toBeCloseTo(31.233, 5);
  });

  it('flies to a new centre prop, and not when the map is already there', async () => {
    const { rerender } = renderMap({ center: [121.491, 31.233] });
    await screen.findByRole('button', { name: 'Bund store' });
    const map = maplibre.maps[0];
    expect(map?.flights).toEqual([]);

    rerender({ center: [121.8, 31.15] });
    expect(map?.flights).toEqual([{ center: [121.8, 31.15] }]);
  });

  it('flies where the handle says', async () => {
    const ref = createRef<MapViewHandle>();
    renderMap({ ref });
    await screen.findByRole('button', { name: 'Bund store' });
    act(() => ref.current?.flyTo([121.32, 31.19], 16));
    expect(maplibre.maps[0]?.flights).toEqual([{ center: [121.32, 31.19], zoom: 16 }]);
  });

  it('opens where the handle said when it was asked before the map was ready', async () => {
    const ref = createRef<MapViewHandle>();
    renderMap({ ref });
    ref.current?.flyTo([121.32, 31.19], 16);
    await screen.findByRole('button', { name: 'Bund store' });
    expect(maplibre.maps[0]?.options).toMatchObject({ center: [121.32, 31.19], zoom: 16 });
  });

  it('shows the WebGL fallback and loads nothing when the browser has no WebGL', async () => {
    vi.mocked(hasWebgl).mockReturnValueOnce(false);
    renderMap();
    expect(await screen.findByRole('alert')).toHaveTextContent('no WebGL here');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(maplibre.maps).toHaveLength(0);
  });

  it('shows the WebGL fallback when the map cannot create its context', async () => {
    const constructMap = maplibre.Map;
    maplibre.Map = class {
      constructor() {
        throw new Error('Failed to initialize WebGL');
      }
    } as unknown as typeof constructMap;
    try {
      renderMap();
      expect(await screen.findByRole('alert')).toHaveTextContent('no WebGL here');
    } finally {
      maplibre.Map = constructMap;
    }
  });

  it('says so when the map code cannot be loaded', async () => {
    maplibre.setWorkerUrl.mockImplementationOnce(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    renderMap();
    expect(await screen.findByRole('alert')).toHaveTextContent('map failed to load');
  });

  it('fetches no map library while its start is held, and starts once released and idle', async () => {
    const { rerender } = renderMap({ isStartHeld: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(maplibre.maps).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('loading the map');

    rerender({ isStartHeld: false });
    expect(await screen.findByRole('button', { name: 'Bund store' })).toBeInTheDocument();
    expect(maplibre.maps).toHaveLength(1);
  });

  it('starts at once when touched while its start is held', async () => {
    renderMap({ isStartHeld: true });
    await userEvent.pointer({ keys: '[MouseLeft]', target: screen.getByRole('region', { name: 'shop map' }) });
    expect(await screen.findByRole('button', { name: 'Bund store' })).toBeInTheDocument();
  });

  it('with startOn interaction shows a still preview whose pins, dot and place work, and loads no map until touched', async () => {
    const onMarkerSelect = vi.fn();
    renderMap({
      startOn: 'interaction',
      onMarkerSelect,
      traveller: { lng: 121.47, lat: 31.23, accuracy: 50, name: 'you are here' },
      place: { lng: 121.475, lat: 31.232, name: 'searched place: People’s Square', label: 'People’s Square' },
    });
    const bund = await screen.findByRole('button', { name: 'Bund store' });
    expect(screen.getByRole('img', { name: 'you are here' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'searched place: People’s Square' })).toBeInTheDocument();
    expect(bund.closest('.luggage-map-preview')).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(maplibre.maps).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // A tap on a pin selects its shop and starts the map, which takes the same pins over at the same view.
    await userEvent.click(bund);
    expect(onMarkerSelect).toHaveBeenCalledWith(2);
    await vi.waitFor(() => expect(maplibre.markers).toHaveLength(4));
    expect(maplibre.maps[0]?.options).toMatchObject({ center: [121.491, 31.233], zoom: 14 });
    expect(screen.getByRole('button', { name: 'Bund store' }).closest('.luggage-map-preview')).toBeNull();
    expect(document.querySelector('.luggage-map-preview')).toBeNull();
  });

  it('with startOn interaction opens the map where the preview was flown', async () => {
    const handle = createRef<MapViewHandle>();
    renderMap({ startOn: 'interaction', ref: handle });
    await screen.findByRole('button', { name: 'Bund store' });
    act(() => handle.current?.flyTo([121.5, 31.24], 15));
    await userEvent.pointer({ keys: '[MouseLeft]', target: screen.getByRole('region', { name: 'shop map' }) });
    await vi.waitFor(() => expect(maplibre.maps).toHaveLength(1));
    expect(maplibre.maps[0]?.options).toMatchObject({ center: [121.5, 31.24], zoom: 15 });
  });

  it('removes the map when it unmounts', async () => {
    const { unmount } = renderMap();
    await screen.findByRole('button', { name: 'Bund store' });
    unmount();
    expect(maplibre.maps[0]?.isRemoved).toBe(true);
  });
});
