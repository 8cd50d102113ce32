import { z } from 'zod';

/** A successful response: `{ status: 1, content }`. */
export interface SuccessEnvelope<T> {
  status: 1;
  content: T;
}

/** A refused or failed call: `{ status: 0, errorMsg }` (errorMsg already in the request's language). */
export interface FailureEnvelope {
  status: 0;
  errorMsg: string;
}

/** Schema of a success body whose content follows `content`. */
export function successEnvelopeSchema<T extends z.ZodType>(content: T) {
  return z.object({ status: z.literal(1), content });
}

/** Builds a success body. */
export function okEnvelope<T>(content: T): SuccessEnvelope<T> {
  return { status: 1, content };
}

/** Builds a failure body. */
export function failEnvelope(errorMsg: string): FailureEnvelope {
  return { status: 0, errorMsg };
}
