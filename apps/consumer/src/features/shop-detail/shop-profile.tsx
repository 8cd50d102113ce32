import type { ShopDetail } from '@luggage/api/contract';
import type { Instant } from '@luggage/domain/dates';
import { Button } from '@luggage/ui/button';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MapAppList } from '../../shared/shop-facts/map-app-list';
import { OpeningHoursList } from '../../shared/shop-facts/opening-hours-list';
import { ShopBadges } from '../../shared/shop-facts/shop-badges';
import { shopAddress, shopDisplayName } from '@luggage/domain/shops';
import { ShopPrices } from '../../shared/shop-facts/shop-prices';
import { ShopScore } from '../../shared/shop-facts/shop-score';
import { TaxiAddressButton } from '../../shared/shop-facts/taxi-address-button';
import { OpeningStatus } from './opening-status';
import { ShopGallery } from './shop-gallery';
import { Section } from '@luggage/ui/layout';
import './shop-detail.css';

/** Props of {@link ShopProfile}. */
export interface ShopProfileProps {
  shop: ShopDetail;
  /** The time the opening status is worked out for. */
  now: Instant;
  /** Coming from the map's shop card (step=2): focus 'book', which brings the booking actions into view. */
  focusBooking: boolean;
  /** Shown next to the shop's name: the page's 'share'. */
  shareAction?: ReactNode;
  /** The shop's reviews, shown under the heading 'reviews' after the prices. */
  reviews?: ReactNode;
}

/**
 * A loaded shop page: photos, name, badges, score, business hours with the current opening status,
 * address with links to map apps, prices, its reviews (when given), and the actions 'call the shop' (when it has a phone) and 'book'
 * (when it takes bookings; otherwise its prices say 'walk in, no booking needed'), in a bar at the bottom that a
 * walk-in shop without a phone does not have (an empty bar would only cover the page).
 */
export function ShopProfile({ shop, now, focusBooking, shareAction, reviews }: ShopProfileProps) {
  const { t, i18n } = useTranslation('shopDetail');
  const navigate = useNavigate();
  const bookRef = useRef<HTMLButtonElement>(null);
  const ids = { name: useId(), hours: useId(), address: useId(), navigate: useId(), prices: useId(), reviews: useId() };
  const name = shopDisplayName(shop, i18n.language);
  // In English the English address; its Chinese (with the floor or room note) is one tap away for the driver.
  const address = shopAddress(shop, i18n.language);

  useEffect(() => {
    if (focusBooking) bookRef.current?.focus();
  }, [focusBooking]);

  return (
    <article className="shop-detail" aria-labelledby={ids.name}>
      <ShopGallery pics={shop.pics} name={name} />
      <Section as="header" gap={1}>
        <div className="shop-detail__title">
          <h2 className="shop-detail__name" id={ids.name}>
            {name}
          </h2>
          {shareAction && <div className="shop-detail__share">{shareAction}</div>}
        </div>
        <div className="shop-detail__meta">
          <ShopScore score={shop.score} />
          <ShopBadges certified={shop.certified} discount={shop.discount} />
        </div>
      </Section>
      <Section gap={1} aria-labelledby={ids.hours}>
        <h3 className="shop-detail__heading" id={ids.hours}>
          {t('businessHours')}
        </h3>
        <OpeningStatus hours={shop.hours} now={now} />
        <OpeningHoursList hours={shop.hours} className="shop-detail__lines" />
      </Section>
      <Section gap={1} aria-labelledby={ids.address}>
        <h3 className="shop-detail__heading" id={ids.address}>
          {t('address')}
        </h3>
        {address === shop.address && shop.simpleAddress && <p className="shop-detail__simple-address">{shop.simpleAddress}</p>}
        <p className="shop-detail__address">{address}</p>
        <TaxiAddressButton name={shop.name} address={shop.address} />
        <p className="shop-detail__label" id={ids.navigate}>
          {t('navigate')}
        </p>
        <MapAppList
          shop={{ lng: shop.lng, lat: shop.lat, name }}
          labelledBy={ids.navigate}
          className="shop-detail__map-apps"
          linkClassName="shop-detail__map-app"
        />
      </Section>
      <Section gap={1} aria-labelledby={ids.prices}>
        <h3 className="shop-detail__heading" id={ids.prices}>
          {t('prices')}
        </h3>
        <ShopPrices inventory={shop.inventory} isSupportScheduled={shop.isSupportScheduled} />
      </Section>
      {reviews && (
        <Section gap={2} aria-labelledby={ids.reviews}>
          <h3 className="shop-detail__heading" id={ids.reviews}>
            {t('reviews')}
          </h3>
          {reviews}
        </Section>
      )}
      {(shop.phone || shop.isSupportScheduled) && (
        <div className="shop-detail__actions">
          {shop.phone && (
            <a className="lg-pill shop-detail__call" href={`tel:${shop.phone.replace(/[\s-]/g, '')}`}>
              {t('call')}
            </a>
          )}
          {shop.isSupportScheduled && (
            <Button ref={bookRef} className="shop-detail__book" onClick={() => void navigate(`/book/${shop.id}`)}>
              {t('book')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
