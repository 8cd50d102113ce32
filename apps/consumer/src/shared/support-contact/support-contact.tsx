import { useClientConfigQuery } from '@luggage/api/config-api';
import type { SupportContact } from '@luggage/api/contract';
import { useTranslation } from 'react-i18next';
import './support-contact.css';

/**
 * The server's customer-support contact (/api/config/ `support`), or null while loading or when none is
 * configured: then no screen says 'contact customer support' (the rule is in the contract, supportContactSchema).
 */
export function useSupportContact(): SupportContact | null {
  return useClientConfigQuery().data?.support ?? null;
}

/** The ways to reach support as links: a phone to call, the WeChat customer-service link, an email address. */
export function SupportContactLinks({ contact }: { contact: SupportContact }) {
  const { t } = useTranslation('supportContact');
  return (
    <ul className="support-contact" aria-label={t('linksLabel')}>
      {contact.phone !== null && (
        <li>
          <a className="support-contact__link" href={`tel:${contact.phone.replace(/[\s-]/g, '')}`}>
            {t('call', { phone: contact.phone })}
          </a>
        </li>
      )}
      {contact.wechatUrl !== null && (
        <li>
          <a className="support-contact__link" href={contact.wechatUrl} target="_blank" rel="noopener noreferrer">
            {t('wechat')}
          </a>
        </li>
      )}
      {contact.email !== null && (
        <li>
          <a className="support-contact__link" href={`mailto:${contact.email}`}>
            {t('email', { email: contact.email })}
          </a>
        </li>
      )}
    </ul>
  );
}

/**
 * 'contact customer support' and how, under a message that may need it (a refund that failed, a phone to change);
 * nothing when the server has no support contact.
 */
export function ContactSupportHint() {
  const { t } = useTranslation('supportContact');
  const contact = useSupportContact();
  if (contact === null) return null;
  return (
    <div className="support-contact__hint">
      <p>{t('contactSupport')}</p>
      <SupportContactLinks contact={contact} />
    </div>
  );
}
