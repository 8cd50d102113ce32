import { SectionHeading } from '@luggage/ui/layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './verify.css';

/**
 * #/nocode (issue 16): what a traveller without a promotion code sees (#/qrcode sends them here while
 * their real name is not verified): what the code is for, how to get one, and the way to #/verify.
 */
export function NoCodeScreen() {
  const { t } = useTranslation('verify');
  const headingId = useId();
  const howId = useId();
  const steps = t('noCode.steps', { returnObjects: true }) as string[];
  return (
    <div className="verify">
      <section className="lg-section verify__step" aria-labelledby={headingId}>
        <SectionHeading level={2} id={headingId}>
          {t('noCode.title')}
        </SectionHeading>
        <p>{t('noCode.body')}</p>
      </section>
      <section className="lg-section verify__step" aria-labelledby={howId}>
        <SectionHeading level={2} id={howId}>
          {t('noCode.how')}
        </SectionHeading>
        <ol className="verify__how">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link className="lg-button lg-button--primary" to="/verify">
          {t('noCode.verify')}
        </Link>
      </section>
    </div>
  );
}
