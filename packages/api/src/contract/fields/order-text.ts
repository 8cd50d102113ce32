import { z } from 'zod';

/** Longest free-text reason or review. */
export const ORDER_TEXT_MAX = 500;

/** A free-text reason or review: trimmed, at most {@link ORDER_TEXT_MAX} characters. */
export const orderTextField = z.string().trim().max(ORDER_TEXT_MAX);
