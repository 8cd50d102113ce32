import type { ServerConfig } from './load-config';
import { SAMPLE_INVOICE_SELLER } from './sample-invoice-seller';

/** One demo setting a production server may not run on: the variable to change, what it does now and what to set. */
export interface DemoSettingRefusal {
  variable: string;
  reason: string;
}

/** Whether the server runs in production (NODE_ENV=production) and whether ALLOW_DEMO=true lets demo settings through. */
export interface DemoSettingsMode {
  isProduction: boolean;
  allowDemo: boolean;
}

/** The settings the rule reads: the providers chosen and the invoice seller. */
export type DemoSettingsConfig = Pick<ServerConfig, 'pay' | 'sms' | 'email' | 'privacy' | 'invoiceSeller' | 'devClock' | 'identityCheck' | 'identityEncryptionKey'>;

/**
 * The production rule: with NODE_ENV=production and without ALLOW_DEMO=true, each local stand-in still chosen
 * (sandbox payments, the SMS outbox with its demo staff accounts, the email outbox, the local privacy-number
 * pool, the local identity check and an ID-number key from the database, the sample invoice seller) is refused, naming the variable to change. Empty → the server may start
 * (always outside production, and in production with ALLOW_DEMO=true).
 */
export function demoSettingsRefusals(config: DemoSettingsConfig, mode: DemoSettingsMode): DemoSettingRefusal[] {
  if (!mode.isProduction || mode.allowDemo) return [];
  const refusals: DemoSettingRefusal[] = [];
  const refuse = (isDemo: boolean, variable: string, reason: string) => {
    if (isDemo) refusals.push({ variable, reason });
  };
  refuse(
    config.pay.provider === 'sandbox',
    'PAY_PROVIDER',
    'is sandbox, whose sheet lets any logged-in traveller mark an order paid: set wechat with the WECHAT_PAY_* settings',
  );
  refuse(
    config.sms.provider === 'outbox',
    'SMS_PROVIDER',
    'is outbox: login codes go to the log and the demo staff accounts (13900000000–13900000002) are seeded: set tencent with the TENCENT_SMS_* settings',
  );
  refuse(config.email.smtpUrl === null, 'SMTP_URL', 'is not set: emails (invoices) go to the local outbox, never to travellers: set a mail server (smtp:// or smtps://)');
  refuse(
    config.privacy.provider === 'local',
    'PRIVACY_PROVIDER',
    'is local: the demo number pool connects no real calls: set aliyun with the ALIYUN_* settings',
  );
  refuse(
    config.identityCheck.provider === 'local',
    'IDENTITY_PROVIDER',
    'is local, which accepts every well-formed name and ID number: set tencent with the TENCENT_FACEID_* settings',
  );
  refuse(
    config.identityEncryptionKey === null,
    'IDENTITY_ENCRYPTION_KEY',
    'is not set: ID numbers would be encrypted with a key kept in the same database: set 32 random bytes in base64 (openssl rand -base64 32)',
  );
  refuse(
    config.invoiceSeller.name === SAMPLE_INVOICE_SELLER.name,
    'INVOICE_SELLER_NAME',
    'is not set: invoices name a made-up sample seller: set the company that sells the storage',
  );
  refuse(
    config.invoiceSeller.taxId === SAMPLE_INVOICE_SELLER.taxId,
    'INVOICE_SELLER_TAX_ID',
    "is not set: invoices carry a sample seller's tax id: set the company's unified social credit code",
  );
  refuse(config.devClock, 'DEV_CLOCK', 'is true: any caller on this machine can move the server\'s clock (POST /api/dev/clock/): leave it unset');
  return refusals;
}

/** The start-up error's text for `refusals` (non-empty): one line per variable, then how to run a demo anyway. */
export function demoSettingsMessage(refusals: readonly DemoSettingRefusal[]): string {
  const lines = refusals.map((refusal) => `  ${refusal.variable}: ${refusal.reason}`);
  return `Refusing to start with NODE_ENV=production on demo settings:\n${lines.join('\n')}\nChange each, or set ALLOW_DEMO=true to run a demo in production.`;
}
