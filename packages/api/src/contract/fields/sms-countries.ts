/**
 * The country calling codes login codes go to unless the server is told otherwise (SMS_COUNTRIES): the
 * Chinese mainland, Hong Kong, Macao and Taiwan. The server's list reaches the apps in GET /api/config/
 * (`smsCountries`), and the login's country picker offers only those.
 */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = ['86', '852', '853', '886'];
