import { GOODS_ID, type BusinessToday } from '@luggage/api/contract';
import { useBusinessTodayQuery } from '@luggage/api/business-shop-api';
import { Button } from '@luggage/ui/button';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText, goodsName } from '@luggage/app-shell/i18n';
import { ExpectedOrders } from './expected-orders';
import { OpenTodayCard } from './open-today-card';
import './shop-day.css';
import { TitledCard } from './titled-card';

/** Props of {@link ShopDay}. */
export interface ShopDayProps {
  storeId: number;
}

function InStore({ today }: { today: BusinessToday }) {
  const { t } = useTranslation('shopDay');
  return (
    <TitledCard className="shop-day__in-store" titleId="shop-day-in-store" title={t('inStore.title')}>
      <dl className="shop-day__figures">
        {Object.values(GOODS_ID).map((goodsId) => (
          <div key={goodsId} className="shop-day__figure">
            <dt>{goodsName(t, goodsId, 'plural')}</dt>
            <dd>{today.inStore.find((goods) => goods.goodsId === goodsId)?.count ?? 0}</dd>
          </div>
        ))}
      </dl>
      <p>{t('inStore.orders', { count: today.inStoreOrders })}</p>
    </TitledCard>
  );
}

function Requests({ count }: { count: number }) {
  const { t } = useTranslation('shopDay');
  return (
    <TitledCard className="shop-day__waiting" titleId="shop-day-requests" title={t('requests.title')}>
      {count > 0 ? (
        <Link className="shop-day__requests" to="/bussiness/requests">
          {t('requests.waiting', { count })}
        </Link>
      ) : (
        <p>{t('requests.none')}</p>
      )}
    </TitledCard>
  );
}

/**
 * The shop's day (#/bussiness): today's date and whether the shop is confirmed open, the counter's two big
 * actions, requests waiting, expected drop-offs and pick-ups (each opening the counter with its code) and
 * what is in store now. Loaded again when the window regains focus or the connection returns, when the
 * counter changes an order (cache tags), and with the refresh button.
 */
export function ShopDay({ storeId }: ShopDayProps) {
  const { t } = useTranslation('shopDay');
  // A dashboard left open or come back to after a while must not show an old day.
  const today = useBusinessTodayQuery({ storeId }, { refetchOnFocus: true, refetchOnReconnect: true, refetchOnMountOrArgChange: 30 });

  // currentData: another shop's answer is never shown while this shop's loads.
  if (!today.currentData) {
    if (today.isError) return <ErrorState message={apiErrorText(today.error, t) ?? t('ui:states.error')} onRetry={() => void today.refetch()} />;
    return <LoadingState text={t('loading')} />;
  }
  const data = today.currentData;
  return (
    <div className="shop-day">
      <div className="shop-day__toolbar">
        <Button variant="secondary" disabled={today.isFetching} onClick={() => void today.refetch()}>
          {today.isFetching ? t('refreshing') : t('refresh')}
        </Button>
      </div>
      {today.isError && (
        <p className="shop-day__error" role="alert">
          {apiErrorText(today.error, t) ?? t('ui:states.error')}
        </p>
      )}
      <OpenTodayCard key={storeId} storeId={storeId} today={data} />
      <nav className="shop-day__actions" aria-label={t('actions.title')}>
        <Link className="shop-day__action shop-day__action--primary" to="/bussiness/counter">
          {t('actions.counter')}
        </Link>
        <Link className="shop-day__action" to="/bussiness/walk-in">
          {t('actions.walkIn')}
        </Link>
      </nav>
      <Requests count={data.applications.length} />
      <TitledCard titleId="shop-day-reviews" title={t('reviews.title')}>
        <Link className="shop-day__requests" to="/bussiness/reviews">
          {t('reviews.link')}
        </Link>
      </TitledCard>
      <ExpectedOrders kind="dropOffs" orders={data.dropOffs} />
      <ExpectedOrders kind="pickUps" orders={data.pickUps} />
      <InStore today={data} />
    </div>
  );
}
