import { GOODS_ID, WALK_IN_NAME_MAX, type BusinessOrder, type WalkInQuoteRequest } from '@luggage/api/contract';
import { useWalkInMutation } from '@luggage/api/business-counter-api';
import { formatDate, shanghaiToday } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { storageDaysRefusals } from '@luggage/domain/orders';
import { Button } from '@luggage/ui/button';
import { TextField } from '@luggage/ui/text-field';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, goodsName } from '@luggage/app-shell/i18n';
import { isApiErrorOf } from '@luggage/api/errors';
import { useRejectionToast } from '@luggage/api/store';
import { ItemStepper } from './item-stepper';
import { LuggagePhotoPicker } from './luggage-photo-picker';
import { useLuggagePhotos } from './use-luggage-photos';
import { useWalkInQuote } from './use-walk-in-quote';
import { WalkInResult } from './walk-in-result';
import { DateField } from '../../shared/date-field';
import { Card, Stack } from '@luggage/ui/layout';
import './counter.css';

/** Props of {@link WalkInScreen}. */
export interface WalkInScreenProps {
  /** The shop the staff member works at now. */
  storeId: number;
  /** The current time (ms), for 'today' in Shanghai; the clock by default. */
  now?: number;
}

/**
 * A walk-in booking (#/bussiness/walk-in) for a traveller without the app: name, luggage and last day, the
 * server's price as it is entered, photos, then 'collected ¥X, create'; the result is the voucher code to
 * hand over. A changed price is fetched again and must be collected anew.
 */
