import { LUGGAGE_PHOTOS_PER_ORDER } from '@luggage/api/contract';
import { Button } from '@luggage/ui/button';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LUGGAGE_PHOTO_TYPES } from './read-photo-file';
import type { LuggagePhotos } from './use-luggage-photos';

/** Props of {@link LuggagePhotoPicker}. */
export interface LuggagePhotoPickerProps {
  /** The photos and their actions, from useLuggagePhotos. */
  luggage: LuggagePhotos;
  /** Shown under the photos as an alert, e.g. 'add at least one uploaded photo'. */
  error?: string;
}

const ACCEPT = LUGGAGE_PHOTO_TYPES.join(',');

/**
 * The luggage photos of a check-in or walk-in: take photos with the back camera or choose them from the
 * album (several at once), each previewed with its upload state, removable, and retried when it failed.
 */
export function LuggagePhotoPicker({ luggage, error }: LuggagePhotoPickerProps) {
  const { t } = useTranslation('counter');
  const id = useId();
  const isFull = luggage.photos.length >= LUGGAGE_PHOTOS_PER_ORDER;
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    luggage.add(Array.from(event.target.files ?? []));
    // The same file can be picked again after its removal.
    event.target.value = '';
  };

  return (
    <fieldset className="counter__fieldset" aria-describedby={`${id}-hint`}>
      <legend className="counter__legend">{t('photos.heading')}</legend>
      <p id={`${id}-hint`} className="counter__hint">
        {t('photos.hint', { max: LUGGAGE_PHOTOS_PER_ORDER })}
      </p>
      {luggage.photos.length > 0 && (
        <ul className="counter__tiles counter-photos__list">
          {luggage.photos.map((photo, index) => (
            <li key={photo.key} className={`counter-photos__item counter-photos__item--${photo.status}`}>
              <img className="counter-photos__preview" src={photo.previewUrl} alt={t('photos.preview', { number: index + 1 })} />
              <p className="counter-photos__status" aria-live="polite">
                {photo.status === 'failed' ? <span role="alert">{photo.error}</span> : t(`photos.${photo.status}`)}
              </p>
              <div className="counter-photos__actions">
                {photo.status === 'failed' && (
                  <Button variant="secondary" onClick={() => luggage.retry(photo.key)}>
                    {t('photos.retry')}
                  </Button>
                )}
                <Button variant="text" onClick={() => luggage.remove(photo.key)}>
                  {t('photos.remove', { number: index + 1 })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {luggage.refusals.length > 0 && (
        <ul className="counter__error-list" role="alert">
          {luggage.refusals.map((refusal, index) => (
            <li key={`${index}:${refusal}`}>{refusal}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="counter__error" role="alert">
          {error}
        </p>
      )}
      <div className="counter-photos__pickers">
        <label className={`counter-photos__pick counter-photos__pick--primary${isFull ? ' counter-photos__pick--disabled' : ''}`}>
          {t('photos.take')}
          <input className="counter__file-input" type="file" accept={ACCEPT} capture="environment" multiple disabled={isFull} onChange={onFiles} />
        </label>
        <label className={`counter-photos__pick${isFull ? ' counter-photos__pick--disabled' : ''}`}>
          {t('photos.album')}
          <input className="counter__file-input" type="file" accept={ACCEPT} multiple disabled={isFull} onChange={onFiles} />
        </label>
      </div>
    </fieldset>
  );
}
