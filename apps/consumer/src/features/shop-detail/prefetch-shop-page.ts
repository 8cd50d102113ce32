import { databaseId } from '@luggage/api/contract';
import type { AppStore } from '@luggage/api/store';
import { storeApi } from '@luggage/api/store-api';
import type { Params } from 'react-router';

/** Starts the shop page's query of the shop (ScreenHandle.prefetch), when its id can be one; ShopPage renders from it. */
export function prefetchShopPage(store: AppStore, params: Params): void {
  const storeId = databaseId(params.id);
  if (storeId !== undefined) store.dispatch(storeApi.util.prefetch('storeInfo', { storeId }, {}));
}
