import type { Shop } from '@luggage/api/contract';
import { Button } from '@luggage/ui/button';
import { openingHoursLines, shopAddress, thumbnailUrl } from '@luggage/domain/shops';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mapAppLinks } from '../../shared/shop-facts/map-app-links';
import { ShopBadges } from '../../shared/shop-facts/shop-badges';
import { shopDisplayName } from '@luggage/domain/shops';
import { ShopPrices } from '../../shared/shop-facts/shop-prices';
import { ShopScore } from '../../shared/shop-facts/shop-score';
import './shop-card.css';

/** Props of {@link ShopCard}. */
export interface ShopCardProps {
  shop: Shop;
  /** 'book' on the home map; 'select' when a map picker (#/map) chooses a shop. */
  mode: 'book' | 'select';
  /** The 'book' or 'select' button (a shop that takes bookings). */
  onAction: () => void;
  /** Closes the card; the close control shows only when given and in 'book' mode. */
  onClose?: () => void;
  /** A line under the address about this shop for the picker's purpose, e.g. 'room on your days' (announced as it changes). */
  note?: string;
  /** 'select' cannot be used (e.g. no room on the booking's days); the note says why. */
  isActionDisabled?: boolean;
}

/** The shop in AMap (the app, else its web page): the way there for a shop one walks in to. */
const directionsHref = (shop: Shop, name: string) => mapAppLinks({ lng: shop.lng, lat: shop.lat, name })[0]?.href;

/**
 * The selected-shop card over the bottom of the map (spec §2): photo, name, badges, score, prices, hours
 * and address. The name links to the shop page (#/shop/{id}?step=2) and its hit area covers the card, while
 * the buttons stay separate controls above it. A shop without scheduled booking has no 'book' or 'select':
 * its prices say 'walk in, no booking needed' and its action is 'directions'.
 */
export function ShopCard({ shop, mode, onAction, onClose, note, isActionDisabled = false }: ShopCardProps) {
  const { t, i18n } = useTranslation('shopCard');
  const nameId = useId();
  const name = shopDisplayName(shop, i18n.language);
  const photo = shop.pics[0];
  const hours = openingHoursLines(shop.hours, i18n.language);
  return (
    <article className="shop-card" aria-labelledby={nameId}>
      {photo ? (
        <img className="shop-card__photo" src={thumbnailUrl(photo)} alt="" />
      ) : (
        <div className="shop-card__photo shop-card__photo--empty">{t('shopFacts:noPhoto')}</div>
      )}
      <div className="shop-card__body">
        <h2 className="shop-card__name" id={nameId}>
          <Link className="shop-card__link" to={`/shop/${shop.id}?step=2`}>
            {name}
          </Link>
        </h2>
        <div className="shop-card__meta">
          <ShopScore score={shop.score} />
          <ShopBadges certified={shop.certified} discount={shop.discount} />
        </div>
        <ShopPrices inventory={shop.inventory} isSupportScheduled={shop.isSupportScheduled} />
        {hours.length > 0 && (
          <p className="shop-card__line">
            <span className="lg-visually-hidden">{t('businessHours')} </span>
            {hours.join(' · ')}
          </p>
        )}
        <p className="shop-card__line">
          <span className="lg-visually-hidden">{t('address')} </span>
          {shopAddress(shop, i18n.language)}
        </p>
        {note !== undefined && (
          <p className="shop-card__line shop-card__note" role="status">
            {note}
          </p>
        )}
      </div>
      {shop.isSupportScheduled ? (
        <Button className="shop-card__action" onClick={onAction} disabled={isActionDisabled}>
          {t(mode)}
        </Button>
      ) : (
        <a className="lg-button lg-button--primary shop-card__action" href={directionsHref(shop, name)}>
          {t('directions')}
        </a>
      )}
      {onClose && mode === 'book' && (
        <button type="button" className="shop-card__close" aria-label={t('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </article>
  );
}
