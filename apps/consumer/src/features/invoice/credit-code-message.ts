import { creditCodeRefusal, normalizeCreditCode } from '@luggage/domain/invoices';
import type { TFunction } from 'i18next';

/**
 * The inline word on a typed credit code, from the domain's checksum (GB 32100-2015): null while nothing
 * is typed, 'valid' when it is a code, else why not (length, a character, the check character).
 */
export function creditCodeMessage(typed: string, t: TFunction<'invoice'>): { isValid: boolean; text: string } | null {
  const code = normalizeCreditCode(typed);
  if (code === '') return null;
  const refusal = creditCodeRefusal(code);
  if (!refusal) return { isValid: true, text: t('creditCodeValid') };
  switch (refusal.reason) {
    case 'length':
      return { isValid: false, text: t('creditCodeRefusal.length', { length: refusal.length }) };
    case 'character':
      return { isValid: false, text: t('creditCodeRefusal.character', { position: refusal.position }) };
    case 'checksum':
      return { isValid: false, text: t('creditCodeRefusal.checksum') };
  }
}
