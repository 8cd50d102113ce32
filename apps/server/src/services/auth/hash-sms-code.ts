import { createHash } from 'node:crypto';
import type { SmsCodeArea } from '../../db/database-schema';

/** SHA-256 (hex) of an SMS code with its area and phone: the form stored in sms_code.code_hash. */
export function hashSmsCode(area: SmsCodeArea, country: string, phone: string, code: string): string {
  return createHash('sha256').update(`${area}:${country}:${phone}:${code}`).digest('hex');
}
