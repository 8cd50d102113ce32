import { createHash } from 'node:crypto';
import type { SessionArea } from '../../db/database-schema';

/** SHA-256 (hex) of a login code with its area and phone: the form stored in sms_code.code_hash. */
export function hashSmsCode(area: SessionArea, country: string, phone: string, code: string): string {
  return createHash('sha256').update(`${area}:${country}:${phone}:${code}`).digest('hex');
}
