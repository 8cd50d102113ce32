/** A country or region the login offers, by ISO 3166 code (its name is in the 'countryPicker' texts). */
export interface CallingCode {
  region: string;
  /** Calling code without '+'. */
  code: string;
}

/**
 * The calling codes the login offers: the Chinese mainland first, then Hong Kong, Macao and Taiwan, then
 * the countries most visitors come from. The United States and Canada share +1.
 */
export const CALLING_CODES: readonly CallingCode[] = [
  { region: 'CN', code: '86' },
  { region: 'HK', code: '852' },
  { region: 'MO', code: '853' },
  { region: 'TW', code: '886' },
  { region: 'US', code: '1' },
  { region: 'GB', code: '44' },
  { region: 'JP', code: '81' },
  { region: 'KR', code: '82' },
  { region: 'SG', code: '65' },
  { region: 'MY', code: '60' },
  { region: 'TH', code: '66' },
  { region: 'AU', code: '61' },
  { region: 'NZ', code: '64' },
  { region: 'DE', code: '49' },
  { region: 'FR', code: '33' },
  { region: 'IT', code: '39' },
  { region: 'ES', code: '34' },
  { region: 'NL', code: '31' },
  { region: 'CH', code: '41' },
  { region: 'RU', code: '7' },
  { region: 'VN', code: '84' },
  { region: 'PH', code: '63' },
  { region: 'ID', code: '62' },
  { region: 'IN', code: '91' },
  { region: 'AE', code: '971' },
];

/**
 * The calling codes the login offers when login codes go only to `smsCountries` (the server's SMS_COUNTRIES,
 * from GET /api/config/): those of {@link CALLING_CODES}, in its order. A configured code it does not name
 * (no region name to show) is left out.
 */
export function offeredCallingCodes(smsCountries: readonly string[]): CallingCode[] {
  return CALLING_CODES.filter((entry) => smsCountries.includes(entry.code));
}
