import { placeSearchEndpoint } from '@luggage/api/contract';
import { buildPlace, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { DEFAULT_CITY } from '../../shared/map-home/map-home-slice';
import { PlaceSearch } from './place-search';

const HISTORY_KEY = 'luggage.searchHistory';

const meta = {
  title: 'Consumer/Place search',
  component: PlaceSearch,
  parameters: screenStory(consumerLocales, { route: '/', frame: { position: 'relative', height: '640px' } }),
  args: { city: DEFAULT_CITY, cityCount: 1, hotTerms: ['人民广场', '外滩', '上海虹桥站', '迪士尼'], onChoose: fn() },
  beforeEach: () => {
    window.localStorage.removeItem(HISTORY_KEY);
  },
} satisfies Meta<typeof PlaceSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSearch = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('searchbox'));
  return canvas;
};

/** The input focused while empty: the city's hot searches and the saved history. */
export const HotAndHistory: Story = {
  beforeEach: () => {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify([{ name: '外滩', id: 'place-40' }, { name: '上海站', id: 'place-22' }]));
  },
  play: async ({ canvasElement }) => {
    const canvas = await openSearch(canvasElement);
    await expect(canvas.getByRole('button', { name: '迪士尼' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: /search history|搜索历史/ })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Results with the typed text marked and the address under each. */
export const Results: Story = {
  parameters: {
    msw: [
      mockEndpoint(placeSearchEndpoint, {
        content: {
          results: [buildPlace(), buildPlace({ id: 'place-51', name: '人民广场站', en: "People's Square Station", address: '地铁1/2/8号线' }), buildPlace({ id: 'shop-3', name: '行李寄存服务点(人民广场地铁站)', en: "Luggage Storage Counter (People's Square Metro)", address: '上海市黄浦区人民大道120号' })],
          otherCityResults: [],
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await openSearch(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '人民广场{Enter}');
    await expect(await canvas.findByText('3 places found')).toBeVisible();
    await expect(canvas.getAllByText('人民广场', { selector: 'mark' })).toHaveLength(3);
  },
};

/** Nothing in the current city, but another city has it: the note and the other city's results. */
export const OtherCities: Story = {
  parameters: {
    msw: [
      mockEndpoint(placeSearchEndpoint, {
        content: {
          results: [],
          otherCityResults: [buildPlace({ id: 'place-88', name: '成都大熊猫繁育研究基地', en: 'Chengdu Research Base of Giant Panda Breeding', address: '成都市成华区熊猫大道1375号', district: '成华区', cityId: 120, cityName: '成都', lng: 104.1464, lat: 30.7385 })],
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await openSearch(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '大熊猫{Enter}');
    await expect(await canvas.findByText('the place may not be in Shanghai; results in other cities:')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /成都大熊猫繁育研究基地/ })).toHaveTextContent('成都 · 成都市成华区');
  },
};

/** No place matches anywhere. */
export const Empty: Story = {
  parameters: { msw: [mockEndpoint(placeSearchEndpoint, { content: { results: [], otherCityResults: [] } })] },
  play: async ({ canvasElement }) => {
    const canvas = await openSearch(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz{Enter}');
    await expect(await canvas.findByText('no place found, try another name')).toBeVisible();
  },
};

/** The bar in Chinese, closed. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '搜索地点' })).toHaveAttribute('placeholder', '搜索地点，查找附近寄存点');
    await expect(canvas.getByRole('link', { name: /^上海 .*切换城市$/ })).toHaveTextContent('1个城市');
  },
};
