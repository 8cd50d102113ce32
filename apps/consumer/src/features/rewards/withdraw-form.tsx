import { WITHDRAWAL_MIN_FEN } from '@luggage/api/contract';
import { isApiErrorOf } from '@luggage/api/errors';
import { useWithdrawMutation } from '@luggage/api/rewards-api';
import { toastShown, useAppDispatch } from '@luggage/api/store';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatYuan, formatYuanShort } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { TextField } from '@luggage/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { newRequestId } from './new-request-id';
import { parseYuanAmount } from './parse-yuan-amount';
import { invokeMerchantTransfer } from '../../shared/payment/wechat-pay';
import './rewards.css';

/** Props of {@link WithdrawForm}. */
export interface WithdrawFormProps {
  /** Fen that may be withdrawn now. */
  balance: number;
  /** The WeChat user bound to the traveller, whose balance receives the money. */
  openid: string;
}

/** Why the amount cannot be sent as typed, or null when it can (the server checks again: the daily maximum, a balance that changed). */
function amountProblem(fen: number | null, balance: number): { key: string; values?: Record<string, string> } | null {
  if (fen === null) return { key: 'amountInvalid' };
  if (fen < WITHDRAWAL_MIN_FEN) return { key: 'amountBelowMinimum', values: { min: formatYuanShort(WITHDRAWAL_MIN_FEN) } };
  if (fen > balance) return { key: 'amountAboveBalance', values: { balance: formatYuan(balance) } };
  return null;
}

/**
 * The amount to withdraw, in yuan (sent as fen), or all of it. The form makes its requestId once: a double
 * tap, or a retry after a lost answer, names the same withdrawal and pays once. A refusal is said under
 * the button (not verified yet: with the way to #/verify); a withdrawal made goes back to #/cash's
 * withdrawals with its state in a toast, once the traveller has accepted it in WeChat's sheet when WeChat
 * asks them to (wechatConfirmation).
 */
export function WithdrawForm({ balance, openid }: WithdrawFormProps) {
  const { t } = useTranslation('rewards');
  const id = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [requestId] = useState(newRequestId);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof amountProblem>>(null);
  const [withdraw, { isLoading, error, reset }] = useWithdrawMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const fen = parseYuanAmount(amount);
    const found = amountProblem(fen, balance);
    setProblem(found);
    if (found || fen === null) return;
    const result = await withdraw({ openid, amount: fen, requestId });
    if (!result.data) return;
    const { withdrawal } = result.data;
    // WeChat's transfer to balance waits for the traveller to accept it in WeChat's own sheet.
    const isAccepted = withdrawal.wechatConfirmation === null || (await invokeMerchantTransfer(withdrawal.wechatConfirmation)) === 'ok';
    const key = isAccepted ? `rewards:withdrawn.${withdrawal.status}` : 'rewards:withdrawn.notAccepted';
    dispatch(toastShown({ key, params: { amount: formatYuan(withdrawal.amount) } }));
    void navigate('/cash?tab=withdrawals', { replace: true });
  };

  const needsVerification = isApiErrorOf(error, 'withdrawalNeedsVerification');
  const refusal = error ? (apiErrorText(error, t) ?? t('ui:states.error')) : null;
  return (
    <form className="withdraw-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${id}-amount`}
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={problem ? t(problem.key, problem.values) : undefined}
        onValue={(value) => {
          setAmount(value);
          setProblem(null);
          reset();
        }}
        suffix={
          <Button
            variant="text"
            className="withdraw-form__all"
            onClick={() => {
              setAmount(formatYuan(balance));
              setProblem(null);
              reset();
            }}
          >
            {t('withdrawAll')}
          </Button>
        }
      />
      <p className="rewards__note">{t('amountNote', { min: formatYuanShort(WITHDRAWAL_MIN_FEN) })}</p>
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? t('submitting') : t('submit')}
      </Button>
      {refusal && (
        <div className="withdraw-form__refusal" role="alert">
          <p>{refusal}</p>
          {needsVerification && (
            <Link className="lg-button lg-button--secondary" to="/verify">
              {t('verifyFirst')}
            </Link>
          )}
        </div>
      )}
    </form>
  );
}
