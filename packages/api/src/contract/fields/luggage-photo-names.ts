import { z } from 'zod';
import { luggagePhotoNameSchema } from '../entities/business';

/** Photos per check-in. */
export const LUGGAGE_PHOTOS_PER_ORDER = 6;

/** The luggage photos of a check-in or walk-in: 1–{@link LUGGAGE_PHOTOS_PER_ORDER} names from photo upload. */
export const luggagePhotoNamesField = z.array(luggagePhotoNameSchema).min(1).max(LUGGAGE_PHOTOS_PER_ORDER);
