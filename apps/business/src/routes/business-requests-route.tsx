import { useBusinessTodayQuery } from '@luggage/api/business-shop-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useCurrentShop } from '../app/current-shop';
import { ApplicationList } from '../features/requests/application-list';
import './business-requests-route.css';

/**
 * #/bussiness/requests: the current shop's cancellation applications and change requests waiting for an
 * answer, read from the shop's day (refetched after every answer). Another shop's answer is never shown
 * while the current one loads (currentData).
 */
export function BusinessRequestsRoute() {
  const { storeId } = useCurrentShop();
  // Travellers apply and withdraw on their phones: read the list afresh on each visit and when the page comes back.
  const today = useBusinessTodayQuery({ storeId }, { refetchOnMountOrArgChange: true, refetchOnFocus: true, refetchOnReconnect: true });
  const content = today.currentData;
  if (content) {
    return (
      <div className="business-requests">
        <ApplicationList storeId={storeId} applications={content.applications} />
      </div>
    );
  }
  if (today.isError) return <ErrorState onRetry={() => void today.refetch()} />;
  return <LoadingState />;
}
