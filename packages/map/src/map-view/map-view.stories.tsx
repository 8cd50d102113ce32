import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapView } from './map-view';

const meta = {
  title: 'map/MapView',
  component: MapView<number>,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    center: [121.4805, 31.2355],
    zoom: 14,
    language: 'zh-CN',
    ariaLabel: 'Map of storage points',
    messages: {
      loading: 'Loading the map…',
      webglUnavailable: 'This browser cannot display the map.',
      loadFailed: 'The map could not be loaded. Check the connection and try again.',
      offlineBasemap: 'offline map',
    },
    markers: [
      { id: 1, lng: 121.4737, lat: 31.2304, name: 'People’s Square storage point' },
      { id: 2, lng: 121.4906, lat: 31.2397, name: 'The Bund storage point' },
      { id: 3, lng: 121.4925, lat: 31.2272, name: 'Yu Garden storage point' },
      { id: 4, lng: 121.4998, lat: 31.2397, name: 'Lujiazui storage point' },
    ],
    selectedId: 2,
  },
} satisfies Meta<typeof MapView<number>>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The offline basemap (maplibre-gl, no network) with four shops, the Bund one selected. */
export const OfflineBasemap: Story = {};

/** The same map with English labels. */
export const EnglishLabels: Story = { args: { language: 'en' } };
