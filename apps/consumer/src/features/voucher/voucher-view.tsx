import type { OrderDetail, ShopDetail } from '@luggage/api/contract';
import { formatDateTime, type Instant } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { voucherState } from '@luggage/domain/orders';
import { openingHoursLines, openingState, shopAddress } from '@luggage/domain/shops';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reviewOffered } from '../../shared/orders/review-offered';
import { GoodsCountRows } from '../../shared/shop-facts/goods-count-rows';
import { StoredPhotos } from '../../shared/orders/stored-photos';
import { shopDisplayName } from '@luggage/domain/shops';
import { groupVoucherCode } from './voucher-code';
import { VoucherNavigation } from './voucher-navigation';
import { CallShop } from '../../shared/call-shop/call-shop';
import { QrCode } from '../../shared/qr-code';
import { Card, FactList, Section, SectionHeading, Stack } from '@luggage/ui/layout';
import '../../shared/pill-row.css';
import './voucher.css';
import { dayText } from '../../shared/dates/day-text';
import { orderShopAddress } from '../../shared/orders/order-shop-address';
import { orderShopName } from '../../shared/orders/order-shop-name';
import { paidWithExtensions } from '../../shared/orders/paid-with-extensions';

/** 'open now · closes at 22:00 today', 'closed now · opens at 09:00', from the shop's weekly hours at `now`. */
function openingText(shop: ShopDetail, now: Instant, t: TFunction<'voucher'>): string | null {
  if (shop.hours.length === 0) return null;
  const state = openingState(shop.hours, now);
  if (state.isOpen) return [t('openNow'), state.closesAt ? t('closesAt', { time: state.closesAt }) : t('openAllDay')].join(' · ');
  if (state.opensAt !== null && state.opensInDays === 0) return [t('closedNow'), t('opensAt', { time: state.opensAt })].join(' · ');
  if (state.opensAt !== null && state.opensInDays === 1) return [t('closedNow'), t('opensTomorrowAt', { time: state.opensAt })].join(' · ');
  return t('closedNow');
}

/** Props of {@link VoucherView}. */
export interface VoucherViewProps {
  order: OrderDetail;
  /** The order's shop; null when it could not be loaded. */
  shop: ShopDetail | null;
  /** The time the opening status and relative days are worked out for. */
  now: Instant;
  /** When shown from the offline copy: when that copy was saved (ISO 8601). */
  offlineSavedAt?: string;
}

/** The code to show at the counter: the QR code and the code itself, large and grouped. */
function LiveCode({ code, titleId }: { code: string; titleId: string }) {
  const { t } = useTranslation('voucher');
  return (
    <Card as="section" isRoomy className="voucher__card" aria-labelledby={titleId}>
      <h2 className="voucher__title" id={titleId}>
        {t('codeTitle')}
      </h2>
      <QrCode className="voucher-qr" value={code} label={t('qrLabel', { code: groupVoucherCode(code) })} />
      <p className="voucher__code-label">{t('codeLabel')}</p>
      <p className="voucher__code">{groupVoucherCode(code)}</p>
      <p className="voucher__hint">{t('showCode')}</p>
    </Card>
  );
}

/** Handed back: 'completed', when, the photos of the luggage and, once, the way to review; no code any more. */
function CompletedCard({ order, titleId }: { order: OrderDetail; titleId: string }) {
  const { t, i18n } = useTranslation('voucher');
  return (
    <Card as="section" isRoomy className="voucher__card voucher__card--done" aria-labelledby={titleId}>
      <h2 className="voucher__title" id={titleId}>
        {t('completed')}
      </h2>
      {order.pickedUpAt && <p className="voucher__when">{t('pickedUpAt', { time: formatDateTime(order.pickedUpAt, i18n.language) })}</p>}
      <p className="voucher__message">{t('completedText')}</p>
      {order.pic.length > 0 && <StoredPhotos photos={order.pic} className="voucher__photos" />}
      {reviewOffered(order) && (
        <Link className="lg-button lg-button--primary" to={`/review?id=${order.id}`}>
          {t('review')}
        </Link>
      )}
    </Card>
  );
}

/**
 * The storage voucher (spec §2 /credence/{id}), as the order stands ({@link voucherState}): booked, the QR
 * code of its voucher code and the code itself for the shop to scan or type; stored, the photos of the
 * luggage as well; picked up, 'completed' with when and the photos, and no code; unpaid, 'pay now';
 * cancelled, lapsed or refunded, says so without a code. Then the shop with its hours, today's closing
 * time and navigation, and the booked days (up to the end of its paid extensions) and items, with the way
 * to extend them while the booking can be extended.
 */
