import {
  cityListEndpoint,
  citySearchEndpoint,
  clientConfigEndpoint,
  storeSearchByCoordinateEndpoint,
  type City,
} from '@luggage/api/contract';
import { buildCity, buildClientConfig, buildNearbyAnswer, buildShop, mockEndpoint } from '@luggage/api/mocks';
import { createAppStore, type AppStore } from '@luggage/api/store';
import { requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { citySelected, selectCity, selectFocus, type MapHomeState } from '../shared/map-home/map-home-slice';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

const shanghai = () => buildCity();
const beijing = () => buildCity({ id: 2, name: '北京', en: 'beijing', firstLetter: 'B', province: '北京市', lng: 116.407, lat: 39.904, hot: 3 });
const chengdu = () => buildCity({ id: 5, name: '成都', en: 'chengdu', firstLetter: 'C', province: '四川省', lng: 104.066, lat: 30.573, hot: 5 });
const suzhou = () => buildCity({ id: 6, name: '苏州', en: 'suzhou', firstLetter: 'S', province: '江苏省', lng: 120.585, lat: 31.299, hot: null });
const hangzhou = () =>
  buildCity({ id: 3, name: '杭州', en: 'hangzhou', firstLetter: 'H', province: '浙江省', lng: 120.155, lat: 30.274, hot: 2, covered: false });
const guangzhou = () =>
  buildCity({ id: 4, name: '广州', en: 'guangzhou', firstLetter: 'G', province: '广东省', lng: 113.264, lat: 23.129, hot: 12, covered: false });
const xiamen = () =>
  buildCity({ id: 7, name: '厦门', en: 'xiamen', firstLetter: 'X', province: '福建省', lng: 118.089, lat: 24.48, hot: 13, covered: false });

/** The cities by pinyin, as the server lists them; the uncovered hot ones only with hotCities=YES. */
const cityList = (params: Record<string, unknown>): City[] =>
  [beijing(), chengdu(), guangzhou(), hangzhou(), shanghai(), suzhou(), xiamen()].filter(
    (city) => city.covered || (params.hotCities === 'YES' && city.hot !== null && city.hot <= 12),
  );

/** The names the city search was asked for. */
const searchedNames = requestLog<string>();
const server = setUpMsw(
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
  mockEndpoint(cityListEndpoint, (params) => ({ content: cityList(params) })),
  mockEndpoint(citySearchEndpoint, (params) => {
    searchedNames.push(String(params.name));
    return { content: [suzhou(), buildCity({ id: 8, name: '宿迁', en: 'suqian', firstLetter: 'S', province: '江苏省', hot: null, covered: false })] };
  }),
  // Shanghai and Beijing have shops; every other city centre has none.
  mockEndpoint(storeSearchByCoordinateEndpoint, (params) => ({
    content: {
      ...buildNearbyAnswer([shanghai(), beijing()].some((city) => city.lng === Number(params.lng)) ? [buildShop()] : [], params),
      cityNum: 4,
    },
  })),
);

/** The elements the letter index scrolled into view (jsdom has no layout, so no scrolling of its own). */
let scrolledIntoView: Element[] = [];
beforeEach(() => {
  scrolledIntoView = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledIntoView.push(this);
  };
  window.localStorage.setItem('luggage.hintStep', '0');
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const open = (path = '/city', language: 'en' | 'zh-CN' = 'en', store = createAppStore()) =>
  renderTravellerRoute(path, { language, store, isGuest: true });

/** Fakes the clock (still running on by itself) and sets userEvent up to move it. */
function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Types `text` into the city search and lets its 1 s debounce pass. */
async function searchFor(user: ReturnType<typeof fakeClock>, text: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'search a city' }), text);
  act(() => vi.advanceTimersByTime(1000));
}

