import type { ShopDetail } from '@luggage/api/contract';
import { shopAddress } from '@luggage/domain/shops';
import { Section, Stack } from '@luggage/ui/layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapAppList } from '../../shared/shop-facts/map-app-list';
import { OpeningHoursList } from '../../shared/shop-facts/opening-hours-list';
import { ShopPrices } from '../../shared/shop-facts/shop-prices';
import { TaxiAddressButton } from '../../shared/shop-facts/taxi-address-button';

/** Props of {@link WalkInShop}. */
export interface WalkInShopProps {
  shop: ShopDetail;
  /** The shop's name in the app's language. */
  name: string;
}

/**
 * The booking address of a shop that takes no bookings (opened from an old link or typed): instead of a form
 * it would refuse, why there is nothing to book, its prices, its hours and address (the Chinese one in large
 * type for a taxi driver a tap away) with the way there in the map apps, and its page.
 */
export function WalkInShop({ shop, name }: WalkInShopProps) {
  const { t, i18n } = useTranslation(['booking', 'shopDetail']);
  const ids = { how: useId(), where: useId(), navigate: useId() };
  return (
    <Stack gap={2} className="booking">
      <Section as="h2" className="booking__shop">
        {name}
      </Section>
      <Section gap={1} aria-labelledby={ids.how}>
        <h3 className="booking__walk-in-heading" id={ids.how}>
          {t('walkIn.heading')}
        </h3>
        <p className="booking__walk-in-text">{t('walkIn.explained')}</p>
        <ShopPrices inventory={shop.inventory} isSupportScheduled={shop.isSupportScheduled} />
        <OpeningHoursList hours={shop.hours} className="booking__walk-in-hours" />
      </Section>
      <Section gap={1} aria-labelledby={ids.where}>
        <h3 className="booking__walk-in-heading" id={ids.where}>
          {t('walkIn.where')}
        </h3>
        <p className="booking__walk-in-text">{shopAddress(shop, i18n.language)}</p>
        <TaxiAddressButton name={shop.name} address={shop.address} />
        <p className="booking__walk-in-text" id={ids.navigate}>
          {t('shopDetail:navigate')}
        </p>
        <MapAppList shop={{ lng: shop.lng, lat: shop.lat, name }} labelledBy={ids.navigate} className="booking__walk-in-apps" />
      </Section>
      <Link className="lg-pill booking__walk-in-back" to={`/shop/${shop.id}`}>
        {t('backToShop')}
      </Link>
    </Stack>
  );
}
