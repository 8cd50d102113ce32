import { z } from 'zod';
import { phoneSchema, smsCodeField } from './phone';

/** The parameters of a sign-in with an SMS code (traveller's login, staff login, accepting an invitation): the phone and its code. */
export const smsSignInSchema = phoneSchema.and(z.object({ code: smsCodeField }));
