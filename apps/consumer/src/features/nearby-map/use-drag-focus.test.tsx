import { createAppStore } from '@luggage/api/store';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { selectFocus, selectSelectedShopId, shopSelected, type MapHomeState } from '../../shared/map-home/map-home-slice';
import { useDragFocus } from './use-drag-focus';

/** The store's state with the injected home slice, as the slice's selectors read it. */
const homeState = (store: ReturnType<typeof createAppStore>) => store.getState() as { mapHome?: MapHomeState };

function renderDragFocus() {
  const store = createAppStore();
  store.dispatch(shopSelected(7));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useDragFocus(selectFocus(homeState(store))), { wrapper });
  return { store, onMapRested: result.current };
}

describe('useDragFocus', () => {

  it('moves the focus once the map rested 0.5 s after the last move, keeping the selection', () => {
    vi.useFakeTimers();
    const { store, onMapRested } = renderDragFocus();
    act(() => onMapRested([121.5, 31.25]));
    act(() => vi.advanceTimersByTime(300));
    act(() => onMapRested([121.52, 31.26]));
    act(() => vi.advanceTimersByTime(499));
    expect(selectFocus(homeState(store)).source).toBe('default');
    act(() => vi.advanceTimersByTime(1));
    expect(selectFocus(homeState(store))).toEqual({ lng: 121.52, lat: 31.26, source: 'dragged' });
    expect(selectSelectedShopId(homeState(store))).toBe(7);
  });

  it('ignores a move that ends on the focus (the map flew there)', () => {
    vi.useFakeTimers();
    const { store, onMapRested } = renderDragFocus();
    const { lng, lat } = selectFocus(homeState(store));
    act(() => onMapRested([lng + 1e-6, lat]));
    act(() => vi.advanceTimersByTime(1000));
    expect(selectFocus(homeState(store)).source).toBe('default');
  });
});
