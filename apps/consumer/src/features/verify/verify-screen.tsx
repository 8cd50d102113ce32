import { useVerifyListQuery } from '@luggage/api/identity-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { maskName } from '@luggage/domain/rewards';
import { SectionHeading } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttemptList } from './attempt-list';
import { IdNumberStep } from './id-number-step';
import { NameStep } from './name-step';
import './verify.css';

/** The verified state: the name and number masked, and where verification leads. */
function VerifiedState({ name, idNumber }: { name: string; idNumber: string }) {
  const { t } = useTranslation('verify');
  const headingId = useId();
  return (
    <section className="lg-section verify__step verify__verified" aria-labelledby={headingId}>
      <SectionHeading level={2} id={headingId}>
        {t('verifiedTitle')}
      </SectionHeading>
      <p className="verify__verified-as">{t('verifiedAs', { name: maskName(name), idNumber })}</p>
      <p className="verify__links">
        <Link className="lg-button lg-button--secondary" to="/qrcode">
          {t('toPromotionCode')}
        </Link>
        <Link className="lg-button lg-button--secondary" to="/withdraw">
          {t('toWithdraw')}
        </Link>
      </p>
    </section>
  );
}

/**
 * #/verify (issue 16): real-name verification. Step 1 confirms the name by an SMS code to the traveller's
 * own phone; step 2 verifies it with the ID card number; then the verified state, masked. The attempts
 * and their results are listed under it, 10 a page.
 */
export function VerifyScreen({ userId }: { userId: string }) {
  const { t } = useTranslation('verify');
  const state = useVerifyListQuery({ pageNo: 1 });
  const [isChangingName, setIsChangingName] = useState(false);
  const [shownName, setShownName] = useState<string | null>(null);
  if (state.isError && !state.currentData) return <ErrorState message={apiErrorText(state.error, t)} onRetry={() => void state.refetch()} />;
  if (!state.currentData) return <LoadingState text={t('loading')} />;
  const { name, verified, idNumber } = state.currentData;
  // A newly confirmed name (the state refetched with another one) leaves step 1.
  if (isChangingName && name !== shownName) {
    setIsChangingName(false);
    setShownName(name);
  }

  return (
    <div className="verify">
      {verified && name !== null && idNumber !== null ? (
        <VerifiedState name={name} idNumber={idNumber} />
      ) : (
        <>
          <p className="verify__intro">{t('intro')}</p>
          {name === null || isChangingName ? (
            <NameStep userId={userId} confirmedName={name} />
          ) : (
            <IdNumberStep
              name={name}
              onChangeName={() => {
                setShownName(name);
                setIsChangingName(true);
              }}
            />
          )}
        </>
      )}
      <AttemptList />
    </div>
  );
}
