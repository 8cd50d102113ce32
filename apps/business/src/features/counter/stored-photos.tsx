import { useTranslation } from 'react-i18next';

/** Props of {@link StoredPhotos}. */
export interface StoredPhotosProps {
  /** The photos' (signed) URLs from the order. */
  urls: string[];
}

/** The luggage photos taken at check-in, large enough to compare with the luggage at the counter. */
export function StoredPhotos({ urls }: StoredPhotosProps) {
  const { t } = useTranslation('counter');
  if (urls.length === 0) return null;
  return (
    <ul className="counter__tiles counter-stored">
      {urls.map((url, index) => (
        <li key={url}>
          <img className="counter-stored__photo" src={url} alt={t('checkOut.storedPhoto', { number: index + 1 })} />
        </li>
      ))}
    </ul>
  );
}
