import { LUGGAGE_PHOTO_MAX_BYTES, LUGGAGE_PHOTO_MAX_PIXELS, LUGGAGE_PHOTO_STORED_SIDE } from '@luggage/api/contract';
import { ApiFailure } from '../../../errors/api-failure';
import { photoDecodes } from './photo-decodes';

/** JPEG quality of the stored photo: luggage stays recognisable at about a tenth of a camera file's size. */
const STORED_QUALITY = 80;

/** The formats accepted, by their first bytes (whatever the client claims). */
const SIGNATURES: { format: 'jpeg' | 'png' | 'webp'; matches: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { format: 'png', matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'webp', matches: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP' },
];

/** A photo ready to store: JPEG bytes without any metadata and their size in pixels. */
export interface ReencodedPhoto {
  content: Buffer;
  mime: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an uploaded luggage photo. Refuses by content, never by a claimed type: over
 * LUGGAGE_PHOTO_MAX_BYTES 'photoTooLarge'; anything whose bytes and header are not JPEG, PNG or WebP (or
 * that cannot be decoded) 'photoNotImage'; over LUGGAGE_PHOTO_MAX_PIXELS 'photoTooManyPixels', read from
 * the header and enforced by sharp's limitInputPixels so a decompression bomb is never decoded. The
 * result is turned upright (EXIF orientation), fitted inside LUGGAGE_PHOTO_STORED_SIDE without enlarging,
 * and written as JPEG with no metadata at all (sharp drops EXIF, GPS, XMP and ICC unless asked to keep them).
 * The reading and decoding wait in this process's queue ({@link photoDecodes}), so parallel uploads never
 * decode more than PHOTO_DECODES_AT_ONCE photos at a time.
 */
export async function reencodeLuggagePhoto(bytes: Buffer): Promise<ReencodedPhoto> {
  if (bytes.length > LUGGAGE_PHOTO_MAX_BYTES) throw new ApiFailure('photoTooLarge');
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  if (!signature) throw new ApiFailure('photoNotImage');
  return photoDecodes(() => decodeAndReencode(bytes, signature.format));
}

/** Reads the header of `bytes` (claimed `format` by its first bytes), refuses too many pixels, re-encodes. */
async function decodeAndReencode(bytes: Buffer, format: 'jpeg' | 'png' | 'webp'): Promise<ReencodedPhoto> {
  // sharp (with libvips) loads on the first upload, not with the server.
  const { default: sharp } = await import('sharp');
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== format) throw new ApiFailure('photoNotImage');
  if (header.width * header.height > LUGGAGE_PHOTO_MAX_PIXELS) throw new ApiFailure('photoTooManyPixels');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: LUGGAGE_PHOTO_MAX_PIXELS })
      .rotate()
      .resize({ width: LUGGAGE_PHOTO_STORED_SIDE, height: LUGGAGE_PHOTO_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { content: data, mime: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt pixel data behind a valid header.
    throw new ApiFailure('photoNotImage');
  }
}
