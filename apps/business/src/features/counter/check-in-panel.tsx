import type { BusinessOrder } from '@luggage/api/contract';
import { useOrderStoreMutation } from '@luggage/api/business-counter-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejectionToast } from '@luggage/api/store';
import { CounterStep } from './counter-step';
import { LuggagePhotoPicker } from './luggage-photo-picker';
import { useLuggagePhotos } from './use-luggage-photos';

/** Props of {@link CheckInPanel}. */
export interface CheckInPanelProps {
  order: BusinessOrder;
  storeId: number;
  /** The luggage is stored: the order as the server now has it. */
  onStored: (order: BusinessOrder) => void;
}

/**
 * Check-in of a paid order whose first day has come: photos of the luggage, then 'confirm storage'. What is
 * missing (photos) shows here; the server's refusal is a toast (spec §8), which stays when the refetched
 * order is no longer one to check in and this panel leaves.
 */
export function CheckInPanel({ order, storeId, onStored }: CheckInPanelProps) {
  const { t } = useTranslation('counter');
  const luggage = useLuggagePhotos(storeId);
  const [store, { isLoading }] = useOrderStoreMutation();
  const showRefusal = useRejectionToast();
  // What is missing shows once 'confirm' was tried, and only while it is missing (a photo added clears it).
  const [hasTried, setHasTried] = useState(false);
  const error = hasTried && luggage.missing ? t(`photos.${luggage.missing}`) : undefined;

  const confirm = async () => {
    setHasTried(true);
    if (luggage.missing) return;
    const result = await store({ storeId, orderId: order.id, status: 20, pic: luggage.names });
    if (result.data) onStored(result.data);
    else showRefusal(result.error);
  };

  return (
    <CounterStep step="checkIn" error={error} isBusy={isLoading} onConfirm={() => void confirm()}>
      <LuggagePhotoPicker luggage={luggage} />
    </CounterStep>
  );
}
