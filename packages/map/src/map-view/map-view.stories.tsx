import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    language: 'en',
    ariaLabel: 'Map of storage points',
    messages: {
      loading: 'Loading the map…',
      webglUnavailable: 'This browser cannot display the map.',
      loadFailed: 'The map could not be loaded. Check the connection and try again.',
      offlineBasemap: 'offline map',
    },
    markers: [
      { id: 1, lng: 121.4737, lat: 31.2304, name: 'People’s Square storage point, from ¥8', label: 'from ¥8' },
      { id: 2, lng: 121.4906, lat: 31.2397, name: 'The Bund storage point, from ¥12', label: 'from ¥12' },
      { id: 3, lng: 121.4925, lat: 31.2272, name: 'Yu Garden storage point, full', label: 'full', isMuted: true },
      { id: 4, lng: 121.4998, lat: 31.2397, name: 'Lujiazui storage point, closed', label: 'closed', isMuted: true },
    ],
    selectedId: 2,
    onMarkerSelect: fn(),
  },
} satisfies Meta<typeof MapView<number>>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The offline basemap with four shops: prices from ¥8 and ¥12 (the Bund one selected, dark), one full and one closed (grey). */
export const ShopMarkers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const square = await canvas.findByRole('button', { name: 'People’s Square storage point, from ¥8' });
    await expect(square).toHaveTextContent('from ¥8');
    await expect(square).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'The Bund storage point, from ¥12' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Yu Garden storage point, full' })).toHaveClass('luggage-map-pin--muted');
    await expect(canvas.getByRole('button', { name: 'Lujiazui storage point, closed' })).toHaveTextContent('closed');
    await userEvent.click(square);
    await expect(args.onMarkerSelect).toHaveBeenCalledWith(1);
  },
};

/** The same shops in Chinese: '¥8起', '已满' (full) and '休息' (closed), on Chinese basemap labels. */
export const ChineseMarkers: Story = {
  args: {
    language: 'zh-CN',
    markers: [
      { id: 1, lng: 121.4737, lat: 31.2304, name: '人民广场寄存点，¥8起', label: '¥8起' },
      { id: 3, lng: 121.4925, lat: 31.2272, name: '豫园寄存点，已满', label: '已满', isMuted: true },
      { id: 4, lng: 121.4998, lat: 31.2397, name: '陆家嘴寄存点，休息', label: '休息', isMuted: true },
    ],
    selectedId: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '人民广场寄存点，¥8起' })).toHaveTextContent('¥8起');
    await expect(canvas.getByRole('button', { name: '豫园寄存点，已满' })).toHaveTextContent('已满');
    await expect(canvas.getByRole('button', { name: '陆家嘴寄存点，休息' })).toHaveTextContent('休息');
  },
};

/** After locating: the blue 'you are here' dot in its 120 m accuracy circle near People's Square. */
export const YouAreHere: Story = {
  args: { center: [121.4737, 31.2324], zoom: 15, selectedId: null, traveller: { lng: 121.4737, lat: 31.2324, accuracy: 120, name: 'you are here' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'you are here' })).toBeInTheDocument();
    // 240 m across at about 2.04 m per pixel (Shanghai, zoom 15).
    await expect(canvas.getByTestId('traveller-accuracy').style.getPropertyValue('--luggage-accuracy-diameter')).toBe('117.5px');
  },
};

/** A searched place: a red pin captioned with its name among the shops' tags. */
export const SearchedPlace: Story = {
  args: {
    center: [121.4752, 31.2317],
    selectedId: null,
    place: { lng: 121.4752, lat: 31.2317, name: 'searched place: People’s Square', label: 'People’s Square' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const place = await canvas.findByRole('img', { name: 'searched place: People’s Square' });
    await expect(place).toHaveTextContent('People’s Square');
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
