import type { TravellerConsumeOrder } from '@luggage/api/contract';
import { useConsumeOrderListQuery } from '@luggage/api/order-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatDateTime } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { hasNextPage, PAGE_SIZE } from '@luggage/domain/paging';
import { Button } from '@luggage/ui/button';
import { ErrorState } from '@luggage/ui/states';
import { useId, useState } from 'react';
import '../../shared/link-rows.css';
import './consume-orders.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * One consumption order: what it paid for, how much and when, with the way to it — extra days lead to their
 * booking (and name the shop), a combo package to its combo order (and says what its refund gave back).
 */
function ConsumeOrderRow({ consume }: { consume: TravellerConsumeOrder }) {
  const { t, i18n } = useTranslation('userCentre');
  const isEnglish = i18n.language === 'en';
  const paidAt = formatDateTime(Date.parse(consume.createdAt), i18n.language);
  const row =
    consume.kind === 'combo'
      ? {
          to: `/combo/order/${consume.comboOrderId}`,
          what: t('comboPurchase', { name: isEnglish ? consume.nameEn : consume.name }),
          where: consume.refundAmount === null ? paidAt : `${t('comboRefunded', { amount: formatYuan(consume.refundAmount) })} · ${paidAt}`,
        }
      : {
          to: `/order/${consume.orderId}`,
          what: t('extraDays', { count: consume.days }),
          where: `${isEnglish && consume.shopEn !== '' ? consume.shopEn : consume.shopName} · ${paidAt}`,
        };
  return (
    <li className="link-rows__row">
      <Link to={row.to} className="link-rows__link">
        <span className="consume-orders__what">{row.what}</span>
        <span className="consume-orders__amount">{t('yuan', { amount: formatYuan(consume.amount) })}</span>
        <span className="consume-orders__where">{row.where}</span>
      </Link>
    </li>
  );
}

/** The rows of one page of the list. */
function ConsumePage({ page }: { page: number }) {
  const { currentData } = useConsumeOrderListQuery({ page, pageSize: PAGE_SIZE });
  return currentData?.consumes.map((consume) => <ConsumeOrderRow key={consume.id} consume={consume} />);
}

/**
 * The traveller's consumption orders in the user centre (spec §3 consumer orders, §7 consume_order/list): the
 * extra days paid at pick-up and the combo packages bought, newest first, 10 a page with 'load more' while the last page was full (§9),
 * each leading to its order or combo order; when there are none, it says where such charges come from.
 */
export function ConsumeOrders() {
  const { t } = useTranslation('userCentre');
  const id = useId();
  const [pageCount, setPageCount] = useState(1);
  const first = useConsumeOrderListQuery({ page: 1, pageSize: PAGE_SIZE });
  const last = useConsumeOrderListQuery({ page: pageCount, pageSize: PAGE_SIZE });
  const lastPage = last.currentData;
  return (
    <section className="user-centre__card consume-orders" aria-labelledby={id} aria-busy={!first.data && !first.isError}>
      <h2 id={id}>{t('consumeOrders')}</h2>
      {first.isError && !first.data ? (
        <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />
      ) : !first.data ? (
        <p className="user-centre__hint">{t('consumeLoading')}</p>
      ) : first.data.consumes.length === 0 ? (
        <p className="user-centre__hint">{t('consumeEmpty')}</p>
      ) : (
        <>
          <ul className="consume-orders__list">
            {Array.from({ length: pageCount }, (_, index) => (
              <ConsumePage key={index + 1} page={index + 1} />
            ))}
          </ul>
          {last.isError && !lastPage ? (
            <ErrorState message={apiErrorText(last.error, t)} onRetry={() => void last.refetch()} />
          ) : (
            lastPage &&
            hasNextPage(lastPage.consumes.length, PAGE_SIZE) && (
              <Button variant="secondary" onClick={() => setPageCount((count) => count + 1)}>
                {t('consumeMore')}
              </Button>
            )
          )}
        </>
      )}
    </section>
  );
}
