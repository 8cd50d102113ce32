import { databaseId, type ShopDetail } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import { useStoreInfoQuery } from '@luggage/api/store-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import type { Instant } from '@luggage/domain/dates';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateWithLink } from '../../shared/state-with-link';
import { ShopProfile } from './shop-profile';
import './shop-detail.css';

/** Props of {@link ShopPage}. */
export interface ShopPageProps {
  /** The id from the URL, as typed: anything but a positive integer is an unknown shop. */
  shopId: string | undefined;
  now: Instant;
  focusBooking: boolean;
  /** The loaded shop's 'share', shown next to its name. */
  shareAction?: (shop: ShopDetail) => ReactNode;
  /** The loaded shop's reviews, shown after its prices. */
  reviews?: (shop: ShopDetail) => ReactNode;
}

/**
 * The shop page's content (spec §2 /shop/{id}): the shop from info_v2 while loading, loaded or failed.
 * An unknown or removed shop, or an id that cannot be one, shows 'the merchant does not exist or has been
 * taken off the shelves' (spec §8) with a way home; other failures offer a retry.
 */
export function ShopPage({ shopId, now, focusBooking, shareAction, reviews }: ShopPageProps) {
  const { t } = useTranslation('shopDetail');
  const storeId = databaseId(shopId);
  const shop = useStoreInfoQuery(storeId === undefined ? skipToken : { storeId });
  const isNotFound = storeId === undefined || (isApiError(shop.error) && shop.error.code === 'shopNotFound');

  if (isNotFound) {
    return (
      <StateWithLink to="/" label={t('backHome')} className="shop-detail__state" linkClassName="shop-detail__home">
        <ErrorState message={t('api:shopNotFound')} />
      </StateWithLink>
    );
  }
  if (shop.isError) {
    return <ErrorState message={apiErrorText(shop.error, t)} onRetry={() => void shop.refetch()} />;
  }
  if (!shop.currentData) return <LoadingState text={t('loading')} />;
  return (
    <ShopProfile
      shop={shop.currentData}
      now={now}
      focusBooking={focusBooking}
      shareAction={shareAction?.(shop.currentData)}
      reviews={reviews?.(shop.currentData)}
    />
  );
}
