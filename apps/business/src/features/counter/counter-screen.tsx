import type { BusinessOrder } from '@luggage/api/contract';
import { useLazyFindOrderByCodeQuery } from '@luggage/api/business-counter-api';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { CheckInPanel } from './check-in-panel';
import { CheckOutPanel } from './check-out-panel';
import { CodeLookup } from './code-lookup';
import { CounterBlockNote } from './counter-block-note';
import { CounterDone } from './counter-done';
import { normaliseVoucherCode } from './normalise-voucher-code';
import { orderTitle } from './order-title';
import { OrderSummary } from './order-summary';
import { Card, Stack } from '@luggage/ui/layout';
import './counter.css';

/** Props of {@link CounterScreen}. */
export interface CounterScreenProps {
  /** The shop the staff member works at now. */
  storeId: number;
  /** A code to look up at once (the link's ?code=). */
  initialCode?: string;
  /** 'Next customer' was pressed: the route drops the link's code (this screen then starts afresh). */
  onNext?: () => void;
  /** Starts with the cursor in the code field: this screen follows a 'next customer'. */
  isNextCustomer?: boolean;
}

interface Done {
  outcome: 'stored' | 'completed';
  order: BusinessOrder;
}

/**
 * The counter (#/bussiness/counter): find an order by its voucher code (scanned, read from a photo or
 * typed), then store its luggage with photos or hand it back, collecting any charge for late pick-up;
 * 'next customer' starts again with the cursor in the code field.
 */
export function CounterScreen({ storeId, initialCode, onNext, isNextCustomer = false }: CounterScreenProps) {
  const { t } = useTranslation('counter');
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialCode ?? '');
  const [formatError, setFormatError] = useState<string>();
  const [activeCode, setActiveCode] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [isScanning, setIsScanning] = useState(false);
  const shouldFocusCode = useRef(isNextCustomer);
  const didPrefill = useRef(false);
  const [find, { currentData: order, error, isFetching, originalArgs }] = useLazyFindOrderByCodeQuery();

  const lookUp = useCallback(
    (value: string) => {
      const code = normaliseVoucherCode(value);
      // A voucher still in the camera's view would otherwise replace the order being served.
      setIsScanning(false);
      setActiveCode(code);
      setFormatError(code ? undefined : t('lookup.codeInvalid'));
      if (code) void find({ storeId, code });
    },
    [find, storeId, t],
  );

  useEffect(() => {
    if (didPrefill.current || !initialCode) return;
    didPrefill.current = true;
    lookUp(initialCode);
  }, [initialCode, lookUp]);

  useEffect(() => {
    if (done || !shouldFocusCode.current) return;
    shouldFocusCode.current = false;
    codeRef.current?.focus();
  }, [done]);

  const next = () => {
    shouldFocusCode.current = true;
    setText('');
    setActiveCode(null);
    setFormatError(undefined);
    setDone(null);
    onNext?.();
  };

  const isCurrent = activeCode !== null && originalArgs?.code === activeCode;
  const shownOrder = isCurrent ? order : undefined;
  // An order arriving while the camera was turned on meanwhile stops it too (adjusting state while rendering).
  const [scanStoppedFor, setScanStoppedFor] = useState(shownOrder?.id);
  if (shownOrder?.id !== scanStoppedFor) {
    setScanStoppedFor(shownOrder?.id);
    if (shownOrder) setIsScanning(false);
  }

  if (done) return <CounterDone outcome={done.outcome} order={done.order} onNext={next} />;

  const fieldError = formatError ?? (isCurrent && error && !isFetching ? (apiErrorText(error, t) ?? t('api:requestError')) : undefined);

  return (
    <Stack isPage isCapped>
      <CodeLookup
        text={text}
        onText={setText}
        onFind={lookUp}
        error={fieldError}
        isFinding={isFetching}
        codeRef={codeRef}
        found={shownOrder ? orderTitle(shownOrder, t) : undefined}
        isScanning={isScanning}
        onScanningChange={setIsScanning}
      />
      {shownOrder && (
        <Card as="section" gap={3} isRoomy aria-labelledby={`${id}-order`}>
          <OrderSummary order={shownOrder} headingId={`${id}-order`} />
          <CounterBlockNote order={shownOrder} />
          {shownOrder.canCheckIn && (
            <CheckInPanel
              key={shownOrder.id}
              order={shownOrder}
              storeId={storeId}
              onStored={(stored) => setDone({ outcome: 'stored', order: stored })}
            />
          )}
          {!shownOrder.canCheckIn && shownOrder.canCheckOut && (
            <CheckOutPanel
              key={shownOrder.id}
              order={shownOrder}
              storeId={storeId}
              onHandedBack={(completed) => setDone({ outcome: 'completed', order: completed })}
            />
          )}
        </Card>
      )}
    </Stack>
  );
}
