import { rootReducer } from '@luggage/api/store';
import { DEFAULT_CENTER } from '@luggage/map/map-view';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The city the home map is in (spec §3 City, the fields the screens need). */
export interface ChosenCity {
  id: number;
  /** Chinese name, e.g. '上海'. */
  name: string;
  /** Pinyin, e.g. 'shanghai'. */
  en: string;
  lng: number;
  lat: number;
}

/** The default city (spec §9): Shanghai, id 1, centred on the city centre. */
export const DEFAULT_CITY: ChosenCity = { id: 1, name: '上海', en: 'shanghai', lng: DEFAULT_CENTER[0], lat: DEFAULT_CENTER[1] };

/** A point whose nearby shops the map shows (GCJ-02); `source` says how it was chosen. */
export interface MapFocus {
  lng: number;
  lat: number;
  source: 'default' | 'located' | 'dragged' | 'place' | 'city';
}

/** Where the traveller was located (GCJ-02), `accuracy` in metres. */
export interface TravellerPosition {
  lng: number;
  lat: number;
  accuracy: number;
}

/** The place the traveller searched for (GCJ-02); `name` and `en` are null when it came from a link's coordinates. */
export interface SearchedPlace {
  lng: number;
  lat: number;
  name: string | null;
  /** English name; '' when the place has none. */
  en: string;
}

declare module '@luggage/api/store' {
  interface LazyLoadedSlices {
    mapHome: MapHomeState;
  }
}

export interface MapHomeState {
  city: ChosenCity;
  focus: MapFocus;
  /** The traveller's last located position: the map's 'you are here' dot. */
  traveller: TravellerPosition | null;
  /** The last searched place: the map's place marker. */
  searchedPlace: SearchedPlace | null;
  /** The shop whose card shows and whose marker is highlighted. */
  selectedShopId: number | null;
  /** The 'choose a city' prompt after geolocation failed (spec §4 Map), at most once per session. */
  isCityPromptOpen: boolean;
  /** Set when locating failed, so the toast 'unable to get location' shows (spec §8). */
  hasGeoFailed: boolean;
}

const initialState: MapHomeState = {
  city: DEFAULT_CITY,
  focus: { lng: DEFAULT_CITY.lng, lat: DEFAULT_CITY.lat, source: 'default' },
  traveller: null,
  searchedPlace: null,
  selectedShopId: null,
  isCityPromptOpen: false,
  hasGeoFailed: false,
};

/**
 * What the map home shows, shared by the home screen and the city picker (spec §4 Map): a city choice
 * clears the selection and the searched place and moves the focus to the city centre; a searched place
 * or a drag moves the focus and clears the selection; a position marks where the traveller is, and
 * locating then moves the focus there; tapping a marker selects it.
 */
export const mapHomeSlice = createSlice({
  name: 'mapHome',
  initialState,
  reducers: {
    citySelected(state, action: PayloadAction<ChosenCity>) {
      state.city = action.payload;
      state.focus = { lng: action.payload.lng, lat: action.payload.lat, source: 'city' };
      state.searchedPlace = null;
      state.selectedShopId = null;
      state.isCityPromptOpen = false;
    },
    travellerLocated(state, action: PayloadAction<TravellerPosition>) {
      state.traveller = action.payload;
    },
    located(state, action: PayloadAction<{ lng: number; lat: number; city: ChosenCity | null }>) {
      const { lng, lat, city } = action.payload;
      if (city) state.city = city;
      state.focus = { lng, lat, source: 'located' };
      state.searchedPlace = null;
      state.selectedShopId = null;
      state.hasGeoFailed = false;
    },
    /** `promptCity`: whether the session's one 'choose a city' prompt opens now. */
    locateFailed(state, action: PayloadAction<{ promptCity: boolean }>) {
      state.city = DEFAULT_CITY;
      state.hasGeoFailed = true;
      state.isCityPromptOpen = action.payload.promptCity;
    },
    cityPromptClosed(state) {
      state.isCityPromptOpen = false;
    },
    focusMoved(state, action: PayloadAction<MapFocus>) {
      state.focus = action.payload;
      if (action.payload.source !== 'dragged') state.selectedShopId = null;
      if (action.payload.source === 'place') state.searchedPlace = { lng: action.payload.lng, lat: action.payload.lat, name: null, en: '' };
    },
    placeChosen(state, action: PayloadAction<{ lng: number; lat: number; name: string; en: string }>) {
      const { lng, lat } = action.payload;
      state.focus = { lng, lat, source: 'place' };
      state.searchedPlace = action.payload;
      state.selectedShopId = null;
    },
    shopSelected(state, action: PayloadAction<number | null>) {
      state.selectedShopId = action.payload;
    },
  },
  selectors: {
    selectCity: (state) => state.city,
    selectFocus: (state) => state.focus,
    selectSelectedShopId: (state) => state.selectedShopId,
    selectTraveller: (state) => state.traveller,
    selectSearchedPlace: (state) => state.searchedPlace,
    selectIsCityPromptOpen: (state) => state.isCityPromptOpen,
    selectHasGeoFailed: (state) => state.hasGeoFailed,
  },
}).injectInto(rootReducer);

export const {
  citySelected,
  travellerLocated,
  located,
  locateFailed,
  cityPromptClosed,
  focusMoved,
  placeChosen,
  shopSelected,
} = mapHomeSlice.actions;
export const {
  selectCity,
  selectFocus,
  selectSelectedShopId,
  selectTraveller,
  selectSearchedPlace,
  selectIsCityPromptOpen,
  selectHasGeoFailed,
} = mapHomeSlice.selectors;
