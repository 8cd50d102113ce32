import {
  cityListEndpoint,
  citySearchEndpoint,
  clientConfigEndpoint,
  placeSearchEndpoint,
  reverseGeocodeEndpoint,
  storeSearchByCoordinateEndpoint,
} from '@luggage/api/contract';
import { buildCity, buildClientConfig, buildNearbyAnswer, buildPlace, buildShop, mockEndpoint } from '@luggage/api/mocks';
import { requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

const PEOPLES_SQUARE = { lng: 121.4737, lat: 31.2304 };

/** The centres the nearby search was asked about, as 'lng,lat'. */
const nearbyAsked = requestLog<string>();
const server = setUpMsw(
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
  mockEndpoint(cityListEndpoint, {
    content: [buildCity({ hots: '人民广场,外滩' }), buildCity({ id: 6, name: '苏州', en: 'suzhou', hot: 4, hots: '' })],
  }),
  mockEndpoint(citySearchEndpoint, (params) => ({
    content: [buildCity(), buildCity({ id: 2, name: '北京', en: 'beijing', firstLetter: 'B', covered: false, lng: 116.4, lat: 39.9 })].filter(
      (city) => city.name === params.name,
    ),
  })),
  mockEndpoint(storeSearchByCoordinateEndpoint, (params) => {
    nearbyAsked.push(`${String(params.lng)},${String(params.lat)}`);
    return ({ content: buildNearbyAnswer([buildShop({ id: 1 }), buildShop({ id: 2, name: '如家酒店(南京东路店)', en: 'Home Inn (East Nanjing Rd)' })], params) });
  }),
  mockEndpoint(placeSearchEndpoint, (params) => ({
    content:
      params.keywords === '故宫'
        ? { results: [], otherCityResults: [buildPlace({ id: 'place-90', name: '故宫博物院', en: 'The Palace Museum', address: '北京市东城区景山前街4号', cityId: 2, cityName: '北京', lng: 116.397, lat: 39.918 })] }
        : { results: [buildPlace(), buildPlace({ id: 'place-51', name: '人民广场站', en: "People's Square Station", address: '地铁1/2/8号线' })], otherCityResults: [] },
  })),
  mockEndpoint(reverseGeocodeEndpoint, {
    content: {
      formattedAddress: '上海市黄浦区南京东路街道',
      addressComponent: { province: '上海市', city: '上海市', district: '黄浦区', township: '南京东路街道' },
      cityId: 1,
    },
  }),
);

function fakeGeolocation(outcome: 'granted' | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'granted') {
      success({ coords: { longitude: 121.469, latitude: 31.2324, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition);
    } else {
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    }
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

beforeEach(() => {
  window.localStorage.setItem('luggage.hintStep', '0');
  window.sessionStorage.clear();
  fakeGeolocation('granted');
});
// jsdom has no geolocation: the fake is taken away again, so no later screen locates with it.
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const open = (path = '/', language: 'en' | 'zh-CN' = 'en') => renderTravellerRoute(path, { language, isGuest: true });

describe('home: search bar', () => {
  it('shows the city, the covered-city count and the placeholder', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'view nearby storage points' })).toBeInTheDocument();
    const city = await screen.findByRole('link', { name: /^Shanghai .*choose another city$/ });
    await waitFor(() => expect(city).toHaveTextContent('2 cities'));
    expect(screen.getByRole('searchbox', { name: 'search a place' })).toHaveAttribute('placeholder', 'search a place to find nearby storage');
  });

  it('shows the hot searches and up to 10 history entries while the input is empty', async () => {
    const history = Array.from({ length: 12 }, (_, index) => ({ name: `place ${index}`, id: `place-${index}` }));
    window.localStorage.setItem('luggage.searchHistory', JSON.stringify([...history, history[0]]));
    await open();
    await userEvent.click(await screen.findByRole('searchbox', { name: 'search a place' }));
    const hot = await screen.findByRole('region', { name: 'hot searches' });
    expect(within(hot).getAllByRole('button').map((button) => button.textContent)).toEqual(['人民广场', '外滩']);
    const saved = screen.getByRole('region', { name: 'search history' });
    expect(within(saved).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(saved).getByRole('button', { name: 'clear the search history' }));
    expect(screen.queryByRole('region', { name: 'search history' })).toBeNull();
  });

  it('searches 1 s after the last keystroke, left-trimmed, and marks the matching text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await open();
    const input = await screen.findByRole('searchbox', { name: 'search a place' });
    await user.type(input, '  人民');
    expect(input).toHaveValue('人民');
    act(() => vi.advanceTimersByTime(990));
    expect(screen.getByText('searching…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /人民广场站/ })).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    const result = await screen.findByRole('button', { name: /人民广场站/ });
    expect(within(result).getByText('人民', { selector: 'mark' })).toBeInTheDocument();
    expect(result).toHaveTextContent('地铁1/2/8号线');
    expect(screen.getByText('2 places found')).toBeInTheDocument();
  });

  it('a hot search searches at once; choosing a result saves it and loads the shops around it', async () => {
    await open();
    await userEvent.click(await screen.findByRole('searchbox', { name: 'search a place' }));
    await userEvent.click(await screen.findByRole('button', { name: '人民广场' }));
    await userEvent.click(await screen.findByRole('button', { name: /人民广场站/ }));
    await waitFor(() => expect(nearbyAsked).toContain(`${PEOPLES_SQUARE.lng},${PEOPLES_SQUARE.lat}`));
    expect(JSON.parse(window.localStorage.getItem('luggage.searchHistory') ?? '[]')).toEqual([{ name: '人民广场站', id: 'place-51' }]);
    expect(screen.queryByRole('region', { name: 'hot searches' })).toBeNull();
  });

  it('lists other cities under a note when the current city has no result', async () => {
    await open();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'search a place' }), '故宫{Enter}');
    expect(await screen.findByText('the place may not be in Shanghai; results in other cities:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /故宫博物院/ }));
    expect(await screen.findByRole('link', { name: /^Beijing .*choose another city$/ })).toBeInTheDocument();
  });

  it("toasts 'no storage points nearby' for 3 s when the searched place has none", async () => {
    server.use(mockEndpoint(storeSearchByCoordinateEndpoint, (params) => ({ content: buildNearbyAnswer([], params) })));
    const { store } = await open('/home?city=1');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'search a place' }), '人民{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /人民广场站/ }));
    const toasts = screen.getByRole('status', { name: 'notifications' });
    expect(await within(toasts).findByText('no storage points nearby for now, you can try another place')).toBeVisible();
    expect(store.getState().notices.toasts.map(({ durationMs }) => durationMs)).toEqual([3000]);
  });
});