const homeState = (store: AppStore) => store.getState() as { mapHome?: MapHomeState };
const section = (name: string) => screen.findByRole('region', { name });
/** Asserts that `container` holds exactly these buttons, by accessible name, in this order. */
const expectButtons = (container: HTMLElement, names: string[]) =>
  expect(within(container).getAllByRole('button')).toEqual(names.map((name) => within(container).getByRole('button', { name })));
const notCoveredNote = (container: HTMLElement, name: string) =>
  expect(within(container).getByRole('button', { name })).toHaveAccessibleDescription('not covered yet');

describe('city picker: lists', () => {
  it('shows your city, the hot cities by rank up to 12, and the covered cities by pinyin letter', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'cities covered by the business' })).toBeInTheDocument();
    const yourCity = await section('your city');
    expectButtons(yourCity, ['Shanghai']);
    expect(within(yourCity).getByRole('button')).not.toHaveAccessibleDescription();
    const hot = await section('hot cities');
    expectButtons(hot, ['Shanghai', 'Hangzhou', 'Beijing', 'Chengdu', 'Guangzhou']);
    notCoveredNote(hot, 'Hangzhou');
    notCoveredNote(hot, 'Guangzhou');
    expect(within(hot).getByRole('button', { name: 'Beijing' })).not.toHaveAccessibleDescription();
    const all = await section('all covered cities');
    expect(within(all).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['B', 'C', 'S']);
    expectButtons(within(all).getByRole('list', { name: 'B' }), ['Beijing']);
    expectButtons(within(all).getByRole('list', { name: 'C' }), ['Chengdu']);
    expectButtons(within(all).getByRole('list', { name: 'S' }), ['Shanghai', 'Suzhou']);
  });

  it('greys out your city with a note when it is not covered', async () => {
    const store = createAppStore();
    store.dispatch(citySelected({ id: 3, name: '杭州', en: 'hangzhou', lng: 120.155, lat: 30.274 }));
    await open('/city', 'en', store);
    notCoveredNote(await section('your city'), 'Hangzhou');
  });

  it('the letter index moves the scroll and the focus to the letter’s heading, by keyboard too', async () => {
    await open();
    const index = await screen.findByRole('navigation', { name: 'jump to a letter' });
    expectButtons(index, ['cities starting with B', 'cities starting with C', 'cities starting with S']);
    await userEvent.click(within(index).getByRole('button', { name: 'cities starting with S' }));
    const headingS = screen.getByRole('heading', { level: 3, name: 'S' });
    expect(headingS).toHaveFocus();
    expect(scrolledIntoView).toEqual([headingS]);
    within(index).getByRole('button', { name: 'cities starting with C' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 3, name: 'C' })).toHaveFocus();
  });

  it('shows the loading state, then an error with a retry that loads the cities', async () => {
    server.use(mockEndpoint(cityListEndpoint, { errorMsg: 'request error!' }));
    await open();
    // The screen's first render, before any answer: the loading state is gone as soon as the error comes.
    expect(screen.getByText('loading the cities…')).toBeInTheDocument();
    expect(await screen.findByText('the cities could not be loaded')).toBeInTheDocument();
    server.use(mockEndpoint(cityListEndpoint, (params) => ({ content: cityList(params) })));
    await userEvent.click(screen.getByRole('button', { name: 'try again' }));
    expectButtons(await section('your city'), ['Shanghai']);
  });

  it('in Chinese', async () => {
    await open('/city', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '业务覆盖城市' })).toBeInTheDocument();
    expectButtons(await section('您所在的城市'), ['上海']);
    const hot = await section('热门城市');
    expectButtons(hot, ['上海', '杭州', '北京', '成都', '广州']);
    expect(within(hot).getByRole('button', { name: '杭州' })).toHaveAccessibleDescription('暂未开通');
    expect(await section('全部已开通城市')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S 开头的城市' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索城市' })).toHaveAttribute('placeholder', '城市名或拼音');
  });
});

