import { elapsedTimeText } from '@luggage/app-shell/i18n';
import { elapsedTime, type Instant } from '@luggage/domain/dates';
import { useTranslation } from 'react-i18next';

/** When something happened as spec §5's elapsed-time label ('just now', '3 hours ago', '2 days ago'), in a `<time>`. */
export function ElapsedLabel({ at, now, className }: { at: string; now: Instant; className?: string }) {
  const { t } = useTranslation();
  return (
    <time className={className} dateTime={at}>
      {elapsedTimeText(t, elapsedTime(at, now))}
    </time>
  );
}
