import { DEFAULT_COUNTRY_CODE } from '@luggage/api/contract';

/** A phone as the server shows it ('+86 13900000001') split back into the country and the number it takes. */
export function splitPhone(shown: string): { country: string; phone: string } {
  const match = /^\+(\d{1,4})\s+(.+)$/.exec(shown.trim());
  return match ? { country: match[1]!, phone: match[2]!.replace(/[\s-]/g, '') } : { country: DEFAULT_COUNTRY_CODE, phone: shown.replace(/\D/g, '') };
}