export function VoucherView({ order, shop, now, offlineSavedAt }: VoucherViewProps) {
  const { t, i18n } = useTranslation('voucher');
  const ids = { code: useId(), stored: useId(), shop: useId(), navigate: useId(), booking: useId() };
  const shopName = shop ? shopDisplayName(shop, i18n.language) : orderShopName(order, i18n.language);
  const hours = shop ? openingHoursLines(shop.hours, i18n.language) : [];
  const state = voucherState(order);
  const opening = shop && openingText(shop, now, t);
  return (
    <Stack gap={2} className="voucher">
      {offlineSavedAt && (
        <p className="voucher__offline" role="note">
          {t('offlineCopy', { time: formatDateTime(offlineSavedAt, i18n.language) })}
        </p>
      )}
      {(state === 'live' || state === 'stored') && order.voucherCode && <LiveCode code={order.voucherCode} titleId={ids.code} />}
      {state === 'completed' && <CompletedCard order={order} titleId={ids.code} />}
      {state === 'unpaid' && (
        <Card as="section" isRoomy className="voucher__card">
          <p className="voucher__message">{t('unpaid')}</p>
          <Link className="lg-button lg-button--primary" to={`/pay/${order.id}`}>
            {t('pay')}
          </Link>
        </Card>
      )}
      {state === 'closed' && order.status !== 'paid' && order.status !== 'unpaid' && (
        <Card as="section" isRoomy className="voucher__card" aria-labelledby={ids.code}>
          <h2 className="voucher__title" id={ids.code}>
            {t(`closed.${order.status}`)}
          </h2>
          <p className="voucher__message">{t(`noVoucher.${order.status}`)}</p>
          <Link className="lg-pill" to={`/order/${order.id}`}>
            {t('viewOrder')}
          </Link>
        </Card>
      )}
      {state === 'stored' && (
        <Section aria-labelledby={ids.stored}>
          <SectionHeading level={2} id={ids.stored}>
            {t('stored')}
          </SectionHeading>
          <p className="voucher__text">{t('storedText')}</p>
          {order.pic.length > 0 && <StoredPhotos photos={order.pic} className="voucher__photos" />}
        </Section>
      )}
      <Section aria-labelledby={ids.shop}>
        <SectionHeading level={2} id={ids.shop}>
          {shopName}
        </SectionHeading>
        <p className="voucher__text">{shop ? shopAddress(shop, i18n.language) : orderShopAddress(order, i18n.language)}</p>
        {shop && (
          <>
            {opening && <p className="voucher__opening">{opening}</p>}
            {hours.length > 0 && (
              <ul className="pill-row voucher__hours" aria-label={t('hours')}>
                {hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            <p className="voucher__label" id={ids.navigate}>
              {t('navigate')}
            </p>
            <VoucherNavigation shop={{ lng: shop.lng, lat: shop.lat, name: shopName, address: shop.address }} labelledBy={ids.navigate} />
            {(state === 'live' || state === 'stored') && shop.phone && (
              <p className="voucher__call">
                <CallShop orderId={order.id} />
              </p>
            )}
          </>
        )}
      </Section>
      <Section aria-labelledby={ids.booking}>
        <SectionHeading level={2} id={ids.booking}>
          {t('booking')}
        </SectionHeading>
        <FactList isValueEnd className="voucher__facts">
          <dt>{t('dates')}</dt>
          <dd>
            {order.startTime === order.endTime
              ? dayText(order.startTime, now, t, i18n.language)
              : t('dateRange', { start: dayText(order.startTime, now, t, i18n.language), end: dayText(order.endTime, now, t, i18n.language) })}
          </dd>
          <GoodsCountRows goodsList={order.goodsList} />
          <dt>{t('paid')}</dt>
          <dd>{t('yuan', { amount: formatYuan(paidWithExtensions(order)) })}</dd>
        </FactList>
        {order.canExtend && !offlineSavedAt && (
          <Link className="lg-pill voucher__extend" to={`/order/${order.id}?extend=1`}>
            {t('extend')}
          </Link>
        )}
        <Link className="voucher__order-link" to={`/order/${order.id}`}>
          {t('viewOrder')}
        </Link>
      </Section>
    </Stack>
  );
}
