import type { UnpaidOrderCaps } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DevClock } from '../config/dev-clock';
import type { ServerConfig } from '../config/load-config';
import type { DatabaseSchema } from '../db/database-schema';
import type { BusinessMetrics } from '../metrics/business-metrics';
import type { LuggagePhotoUrls } from '../services/business/luggage-photo-url';
import type { PaymentProvider } from '../services/payment/payment-provider';
import type { PayoutProvider } from '../services/payout/payout-provider';
import type { PlaceProvider } from '../services/place/place-provider';
import type { EmailSender } from '../services/email/email-sender';
import type { IdentityServices } from '../services/identity/verify-identity';
import type { InvoiceProvider } from '../services/invoice/invoice-provider';
import type { PrivacyNumberProvider } from '../services/privacy/privacy-number-provider';
import type { SignedFileUrls } from '../services/signed-file-urls';
import type { SmsProvider } from '../services/sms/sms-provider';
import type { WechatPlatform } from '../services/wechat/wechat-platform';
import type { RequestLimiter } from './register-rate-limits';

/** What route handlers get besides the request: the database, its kind, the clock, the config and the outside services' providers. */
export interface RouteContext {
  db: Kysely<DatabaseSchema>;
  databaseKind: 'pglite' | 'postgres';
  /** ms since epoch; tests pass a fixed clock. */
  clock: () => number;
  config: Pick<ServerConfig, 'wxMiniprogramLink'> & Partial<Pick<ServerConfig, 'basemap' | 'smsCodesPerAddressPerHour' | 'support' | 'smsCountries' | 'rewardRule' | 'withdrawalDailyMaxFen'>>;
  /** Place search and reverse geocoding: the built-in index, or AMap when the server has a key. */
  places: PlaceProvider;
  /** Delivers login codes: the local outbox, or a real SMS provider when configured. */
  sms: SmsProvider;
  /** Takes payments and refunds: the local sandbox, or WeChat Pay when configured. */
  payments: PaymentProvider;
  /** Pays withdrawals out to WeChat balances: the local sandbox (WeChat's transfer to balance behind the same interface). */
  payouts: PayoutProvider;
  /** WeChat's authorisation and server APIs: the local WeChat, or the official account when configured. */
  wechat: WechatPlatform;
  /** Gives protected numbers for calling a shop: the local pool (a real privacy-number service behind the same interface). */
  privacyNumbers: PrivacyNumberProvider;
  /** Real-name verification: the identity check (local, or Tencent Cloud FaceID when configured) and the ID numbers' vault. */
  identity: IdentityServices;
  /** Signs and checks the private URLs of luggage photos (secret shared through the database). */
  photoUrls: LuggagePhotoUrls;
  /** Issues electronic invoices: the local sample-PDF issuer (an e-invoice service behind the same interface). */
  invoices: InvoiceProvider;
  /** Sends emails (invoices): the local outbox, or SMTP when SMTP_URL is set. */
  email: EmailSender;
  /** Signs and checks the private download URLs of invoice PDFs. */
  invoicePdfUrls: SignedFileUrls;
  /** Checks each handler's content against the endpoint's response schema (a mismatch is HTTP 500): on outside production. */
  checkResponses: boolean;
  /** Counts orders booked, payments and refunds (the Prometheus counters served at GET /metrics). */
  metrics: BusinessMetrics;
  /** The movable clock of DEV_CLOCK=true (its `now` is `clock`); absent otherwise, and POST /api/dev/clock/ with it. */
  devClock?: DevClock;
  /** Counts a signed-in caller's writes against the per-user rate limits (registerRateLimits). */
  limits: RequestLimiter;
  /** How many unpaid orders one traveller and one device may hold at once (UNPAID_ORDERS_PER_*). */
  unpaidOrderCaps: UnpaidOrderCaps;
}
