import { LUGGAGE_PHOTO_MAX_BYTES, type ErrorMessageCode } from '@luggage/api/contract';

/** The photo types the server accepts (it checks the bytes too). */
export const LUGGAGE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Why the server would refuse this file, checked before sending it (the same catalogue texts as the
 * server's): 'photoNotImage' for another type, 'photoTooLarge' above 10 MB; null when it may be sent.
 */
export function photoRefusal(file: Blob): ErrorMessageCode | null {
  if (!(LUGGAGE_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'photoNotImage';
  if (file.size > LUGGAGE_PHOTO_MAX_BYTES) return 'photoTooLarge';
  return null;
}

/** A photo file read once for both uses: its data URL (the preview) and its bytes in base64 (the upload). */
export interface PhotoFileData {
  dataUrl: string;
  base64: string;
}

/** Reads a photo file as a data URL and the base64 of its bytes; rejects when the browser cannot read it. */
export function readPhotoFile(file: Blob): Promise<PhotoFileData> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({ dataUrl, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('photo unreadable'));
    reader.readAsDataURL(file);
  });
}
