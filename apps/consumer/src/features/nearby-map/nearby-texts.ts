import type { InventoryItem } from '@luggage/api/contract';
import { goodsListText } from '@luggage/app-shell/i18n';
import { formatYuanShort } from '@luggage/domain/money';
import type { OpeningState, TodayOffer } from '@luggage/domain/shops';
import type { TFunction } from 'i18next';

/** A shop's offer as its marker shows it: '¥8起' / 'from ¥8', '已满' / 'full', '休息' / 'closed'. */
export function offerText(t: TFunction, offer: TodayOffer): string {
  return offer.kind === 'from' ? t('nearbyMap:offer.from', { price: formatYuanShort(offer.fen) }) : t(`nearbyMap:offer.${offer.kind}`);
}

/** 'open now', 'opens at 09:00', 'opens tomorrow at 09:00', 'opens in 2 days at 09:00', or 'no opening hours'. */
export function openingText(t: TFunction, opening: OpeningState): string {
  if (opening.isOpen) return t('nearbyMap:openNow');
  if (opening.opensAt === null || opening.opensInDays === null) return t('nearbyMap:noHours');
  if (opening.opensInDays === 0) return t('nearbyMap:opensToday', { time: opening.opensAt });
  if (opening.opensInDays === 1) return t('nearbyMap:opensTomorrow', { time: opening.opensAt });
  return t('nearbyMap:opensLater', { count: opening.opensInDays, time: opening.opensAt });
}

/** Units left today by goods, short: '3 suitcases · 10 bags left' / '剩余 行李箱 3 件 · 背包 10 件'; goods without room left out. */
export function unitsLeftText(t: TFunction, inventory: readonly InventoryItem[]): string {
  return t('nearbyMap:left', { items: goodsListText(t, inventory) });
}

/** '350 m' under a kilometre (to the 10 m), else '1.2 km' (to 100 m). */
export function distanceText(t: TFunction, metres: number): string {
  return metres < 1000
    ? t('nearbyMap:metres', { count: Math.round(metres / 10) * 10 })
    : t('nearbyMap:kilometres', { count: Number((metres / 1000).toFixed(1)) });
}
