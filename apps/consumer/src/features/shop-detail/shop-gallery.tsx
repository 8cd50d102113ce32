import { useTranslation } from 'react-i18next';

/** Props of {@link ShopGallery}. */
export interface ShopGalleryProps {
  /** Photo URLs, first shown first. */
  pics: readonly string[];
  /** The shop's name in the UI language: the photos' alt text. */
  name: string;
}

/**
 * The shop's photos side by side in a horizontally scrolling, snapping strip, each labelled 'photo 1 of 3'.
 * The strip is focusable so that keyboard users can scroll it with the arrow keys.
 */
export function ShopGallery({ pics, name }: ShopGalleryProps) {
  const { t } = useTranslation('shopDetail');
  if (pics.length === 0) {
    return <div className="shop-gallery shop-gallery--empty">{t('shopFacts:noPhoto')}</div>;
  }
  return (
    // A scrollable region must be reachable by keyboard, though the list itself is not interactive.
    <ul className="shop-gallery" aria-label={t('galleryLabel')} tabIndex={0}>
      {pics.map((pic, index) => (
        <li key={pic} className="shop-gallery__item" aria-label={t('photoOf', { index: index + 1, total: pics.length })}>
          <img className="shop-gallery__photo" src={pic} alt={name} loading={index === 0 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