export function WalkInScreen({ storeId, now }: WalkInScreenProps) {
  const { t, i18n } = useTranslation('counter');
  const id = useId();
  const today = shanghaiToday(now ?? Date.now());
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [suitcases, setSuitcases] = useState(0);
  const [bags, setBags] = useState(1);
  // Until the staff pick a last day it is today, which moves on at midnight with the screen left open.
  const [chosenEndDate, setChosenEndDate] = useState<string | null>(null);
  const endDate = chosenEndDate ?? today;
  const [showErrors, setShowErrors] = useState(false);
  const [hasAmountChanged, setHasAmountChanged] = useState(false);
  const [made, setMade] = useState<BusinessOrder | null>(null);
  const shouldFocusName = useRef(false);
  const luggage = useLuggagePhotos(storeId);
  const [walkIn, { isLoading }] = useWalkInMutation();
  const showRefusal = useRejectionToast();

  const goodsList = useMemo(
    () =>
      [
        { goodsId: GOODS_ID.suitcase, count: suitcases },
        { goodsId: GOODS_ID.bag, count: bags },
      ].filter(({ count }) => count > 0),
    [suitcases, bags],
  );
  // A walk-in starts today: the domain's rule refuses a last day before it (the server also refuses one too far).
  const isDateValid = /^\d{4}-\d{2}-\d{2}$/.test(endDate) && storageDaysRefusals({ startDate: today, endDate }, today).length === 0;
  const request: WalkInQuoteRequest | null =
    goodsList.length > 0 && isDateValid ? { storeId, goodsList, endDate } : null;
  const { quote, error: quoteError, isQuoting, requote } = useWalkInQuote(request);
  // 'The price has changed' is about the entry it was said for: any change of the entry drops it.
  const requestKey = JSON.stringify(request);
  const [pricedKey, setPricedKey] = useState(requestKey);
  if (pricedKey !== requestKey) {
    setPricedKey(requestKey);
    setHasAmountChanged(false);
  }

  const trimmed = name.trim();
  const nameError = !trimmed ? t('walkIn.nameRequired') : trimmed.length > WALK_IN_NAME_MAX ? t('walkIn.nameTooLong', { max: WALK_IN_NAME_MAX }) : undefined;
  const itemsError = goodsList.length === 0 ? t('walkIn.itemsRequired') : undefined;
  const dateError = isDateValid ? undefined : t('walkIn.lastDayInvalid');

  useEffect(() => {
    if (made || !shouldFocusName.current) return;
    shouldFocusName.current = false;
    nameRef.current?.focus();
  }, [made]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (nameError || itemsError || dateError || !request || !quote || luggage.missing) return;
    try {
      const order = await walkIn({ ...request, name: trimmed, payAmount: quote.payAmount, pic: luggage.names }).unwrap();
      setHasAmountChanged(false);
      setMade(order);
    } catch (failure) {
      if (isApiErrorOf(failure, 'amountChanged')) {
        setHasAmountChanged(true);
        requote();
      } else {
        showRefusal(failure);
      }
    }
  };

  const next = () => {
    shouldFocusName.current = true;
    setName('');
    setSuitcases(0);
    setBags(1);
    setChosenEndDate(null);
    setShowErrors(false);
    luggage.reset();
    setMade(null);
  };

  if (made) {
    return (
      <Stack isPage isCapped>
        <WalkInResult order={made} onNext={next} />
      </Stack>
    );
  }

  const amount = quote ? formatYuan(quote.payAmount) : '';
  return (
    <Stack as="form" isPage isCapped onSubmit={(event) => void create(event)} noValidate>
      <Card as="section" gap={3} isRoomy aria-labelledby={`${id}-traveller`}>
        <h2 id={`${id}-traveller`} className="counter__heading">
          {t('order.traveller')}
        </h2>
        <p className="counter__hint">{t('walkIn.intro')}</p>
        <TextField
          id={`${id}-name`}
          label={t('walkIn.name')}
          value={name}
          onValue={setName}
          inputRef={nameRef}
          error={showErrors ? nameError : undefined}
          autoComplete="off"
        />
        <fieldset className="counter__fieldset" aria-describedby={itemsError ? `${id}-items-error` : undefined}>
          <legend className="counter__legend">{t('order.goods')}</legend>
          <ItemStepper label={goodsName(t, GOODS_ID.suitcase)} value={suitcases} onValue={setSuitcases} />
          <ItemStepper label={goodsName(t, GOODS_ID.bag)} value={bags} onValue={setBags} />
          {itemsError && (
            <p id={`${id}-items-error`} className="counter__error" role="alert">
              {itemsError}
            </p>
          )}
        </fieldset>
        <DateField
          label={t('walkIn.lastDay')}
          value={endDate}
          min={today}
          today={today}
          description={t('walkIn.lastDayHint')}
          error={dateError}
          onDate={setChosenEndDate}
        />
      </Card>
      <Card as="section" gap={3} isRoomy aria-labelledby={`${id}-price`}>
        <h2 id={`${id}-price`} className="counter__heading">
          {t('walkIn.quoteHeading')}
        </h2>
        <div aria-live="polite" className="counter-walk-in__quote">
          {isQuoting && <p className="counter__hint">{t('walkIn.quoting')}</p>}
          {quote && (
            <>
              <p>
                {t('walkIn.quote', { start: formatDate(quote.startTime, i18n.language), end: formatDate(quote.endTime, i18n.language), days: t('order.days', { count: quote.totalDays }) })}
              </p>
              <p className="counter-walk-in__amount">{t('walkIn.quoteAmount', { amount })}</p>
              {quote.discountAmount > 0 && <p className="counter__hint">{t('walkIn.quoteDiscount', { amount: formatYuan(quote.discountAmount) })}</p>}
            </>
          )}
          {quoteError !== undefined && (
            <p className="counter__error" role="alert">
              {apiErrorText(quoteError, t) ?? t('api:requestError')}
            </p>
          )}
          {hasAmountChanged && quote && (
            <p className="counter__error" role="alert">
              {t('walkIn.amountChanged', { amount })}
            </p>
          )}
        </div>
      </Card>
      <Card as="section" gap={3} isRoomy>
        <LuggagePhotoPicker luggage={luggage} />
      </Card>
      {showErrors && luggage.missing && (
        <p className="counter__error" role="alert">
          {t(`photos.${luggage.missing}`)}
        </p>
      )}
      <Button type="submit" className="counter__confirm" disabled={isLoading || !quote}>
        {isLoading ? t('walkIn.creating') : quote ? t('walkIn.create', { amount }) : t('walkIn.createNoQuote')}
      </Button>
    </Stack>
  );
}
