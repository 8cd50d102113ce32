import { invoiceFieldsSchema, type InvoiceTitleKind } from '@luggage/api/contract';
import { useRequestInvoiceMutation } from '@luggage/api/invoice-api';
import { useRejectionToast } from '@luggage/api/store';
import { Section } from '@luggage/ui/layout';
import { TextField } from '@luggage/ui/text-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStepForm } from '../../shared/orders/order-step-form';
import { creditCodeMessage } from './credit-code-message';
import '../../shared/pill-row.css';

/** What the form holds, as typed. */
interface InvoiceInput {
  titleKind: InvoiceTitleKind;
  title: string;
  creditCode: string;
  email: string;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
}

const OPTIONAL_FIELDS = ['address', 'phone', 'bank', 'bankAccount'] as const;

/** The first field of each problem the contract's schema finds in `input` (the server checks the same). */
function fieldProblems(input: InvoiceInput): Set<string> {
  const parsed = invoiceFieldsSchema.safeParse(input);
  return new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
}

/**
 * The invoice request: personal or company title, the name, for a company its credit code (checked as it
 * is typed, with the domain's checksum), the email, and under 'more' the optional address, phone and bank.
 * Checked on submit with the contract's schema; a refusal by the server is a toast.
 */
export function InvoiceForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('invoice');
  const ids = { kind: useId(), title: useId(), code: useId(), email: useId(), more: useId() };
  const showRefusal = useRejectionToast();
  const [input, setInput] = useState<InvoiceInput>({ titleKind: 'company', title: '', creditCode: '', email: '', address: '', phone: '', bank: '', bankAccount: '' });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [requestInvoice, { isLoading }] = useRequestInvoiceMutation();
  const isCompany = input.titleKind === 'company';
  const problems = fieldProblems(input);
  const codeMessage = isCompany ? creditCodeMessage(input.creditCode, t) : null;
  const errorOf = (field: keyof InvoiceInput, text: string) => (isSubmitted && problems.has(field) ? text : undefined);
  const errors = {
    title: errorOf('title', t('required')),
    // Checked on its own: the schema checks the code only once the other fields pass.
    creditCode: isSubmitted && isCompany && !codeMessage?.isValid ? (codeMessage?.text ?? t('required')) : undefined,
    email: errorOf('email', input.email.trim() === '' ? t('required') : t('emailInvalid')),
  };
  const set = (field: keyof InvoiceInput) => (value: string) => setInput({ ...input, [field]: value });

  const submit = async () => {
    setIsSubmitted(true);
    if (problems.size > 0 || (isCompany && !codeMessage?.isValid)) return;
    const result = await requestInvoice({ orderId, ...input, creditCode: isCompany ? input.creditCode : undefined });
    if (result.error !== undefined) showRefusal(result.error);
  };

  return (
    <OrderStepForm onSubmit={() => void submit()} isSending={isLoading} submitText={t('submit')} sendingText={t('sending')}>
      <Section as="fieldset" className="invoice-form__kinds">
        <legend className="invoice__legend">{t('titleKind')}</legend>
        <div className="pill-row">
          {(['company', 'personal'] as const).map((kind) => (
            <label key={kind} className="lg-pill invoice-form__chip">
              <input type="radio" name={ids.kind} value={kind} checked={input.titleKind === kind} onChange={() => setInput({ ...input, titleKind: kind })} />
              <span>{t(`kind.${kind}`)}</span>
            </label>
          ))}
        </div>
      </Section>
      <Section as="div" className="invoice-form__fields">
        <TextField id={ids.title} label={isCompany ? t('titleCompany') : t('titlePersonal')} value={input.title} onValue={set('title')} maxLength={100} autoComplete={isCompany ? 'organization' : 'name'} error={errors.title} />
        {isCompany && (
          <div className="invoice-form__code">
            <TextField id={ids.code} label={t('creditCode')} value={input.creditCode} onValue={set('creditCode')} maxLength={24} autoCapitalize="characters" spellCheck={false} error={errors.creditCode} />
            {!errors.creditCode && (
              <p className={codeMessage?.isValid === false ? 'invoice-form__hint invoice-form__hint--bad' : 'invoice-form__hint'} aria-live="polite">
                {codeMessage?.text ?? t('creditCodeHint')}
              </p>
            )}
          </div>
        )}
        <TextField id={ids.email} label={t('email')} type="email" inputMode="email" autoComplete="email" value={input.email} onValue={set('email')} maxLength={254} error={errors.email} />
        <details className="invoice-form__more" open={OPTIONAL_FIELDS.some((field) => isSubmitted && problems.has(field))}>
          <summary>{t('more')}</summary>
          {OPTIONAL_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`${ids.more}-${field}`}
              label={t(field)}
              value={input[field]}
              onValue={set(field)}
              inputMode={field === 'bankAccount' || field === 'phone' ? 'numeric' : undefined}
              error={errorOf(field, t('checkField'))}
            />
          ))}
        </details>
      </Section>
    </OrderStepForm>
  );
}
