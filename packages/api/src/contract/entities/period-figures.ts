import { z } from 'zod';

/** One month or day of the shop's figures: orders settled and their money (fen). */
export const periodFiguresSchema = z.object({
  luggageOrder: z.number().int().min(0),
  luggageAmount: z.number().int().min(0),
  consumeOrder: z.number().int().min(0),
  consumeAmount: z.number().int().min(0),
});