describe('home: locating', () => {
  it('on success shows the shops around the position in the located city', async () => {
    await open();
    await waitFor(() => expect(nearbyAsked.some((centre) => centre.startsWith('121.47'))).toBe(true));
    expect(await screen.findByRole('link', { name: /^Shanghai .*choose another city$/ })).toBeInTheDocument();
  });

  it("on failure toasts 'unable to get location', keeps Shanghai and asks to choose a city", async () => {
    fakeGeolocation('denied');
    const { router } = await open();
    expect(await within(screen.getByRole('status', { name: 'notifications' })).findByText('unable to get location')).toBeVisible();
    const prompt = await screen.findByRole('alertdialog', { name: 'choose a city' });
    expect(prompt).toHaveAccessibleDescription('please choose the city where you need storage');
    expect(within(prompt).getByRole('button', { name: 'cancel' })).toBeVisible();
    await userEvent.click(within(prompt).getByRole('button', { name: 'switch city' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/city'));
  });

  it('asks to choose a city once per session, however often locating fails', async () => {
    fakeGeolocation('denied');
    const first = await open();
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'choose a city' })).getByRole('button', { name: 'cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'my nearby' }));
    await waitFor(() => expect(first.store.getState()).toMatchObject({ mapHome: { hasGeoFailed: true } }));
    expect(screen.queryByRole('alertdialog', { name: 'choose a city' })).toBeNull();
    first.unmount();
    await open();
    expect(await within(screen.getByRole('status', { name: 'notifications' })).findByText('unable to get location')).toBeVisible();
    expect(screen.queryByRole('alertdialog', { name: 'choose a city' })).toBeNull();
  });

  it('shows the first-visit hint only once the city prompt is closed', async () => {
    fakeGeolocation('denied');
    window.localStorage.removeItem('luggage.hintStep');
    await open();
    const prompt = await screen.findByRole('alertdialog', { name: 'choose a city' });
    expect(screen.queryByText('choose a city, search storage points')).toBeNull();
    await userEvent.click(within(prompt).getByRole('button', { name: 'cancel' }));
    expect(await screen.findByText('choose a city, search storage points')).toBeVisible();
  });

  it('is skipped when the URL already has a longitude, and after a city was chosen', async () => {
    const getCurrentPosition = fakeGeolocation('granted');
    await open('/home?lng=121.5&lat=31.24');
    await waitFor(() => expect(nearbyAsked).toContain('121.5,31.24'));
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('a position that arrives after the traveller chose a place does not move the map', async () => {
    let answer: PositionCallback = () => undefined;
    const getCurrentPosition = vi.fn((success: PositionCallback) => {
      answer = success;
    });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { store } = await open();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'search a place' }), '人民{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /人民广场站/ }));
    act(() => answer({ coords: { longitude: 121.3, latitude: 31.1, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition));
    await waitFor(() => expect(nearbyAsked).toContain(`${PEOPLES_SQUARE.lng},${PEOPLES_SQUARE.lat}`));
    // The locate button is back once the late position has been dealt with.
    expect(await screen.findByRole('button', { name: 'my nearby' })).toBeEnabled();
    expect(store.getState()).toMatchObject({ mapHome: { focus: { ...PEOPLES_SQUARE, source: 'place' } } });
  });

  it("the 'my nearby' button locates again", async () => {
    const getCurrentPosition = fakeGeolocation('granted');
    await open('/home?city=1');
    await userEvent.click(await screen.findByRole('button', { name: 'my nearby' }));
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
  });
});

describe('home: shops, hint and shortcuts', () => {
  it('lists the nearby shops without the map; choosing one opens its card and hides the mini-program bar', async () => {
    server.use(mockEndpoint(clientConfigEndpoint, { content: buildClientConfig({ hasMiniProgram: true }) }));
    await open('/home?city=1');
    expect(await screen.findByRole('button', { name: 'open the mini-program' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'list of 2 storage points' }));
    await userEvent.click(within(screen.getByRole('list', { name: 'storage points nearby' })).getByRole('button', { name: /Home Inn/ }));
    expect(await screen.findByRole('button', { name: /book/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'open the mini-program' })).toBeNull();
  });

  it('has the service guide, coupons and safety shortcuts', async () => {
    await open('/home?city=1');
    expect(await screen.findByRole('link', { name: 'service guide' })).toHaveAttribute('href', '/help?tab=0');
    expect(screen.getByRole('link', { name: 'coupons' })).toHaveAttribute('href', '/coupons');
    expect(screen.getByRole('link', { name: 'storage safety guarantee' })).toHaveAttribute('href', '/safe');
  });

  it('runs the first-visit hint once: step 1, step 2, done', async () => {
    window.localStorage.removeItem('luggage.hintStep');
    const first = await open('/home?city=1');
    expect(await screen.findByText('choose a city, search storage points')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('tap the yellow icon to book')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'got it' }));
    expect(screen.queryByText('tap the yellow icon to book')).toBeNull();
    expect(window.localStorage.getItem('luggage.hintStep')).toBe('0');
    first.unmount();
    await open('/home?city=1');
    await screen.findByRole('heading', { name: 'view nearby storage points' });
    expect(screen.queryByText('choose a city, search storage points')).toBeNull();
  });

  it('says when the nearby shops cannot be loaded, and tries again', async () => {
    let failures = 1;
    server.use(
      mockEndpoint(storeSearchByCoordinateEndpoint, (params) => {
        if (failures-- > 0) return { errorMsg: 'the server is busy' };
        return { content: buildNearbyAnswer([buildShop({ id: 1 })], params) };
      }),
    );
    await open('/home?city=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load storage points');
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('button', { name: 'list of 1 storage point' })).toBeInTheDocument();
    expect(screen.queryByText('could not load storage points')).toBeNull();
  });

  it('has no mini-program bar when the server has no mini-program link', async () => {
    await open('/home?city=1');
    await screen.findByRole('button', { name: 'list of 2 storage points' });
    expect(screen.queryByRole('button', { name: 'open the mini-program' })).toBeNull();
  });

  it('hides the mini-program bar inside the WeChat browser', async () => {
    server.use(mockEndpoint(clientConfigEndpoint, { content: buildClientConfig({ hasMiniProgram: true }) }));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
    await open('/home?city=1');
    await screen.findByRole('button', { name: 'list of 2 storage points' });
    expect(screen.queryByRole('button', { name: 'open the mini-program' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await open('/home?city=1', 'zh-CN');
    const city = await screen.findByRole('link', { name: /^上海 .*切换城市$/ });
    await waitFor(() => expect(city).toHaveTextContent('2个城市'));
    expect(screen.getByRole('searchbox', { name: '搜索地点' })).toHaveAttribute('placeholder', '搜索地点，查找附近寄存点');
  });
});
