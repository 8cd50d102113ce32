import { useTranslation } from 'react-i18next';
import '../pill-row.css';

/** The photos the shop took of the stored luggage, in a row that wraps (the order's detail, the voucher). */
export function StoredPhotos({ photos, className }: { photos: string[]; className: string }) {
  const { t } = useTranslation('orderScreens');
  return (
    <ul className={`pill-row ${className}`}>
      {photos.map((src, index) => (
        <li key={src}>
          <img src={src} alt={t('photo', { n: index + 1 })} />
        </li>
      ))}
    </ul>
  );
}
