import { shopDisplayName } from '@luggage/domain/shops';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopScore } from '../../shared/shop-facts/shop-score';
import type { DistanceOrigin, NearbyShop } from './nearby-shops';
import { distanceText, offerText, openingText, unitsLeftText } from './nearby-texts';

/** Between the facts of a row: a line may break there, never inside a fact (the units left start their own line). */
const FACT_SEPARATOR = ' · ';

/** Props of {@link NearbyShopRow}. */
export interface NearbyShopRowProps {
  nearby: NearbyShop;
  distanceFrom: DistanceOrigin['kind'];
  onSelect: () => void;
}

/**
 * One shop of the nearby list: its name (ellipsised) and price from on one line, a button that selects it
 * (the whole row is its hit area); below, its rating, open now / opens at and its distance from the
 * traveller or the map centre, then today's units left (or full / closed today) on their own line.
 */
export function NearbyShopRow({ nearby: { shop, offer, opening, metres }, distanceFrom, onSelect }: NearbyShopRowProps) {
  const { t, i18n } = useTranslation('nearbyMap');
  const factsId = useId();
  const distance = distanceText(t, metres);
  const name = shopDisplayName(shop, i18n.language);
  const offerLabel = offerText(t, offer);
  return (
    <div className="nearby-row">
      <button
        type="button"
        className="nearby-row__select"
        aria-label={t('markerName', { name, offer: offerLabel })}
        aria-describedby={factsId}
        onClick={onSelect}
      >
        <span className="nearby-row__name">{name}</span>
        <span className={`nearby-row__offer nearby-row__offer--${offer.kind}`}>{offerLabel}</span>
      </button>
      <p className="nearby-row__facts" id={factsId}>
        <ShopScore score={shop.score} />
        {FACT_SEPARATOR}
        <span>{openingText(t, opening)}</span>
        {FACT_SEPARATOR}
        <span>{distanceFrom === 'traveller' ? t('fromYou', { distance }) : t('fromMapCentre', { distance })}</span>
        {FACT_SEPARATOR}
        <span className="nearby-row__units">{offer.kind === 'from' ? unitsLeftText(t, shop.inventory) : t(`offerToday.${offer.kind}`)}</span>
      </p>
    </div>
  );
}