describe('city picker: choosing from the lists', () => {
  it('a covered city becomes the map’s city and centre, and the home opens with city=1', async () => {
    const { router, store } = await open();
    await userEvent.click(within(await section('all covered cities')).getByRole('button', { name: 'Beijing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?city=1');
    expect(selectCity(homeState(store))).toEqual({ id: 2, name: '北京', en: 'beijing', lng: 116.407, lat: 39.904 });
    expect(selectFocus(homeState(store))).toEqual({ lng: 116.407, lat: 39.904, source: 'city' });
    expect(screen.queryByText(/has no storage points/)).toBeNull();
  });

  it("a city without shops toasts '{city} has no storage points for now…' with its English name", async () => {
    const { router } = await open();
    await userEvent.click(within(await section('hot cities')).getByRole('button', { name: 'Hangzhou' }));
    expect(await screen.findByText('Hangzhou has no storage points for now, please watch for new listings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('the toast names the city in Chinese in the Chinese UI', async () => {
    await open('/city', 'zh-CN');
    await userEvent.click(within(await section('全部已开通城市')).getByRole('button', { name: '苏州' }));
    expect(await screen.findByText('苏州暂无寄存点，敬请期待新的寄存点')).toBeInTheDocument();
  });
});

describe('city picker: search', () => {
  it('searches 1 s after the last keystroke, left-trimmed, and shows the results instead of the lists', async () => {
    const user = fakeClock();
    await open();
    await section('your city');
    const input = screen.getByRole('searchbox', { name: 'search a city' });
    await user.type(input, '  su');
    expect(input).toHaveValue('su');
    expect(screen.queryByRole('region', { name: 'hot cities' })).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('searching…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suzhou/ })).toBeNull();
    expect(searchedNames).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(await screen.findByRole('button', { name: 'Suzhou' })).toHaveAccessibleDescription('江苏省');
    expect(screen.getByRole('button', { name: 'Suqian' })).toHaveAccessibleDescription('江苏省 not covered yet');
    expect(screen.getByText('2 cities found')).toBeInTheDocument();
    expect(searchedNames).toEqual(['su']);
  });

  it('does not search blank text and shows the lists again when the input is cleared', async () => {
    const user = fakeClock();
    await open();
    const input = await screen.findByRole('searchbox', { name: 'search a city' });
    await user.type(input, '   ');
    act(() => vi.advanceTimersByTime(1000));
    expect(input).toHaveValue('');
    expect(await section('hot cities')).toBeInTheDocument();
    expect(searchedNames).toEqual([]);
  });

  it("says 'no city found' when nothing matches", async () => {
    server.use(mockEndpoint(citySearchEndpoint, { content: [] }));
    const user = fakeClock();
    await open();
    await searchFor(user, 'xyz');
    expect(await screen.findByText('no city found')).toBeInTheDocument();
  });

  it('shows an error with a retry when the search fails', async () => {
    server.use(mockEndpoint(citySearchEndpoint, { errorMsg: 'request error!' }));
    const user = fakeClock();
    await open();
    await searchFor(user, 'su');
    expect(await screen.findByRole('alert')).toHaveTextContent('the city search failed, please try again');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('button', { name: 'Suzhou' })).toBeInTheDocument();
  });

  it('choosing a result sets the city and goes back to the previous page', async () => {
    const user = fakeClock();
    const { router, store } = await open('/no-such-page');
    await act(() => router.navigate('/city'));
    await searchFor(user, 'su');
    await user.click(await screen.findByRole('button', { name: 'Suzhou' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
    expect(selectCity(homeState(store))).toMatchObject({ id: 6, name: '苏州' });
    expect(await screen.findByText('Suzhou has no storage points for now, please watch for new listings')).toBeInTheDocument();
  });

  it('choosing a result when the picker was opened directly goes to the home with city=1', async () => {
    const user = fakeClock();
    const { router } = await open();
    await searchFor(user, 'su');
    await user.click(await screen.findByRole('button', { name: 'Suzhou' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/home?city=1'));
  });
});
