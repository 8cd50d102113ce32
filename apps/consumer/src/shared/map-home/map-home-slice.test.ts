import { createAppStore } from '@luggage/api/store';
import { describe, expect, it } from 'vitest';
import {
  citySelected,
  DEFAULT_CITY,
  focusMoved,
  located,
  placeChosen,
  selectFocus,
  selectSearchedPlace,
  selectTraveller,
  travellerLocated,
  type MapHomeState,
} from './map-home-slice';

const PEOPLES_SQUARE = { lng: 121.4737, lat: 31.2304 };
const BUND = { lng: 121.4906, lat: 31.2397 };

function homeStore() {
  const store = createAppStore();
  const state = () => store.getState() as { mapHome?: MapHomeState };
  return { dispatch: store.dispatch, state };
}

describe('the map home’s traveller and searched place', () => {
  it('marks where the traveller is without moving the map, which locating then does', () => {
    const { dispatch, state } = homeStore();
    dispatch(travellerLocated({ ...PEOPLES_SQUARE, accuracy: 40 }));
    expect(selectTraveller(state())).toEqual({ ...PEOPLES_SQUARE, accuracy: 40 });
    expect(selectFocus(state()).source).toBe('default');
    dispatch(located({ ...PEOPLES_SQUARE, city: null }));
    expect(selectFocus(state())).toEqual({ ...PEOPLES_SQUARE, source: 'located' });
  });

  it('remembers the searched place with its names, until the traveller locates or chooses a city', () => {
    const { dispatch, state } = homeStore();
    dispatch(placeChosen({ ...BUND, name: '外滩', en: 'The Bund' }));
    expect(selectFocus(state())).toEqual({ ...BUND, source: 'place' });
    expect(selectSearchedPlace(state())).toEqual({ ...BUND, name: '外滩', en: 'The Bund' });
    dispatch(focusMoved({ ...PEOPLES_SQUARE, source: 'dragged' }));
    expect(selectSearchedPlace(state())?.name).toBe('外滩');
    dispatch(located({ ...PEOPLES_SQUARE, city: null }));
    expect(selectSearchedPlace(state())).toBeNull();

    dispatch(placeChosen({ ...BUND, name: '外滩', en: 'The Bund' }));
    dispatch(citySelected(DEFAULT_CITY));
    expect(selectSearchedPlace(state())).toBeNull();
  });

  it('marks a point from a link as a place without a name', () => {
    const { dispatch, state } = homeStore();
    dispatch(focusMoved({ ...BUND, source: 'place' }));
    expect(selectSearchedPlace(state())).toEqual({ ...BUND, name: null, en: '' });
  });
});
