import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { luggagePhotoNameSchema } from '../entities/business';
import { shopRequestSchema } from '../fields/shop-request';

/** Largest photo accepted, in bytes (before base64). */
export const LUGGAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Largest photo accepted, in pixels (width × height): 25 megapixels, so a phone's full-size photo (12 or 24
 * MP) passes while the pixels one decode may hold in memory stay bounded (a 49 MP PNG is refused).
 */
export const LUGGAGE_PHOTO_MAX_PIXELS = 25_000_000;
/** Longest side of the stored, re-encoded photo. */
export const LUGGAGE_PHOTO_STORED_SIDE = 1600;
/**
 * Longest upload body, in characters: a base64 photo of {@link LUGGAGE_PHOTO_MAX_BYTES} plus 512 KiB, so a
 * photo a little over the limit still reaches the server's size check ('photoTooLarge').
 */
export const LUGGAGE_PHOTO_BODY_LIMIT = Math.ceil(LUGGAGE_PHOTO_MAX_BYTES / 3) * 4 + 512 * 1024;

/**
 * POST /api/business/photo/upload/: one luggage photo, base64 in `image` (JPEG, PNG or WebP by its
 * bytes, at most {@link LUGGAGE_PHOTO_MAX_BYTES} and {@link LUGGAGE_PHOTO_MAX_PIXELS}). The server
 * re-encodes it (upright, longest side at most {@link LUGGAGE_PHOTO_STORED_SIDE}, no EXIF/GPS or other
 * metadata) under a name it makes, for this shop; check-in attaches it to an order. Refused with
 * 'photoNotImage', 'photoTooLarge' or 'photoTooManyPixels'. The text of `image` may be as long as the
 * route's body limit (base64 of {@link LUGGAGE_PHOTO_MAX_BYTES} plus 512 KiB), not just the base64 of the
 * limit, so a photo a little over the limit gets 'photoTooLarge' from the server's check of the decoded
 * bytes rather than 'invalidParameter'; a body over that limit is 'invalidParameter' on `body`.
 */
export const uploadLuggagePhotoEndpoint = defineEndpoint({
  name: 'uploadLuggagePhoto',
  method: 'POST',
  path: '/api/business/photo/upload/',
  request: shopRequestSchema.extend({
    image: z.string().max(LUGGAGE_PHOTO_BODY_LIMIT).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'image'),
  }),
  response: z.object({ name: luggagePhotoNameSchema, url: z.string(), width: z.number().int(), height: z.number().int() }),
  shopRole: 'staff',
});

export type UploadLuggagePhotoResponse = z.output<typeof uploadLuggagePhotoEndpoint.response>;
