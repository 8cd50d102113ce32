import { cityListEndpoint, citySearchEndpoint } from '@luggage/api/contract';
import { buildCity, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { DEFAULT_CITY } from '../../shared/map-home/map-home-slice';
import { CityPicker } from './city-picker';

const suzhou = () => buildCity({ id: 12, name: '苏州', en: 'suzhou', firstLetter: 'S', province: '江苏省', lng: 120.585, lat: 31.299, hot: 12 });
const hangzhou = () =>
  buildCity({ id: 7, name: '杭州', en: 'hangzhou', firstLetter: 'H', province: '浙江省', lng: 120.155, lat: 30.274, hot: 7, covered: false });

/** Shanghai, Beijing and Suzhou covered; Hangzhou and Chengdu hot but not covered yet. */
const cityListHandler = mockEndpoint(cityListEndpoint, {
  content: [
    buildCity({ id: 2, name: '北京', en: 'beijing', firstLetter: 'B', province: '北京市', lng: 116.407, lat: 39.904, hot: 2 }),
    buildCity({ id: 5, name: '成都', en: 'chengdu', firstLetter: 'C', province: '四川省', lng: 104.066, lat: 30.573, hot: 5, covered: false }),
    hangzhou(),
    buildCity(),
    suzhou(),
  ],
});

const meta = {
  title: 'Consumer/City picker',
  component: CityPicker,
  parameters: screenStory(consumerLocales, { frame: null, msw: [cityListHandler] }),
  args: { currentCity: DEFAULT_CITY, choosingCity: null, onChoose: fn() },
} satisfies Meta<typeof CityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Your city, the hot cities by rank (two not covered yet) and the covered cities by letter with the index. */
export const HotCitiesAndGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hot = await canvas.findByRole('region', { name: 'hot cities' });
    const byRank = ['Shanghai', 'Beijing', 'Chengdu', 'Hangzhou', 'Suzhou'];
    await expect(within(hot).getAllByRole('button')).toEqual(byRank.map((name) => within(hot).getByRole('button', { name })));
    await expect(within(hot).getByRole('button', { name: 'Hangzhou' })).toHaveAccessibleDescription('not covered yet');
    const all = canvas.getByRole('region', { name: 'all covered cities' });
    await expect(within(all).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['B', 'S']);
    await expect(canvas.getByRole('button', { name: 'cities starting with S' })).toBeVisible();
  },
};

/** Typed 'su': the matching cities, the one not covered yet greyed with its note. */
export const SearchResults: Story = {
  parameters: {
    msw: [
      cityListHandler,
      mockEndpoint(citySearchEndpoint, {
        content: [suzhou(), buildCity({ id: 40, name: '宿迁', en: 'suqian', firstLetter: 'S', province: '江苏省', hot: null, covered: false })],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'search a city' }), 'su{Enter}');
    await expect(await canvas.findByText('2 cities found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suqian' })).toHaveAccessibleDescription('江苏省 not covered yet');
    await expect(canvas.queryByRole('region', { name: 'hot cities' })).toBeNull();
  },
};

/** In Chinese, located in Hangzhou, which is not covered yet, while Beijing's shops load after a choice. */
export const ChineseUncoveredCity: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    currentCity: { id: 7, name: '杭州', en: 'hangzhou', lng: 120.155, lat: 30.274 },
    choosingCity: { id: 2, name: '北京', en: 'beijing', lng: 116.407, lat: 39.904 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const yourCity = await canvas.findByRole('region', { name: '您所在的城市' });
    await expect(within(yourCity).getByRole('button', { name: '杭州' })).toHaveAccessibleDescription('暂未开通');
    await expect(canvas.getByText('正在加载北京的寄存点…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'S 开头的城市' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '搜索城市' })).toHaveAttribute('placeholder', '城市名或拼音');
  },
};
