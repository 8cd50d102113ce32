import { LUGGAGE_PHOTOS_PER_ORDER } from '@luggage/api/contract';
import { useUploadLuggagePhotoMutation } from '@luggage/api/business-counter-api';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { photoRefusal, readPhotoFile } from './read-photo-file';

/** One luggage photo of a check-in or walk-in, from the moment it is picked. */
export interface LuggagePhoto {
  /** This screen's own key of the photo. */
  key: string;
  /** The preview (the picked file as a data URL). */
  previewUrl: string;
  status: 'uploading' | 'uploaded' | 'failed';
  /** The server's name of the stored photo, once uploaded. */
  name?: string;
  /** Why the upload failed. */
  error?: string;
}

/** The photos of a check-in or walk-in and what the photo picker does with them. */
export interface LuggagePhotos {
  photos: LuggagePhoto[];
  /** Files refused before sending (type, size, too many), as texts to show. */
  refusals: string[];
  /** The uploaded photos' names, for order/store or walk-in. */
  names: string[];
  /** True while a photo is uploading or has failed: the booking waits for it (or its removal). */
  isPending: boolean;
  /** What keeps the photos from being sent now, as a key of the texts' `photos.*`: none yet, or one not uploaded. */
  missing: 'needOne' | 'waitUploads' | null;
  add: (files: Iterable<File>) => void;
  retry: (key: string) => void;
  remove: (key: string) => void;
  reset: () => void;
}

/**
 * Luggage photos uploaded as soon as they are picked (photo upload for `storeId`): files the server
 * would refuse (not JPEG/PNG/WebP, over 10 MB, more than {@link LUGGAGE_PHOTOS_PER_ORDER}) are refused
 * here with the server's texts; a failed upload keeps its error and can be sent again.
 */
export function useLuggagePhotos(storeId: number): LuggagePhotos {
  const { t } = useTranslation('counter');
  const [upload] = useUploadLuggagePhotoMutation();
  const [photos, setPhotos] = useState<LuggagePhoto[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const nextKey = useRef(0);
  const images = useRef(new Map<string, string>());
  // Counted outside React's state so that several files picked at once see each other.
  const count = useRef(0);
  // A file still being read when the screen was reset must not come back.
  const generation = useRef(0);

  const update = useCallback((key: string, change: Partial<LuggagePhoto>) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  const send = useCallback(
    async (key: string) => {
      const image = images.current.get(key);
      if (!image) return;
      update(key, { status: 'uploading', error: undefined });
      try {
        const { name } = await upload({ storeId, image }).unwrap();
        update(key, { status: 'uploaded', name });
      } catch (error) {
        update(key, { status: 'failed', error: apiErrorText(error, t) ?? t('api:requestError') });
      }
    },
    [storeId, t, update, upload],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const refused: string[] = [];
      for (const file of files) {
        const refusal = photoRefusal(file);
        if (refusal || count.current >= LUGGAGE_PHOTOS_PER_ORDER) {
          const reason = refusal ? t(`api:${refusal}`) : t('photos.full', { max: LUGGAGE_PHOTOS_PER_ORDER });
          refused.push(t('photos.refused', { file: file.name, reason }));
          continue;
        }
        count.current += 1;
        const key = `photo-${(nextKey.current += 1)}`;
        const readFor = generation.current;
        void readPhotoFile(file).then(
          ({ dataUrl, base64 }) => {
            if (readFor !== generation.current) return;
            images.current.set(key, base64);
            setPhotos((current) => [...current, { key, previewUrl: dataUrl, status: 'uploading' }]);
            void send(key);
          },
          () => {
            count.current -= 1;
            setRefusals((current) => [...current, t('photos.refused', { file: file.name, reason: t('api:photoNotImage') })]);
          },
        );
      }
      setRefusals(refused);
    },
    [send, t],
  );

  const remove = useCallback((key: string) => {
    images.current.delete(key);
    count.current -= 1;
    setPhotos((current) => current.filter((photo) => photo.key !== key));
  }, []);

  const reset = useCallback(() => {
    images.current.clear();
    count.current = 0;
    generation.current += 1;
    setPhotos([]);
    setRefusals([]);
  }, []);

  return useMemo(() => {
    const names = photos.flatMap((photo) => (photo.status === 'uploaded' && photo.name ? [photo.name] : []));
    const isPending = photos.some((photo) => photo.status !== 'uploaded');
    return {
      photos,
      refusals,
      names,
      isPending,
      missing: isPending ? 'waitUploads' : names.length === 0 ? 'needOne' : null,
      add,
      retry: (key: string) => void send(key),
      remove,
      reset,
    } as const;
  }, [add, photos, refusals, remove, reset, send]);
}
