import { describe, expect, it } from 'vitest';
import { aliyunPlsEnv, faceIdEnv, tencentEnv, wechatPayEnv } from '../test/provider-envs';
import { demoSettingsRefusals, type DemoSettingsConfig } from './demo-settings-in-production';
import { ConfigError, loadConfig } from './load-config';

/** Every provider real: what a production server runs on. */
const realEnv = {
  ...wechatPayEnv,
  ...tencentEnv,
  ...aliyunPlsEnv,
  ...faceIdEnv,
  SMTP_URL: 'smtps://mailer:hunter9@smtp.example.com:465',
  INVOICE_SELLER_NAME: '上海行李寄存有限公司',
  INVOICE_SELLER_TAX_ID: '91350100M000100Y43',
};

/** Each demo choice: the variables that make it, and the variable its refusal names. */
const demoChoices = [
  { variable: 'PAY_PROVIDER', env: { PAY_PROVIDER: 'sandbox' }, says: 'any logged-in traveller mark an order paid' },
  { variable: 'SMS_PROVIDER', env: { SMS_PROVIDER: 'outbox' }, says: 'demo staff accounts' },
  { variable: 'SMTP_URL', env: { SMTP_URL: undefined }, says: 'local outbox' },
  { variable: 'PRIVACY_PROVIDER', env: { PRIVACY_PROVIDER: 'local' }, says: 'connects no real calls' },
  { variable: 'IDENTITY_PROVIDER', env: { IDENTITY_PROVIDER: 'local' }, says: 'accepts every well-formed name and ID number' },
  { variable: 'IDENTITY_ENCRYPTION_KEY', env: { IDENTITY_ENCRYPTION_KEY: undefined }, says: 'kept in the same database' },
  { variable: 'INVOICE_SELLER_NAME', env: { INVOICE_SELLER_NAME: undefined }, says: 'made-up sample seller' },
  { variable: 'INVOICE_SELLER_TAX_ID', env: { INVOICE_SELLER_TAX_ID: undefined }, says: 'tax id' },
];

const production = { NODE_ENV: 'production' };

describe('the production rule on demo settings', () => {
  it('lets a production server with every provider real start', () => {
    expect(loadConfig({ ...realEnv, ...production }).pay.provider).toBe('wechat');
  });

  it.each(demoChoices)('refuses $variable in production, naming it', ({ variable, env, says }) => {
    const start = () => loadConfig({ ...realEnv, ...env, ...production });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(new RegExp(`^Refusing to start with NODE_ENV=production on demo settings:\\n  ${variable}: .*${says}`));
    expect(start).toThrow(/\nChange each, or set ALLOW_DEMO=true to run a demo in production\.$/);
  });

  it('names every demo setting at once (the defaults), and never the mail server password', () => {
    expect(() => loadConfig(production)).toThrow(
      /\n {2}PAY_PROVIDER: .*\n {2}SMS_PROVIDER: .*\n {2}SMTP_URL: .*\n {2}PRIVACY_PROVIDER: .*\n {2}IDENTITY_PROVIDER: .*\n {2}IDENTITY_ENCRYPTION_KEY: .*\n {2}INVOICE_SELLER_NAME: .*\n {2}INVOICE_SELLER_TAX_ID: .*\n/,
    );
    expect(() => loadConfig({ ...realEnv, PAY_PROVIDER: 'sandbox', ...production })).toThrow(/^(?![\s\S]*hunter)/);
  });

  it('allows every demo setting in production with ALLOW_DEMO=true', () => {
    expect(loadConfig({ ...production, ALLOW_DEMO: 'true' })).toMatchObject({ pay: { provider: 'sandbox' }, sms: { provider: 'outbox' } });
    expect(() => loadConfig({ ...production, ALLOW_DEMO: 'false' })).toThrow('PAY_PROVIDER: is sandbox');
    expect(() => loadConfig({ ...production, ALLOW_DEMO: 'yes' })).toThrow('ALLOW_DEMO: must be true or false (got "yes")');
  });

  it('refuses the movable dev clock in production, and keeps it off unless asked', () => {
    expect(() => loadConfig({ ...realEnv, DEV_CLOCK: 'true', ...production })).toThrow(/\n {2}DEV_CLOCK: is true: any caller on this machine can move the server's clock/);
    expect(loadConfig({ ...realEnv, ...production }).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: 'true' }).devClock).toBe(true);
  });

  it.each([undefined, 'development', 'test'])('allows every demo setting outside production (NODE_ENV %s)', (nodeEnv) => {
    expect(loadConfig({ NODE_ENV: nodeEnv }).sms).toEqual({ provider: 'outbox' });
  });

  it('decides on the chosen providers alone', () => {
    const demo: DemoSettingsConfig = loadConfig({});
    expect(demoSettingsRefusals(demo, { isProduction: true, allowDemo: false }).map((refusal) => refusal.variable)).toEqual(demoChoices.map((choice) => choice.variable));
    expect(demoSettingsRefusals(demo, { isProduction: true, allowDemo: true })).toEqual([]);
    expect(demoSettingsRefusals(demo, { isProduction: false, allowDemo: false })).toEqual([]);
    expect(demoSettingsRefusals(loadConfig(realEnv), { isProduction: true, allowDemo: false })).toEqual([]);
  });
});
