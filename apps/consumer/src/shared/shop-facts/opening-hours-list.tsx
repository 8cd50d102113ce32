import type { OpeningHours } from '@luggage/api/contract';
import { openingHoursLines } from '@luggage/domain/shops';
import { useTranslation } from 'react-i18next';

/** A shop's opening hours as a list, one rule a line, written in the app's language ('Mon–Fri 08:00–22:00'). */
export function OpeningHoursList({ hours, className }: { hours: OpeningHours[]; className: string }) {
  const { i18n } = useTranslation();
  return (
    <ul className={className}>
      {openingHoursLines(hours, i18n.language).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
