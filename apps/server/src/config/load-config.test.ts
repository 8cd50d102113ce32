import { join } from 'node:path';
import { DEFAULT_REWARD_RULE } from '@luggage/domain/rewards';
import { describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';
import { DEFAULT_HTTP_LIMITS } from '../http/http-limits';
import { DEFAULT_PRIVACY_NUMBER_POOL } from '../services/privacy/default-privacy-number-pool';
import { DEFAULT_RATE_LIMITS } from '../services/rate-limit/rate-limits';
import { aliyunPlsEnv, tencentEnv, wechatPayEnv } from '../test/provider-envs';
import { AMAP_TILES, ConfigError, DEFAULT_EMAIL_FROM, loadConfig, SAMPLE_INVOICE_SELLER, type ServerConfig } from './load-config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      consumerPort: 3000,
      businessPort: 3001,
      dataDir: join(serverPaths.repoRoot, '.data'),
      databaseUrl: null,
      logLevel: 'info',
      logFormat: 'json',
      consumerDist: serverPaths.consumerDist,
      businessDist: serverPaths.businessDist,
      basemap: { kind: 'offline' },
      cspConnectSources: [],
      amapKey: null,
      wxMiniprogramLink: null,
      support: null,
      trustProxy: false,
      smsCountries: ['86', '852', '853', '886'],
      httpLimits: DEFAULT_HTTP_LIMITS,
      smsCodesPerAddressPerHour: 20,
      rateLimits: DEFAULT_RATE_LIMITS,
      unpaidOrderCaps: { perTraveller: 3, perDevice: 3 },
      privacyNumberPool: DEFAULT_PRIVACY_NUMBER_POOL,
      privacy: { provider: 'local' },
      identityCheck: { provider: 'local' },
      identityEncryptionKey: null,
      sms: { provider: 'outbox' },
      pay: { provider: 'sandbox', sandboxSecret: null },
      wechat: null,
      email: { smtpUrl: null, from: DEFAULT_EMAIL_FROM },
      invoiceSeller: SAMPLE_INVOICE_SELLER,
      metricsToken: null,
      demoMode: { isProduction: false, allowDemo: false },
      devClock: false,
      rewardRule: DEFAULT_REWARD_RULE,
      payout: { provider: 'sandbox', sandboxDelayMs: 3_000 },
      withdrawalDailyMaxFen: 20_000,
    });
  });

  it('pays withdrawals by WeChat transfer to balance from the WeChat Pay merchant, with its scene and notify URL', () => {
    const transfer = { PAYOUT_PROVIDER: 'wechat', WECHAT_TRANSFER_SCENE_ID: '1000', WECHAT_TRANSFER_NOTIFY_URL: 'https://luggage.example.com/api/pay/transfer-notify/wechat/' };
    expect(loadConfig({ ...wechatPayEnv, ...transfer }).payout).toEqual({
      provider: 'wechat',
      sandboxDelayMs: 3_000,
      sceneId: '1000',
      notifyUrl: 'https://luggage.example.com/api/pay/transfer-notify/wechat/',
    });
    expect(() => loadConfig(transfer)).toThrow('PAY_PROVIDER: must be wechat when PAYOUT_PROVIDER is wechat');
    expect(() => loadConfig({ ...wechatPayEnv, PAYOUT_PROVIDER: 'wechat' })).toThrow('WECHAT_TRANSFER_SCENE_ID: required when PAYOUT_PROVIDER is wechat');
    expect(() => loadConfig({ ...wechatPayEnv, ...transfer, WECHAT_TRANSFER_NOTIFY_URL: 'http://luggage.example.com/' })).toThrow('WECHAT_TRANSFER_NOTIFY_URL: must be an https:// URL');
  });

  it('reads the reward rule, each part checked on its own', () => {
    expect(loadConfig({ REWARD_PERCENT: '15', REWARD_CAP_FEN: '1000' }).rewardRule).toEqual({ percent: 15, capFen: 1000 });
    expect(loadConfig({ REWARD_PERCENT: '0' }).rewardRule).toEqual({ percent: 0, capFen: DEFAULT_REWARD_RULE.capFen });
    expect(loadConfig({ PAYOUT_SANDBOX_DELAY_MS: '500', WITHDRAWAL_DAILY_MAX_FEN: '5000' })).toMatchObject({ payout: { provider: 'sandbox', sandboxDelayMs: 500 }, withdrawalDailyMaxFen: 5000 });
    expect(() => loadConfig({ WITHDRAWAL_DAILY_MAX_FEN: '50' })).toThrow('WITHDRAWAL_DAILY_MAX_FEN');
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'alipay' })).toThrow('PAYOUT_PROVIDER: must be sandbox or wechat');
    expect(() => loadConfig({ REWARD_PERCENT: '101' })).toThrow('REWARD_PERCENT: must be a whole number from 0 to 100 (got "101")');
    expect(() => loadConfig({ REWARD_CAP_FEN: '5.5' })).toThrow('REWARD_CAP_FEN: must be a whole number from 0 to 10000000 (got "5.5")');
  });

  it('reads the map origins the Content-Security-Policy allows besides the basemap', () => {
    expect(loadConfig({ CSP_CONNECT_SOURCES: 'https://tiles.example.com,http://127.0.0.1:8080,https://tiles.example.com' }).cspConnectSources).toEqual([
      'https://tiles.example.com',
      'http://127.0.0.1:8080',
    ]);
    expect(() => loadConfig({ CSP_CONNECT_SOURCES: 'tiles.example.com' })).toThrow('CSP_CONNECT_SOURCES: must be comma-separated origins');
    expect(() => loadConfig({ CSP_CONNECT_SOURCES: "https://a.example; script-src 'unsafe-eval'" })).toThrow('CSP_CONNECT_SOURCES');
  });

  it('never echoes the Tencent secrets', () => {
    const env = { ...tencentEnv, TENCENT_SMS_SECRET_ID: 123456789 as unknown as string, TENCENT_SMS_SDK_APP_ID: 'x' };
    expect(() => loadConfig(env)).toThrow(/TENCENT_SMS_SECRET_ID: .*\n.*TENCENT_SMS_SDK_APP_ID: .*\(got "x"\)/);
    expect(() => loadConfig(env)).toThrow(/^(?![\s\S]*123456789)/);
  });

  it('reads the identity check (Tencent Cloud FaceID) and the ID-number key, never echoing either secret', () => {
    const faceIdEnv = { IDENTITY_PROVIDER: 'tencent', TENCENT_FACEID_SECRET_ID: 'AKIDfaceid0123', TENCENT_FACEID_SECRET_KEY: 'faceid-hunter4' };
    expect(loadConfig(faceIdEnv).identityCheck).toEqual({ provider: 'tencent', secretId: 'AKIDfaceid0123', secretKey: 'faceid-hunter4', endpoint: 'https://faceid.tencentcloudapi.com' });
    expect(loadConfig({ ...faceIdEnv, TENCENT_FACEID_ENDPOINT: 'http://127.0.0.1:4300/' }).identityCheck).toMatchObject({ endpoint: 'http://127.0.0.1:4300' });
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'tencent' })).toThrow('TENCENT_FACEID_SECRET_KEY: required when IDENTITY_PROVIDER is tencent');
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ IDENTITY_ENCRYPTION_KEY: key }).identityEncryptionKey).toEqual(Buffer.alloc(32, 7));
    const shortKey = Buffer.from('hunter5-too-short').toString('base64');
    expect(() => loadConfig({ IDENTITY_ENCRYPTION_KEY: shortKey })).toThrow('IDENTITY_ENCRYPTION_KEY: must be 32 bytes in base64 (openssl rand -base64 32)');
    expect(() => loadConfig({ IDENTITY_ENCRYPTION_KEY: shortKey })).toThrow(/^(?![\s\S]*hunter5)(?![\s\S]*aHVudGVy)/);
  });

  it('checks the Alibaba Cloud Dypls settings and never echoes the key pair', () => {
    expect(loadConfig({ ...aliyunPlsEnv, ALIYUN_PLS_ENDPOINT: 'http://127.0.0.1:4200/', ALIYUN_PLS_EXPECT_CITY: '上海' }).privacy).toMatchObject({
      endpoint: 'http://127.0.0.1:4200',
      expectCity: '上海',
    });
    expect(() => loadConfig({ ...aliyunPlsEnv, ALIYUN_PLS_ENDPOINT: 'dyplsapi.aliyuncs.com' })).toThrow('ALIYUN_PLS_ENDPOINT: must be an http:// or https:// URL');
    expect(() => loadConfig({ ...aliyunPlsEnv, PRIVACY_PROVIDER: 'tencent' })).toThrow('PRIVACY_PROVIDER');
    const bad = { ...aliyunPlsEnv, ALIYUN_ACCESS_KEY_ID: 'LTAI hunter8', ALIYUN_ACCESS_KEY_SECRET: undefined, ALIYUN_PLS_POOL_KEY: 'pool key' };
    expect(() => loadConfig(bad)).toThrow('ALIYUN_ACCESS_KEY_ID: must be an AccessKey ID (letters and digits)\n');
    expect(() => loadConfig(bad)).toThrow('ALIYUN_ACCESS_KEY_SECRET: required when PRIVACY_PROVIDER is aliyun');
    expect(() => loadConfig(bad)).toThrow(/ALIYUN_PLS_POOL_KEY: .*\(got "pool key"\)/);
    expect(() => loadConfig(bad)).toThrow(/^(?![\s\S]*hunter8)/);
    // Without PRIVACY_PROVIDER=aliyun the keys are not needed, and the local pool gives the numbers.
    expect(loadConfig({ ALIYUN_ACCESS_KEY_ID: 'LTAI5tTestKeyId0123' }).privacy).toEqual({ provider: 'local' });
  });

  it('takes payments in the sandbox by default, with a fixed secret when given', () => {
    expect(loadConfig({ SANDBOX_PAY_SECRET: 'a-long-enough-sandbox-secret' }).pay).toEqual({ provider: 'sandbox', sandboxSecret: 'a-long-enough-sandbox-secret' });
    expect(() => loadConfig({ SANDBOX_PAY_SECRET: 'short' })).toThrow('SANDBOX_PAY_SECRET: must be at least 16 characters');
    expect(() => loadConfig({ PAY_PROVIDER: 'alipay' })).toThrow('PAY_PROVIDER');
  });

  it.each([
    {
      provider: 'Tencent Cloud SMS account',
      env: tencentEnv,
      read: (config: ServerConfig) => config.sms,
      expected: {
        provider: 'tencent',
        secretId: 'AKIDsecretid',
        secretKey: 'secretkey-hunter2',
        sdkAppId: '1400000001',
        signName: '行李寄存',
        templateId: '2000001',
      },
    },
    {
      provider: 'Alibaba Cloud Dypls account, at Dypls unless told',
      env: aliyunPlsEnv,
      read: (config: ServerConfig) => config.privacy,
      expected: {
        provider: 'aliyun',
        accessKeyId: 'LTAI5tTestKeyId0123',
        accessKeySecret: 'secret-hunter7',
        poolKey: 'FC100000012345678',
        endpoint: 'https://dyplsapi.aliyuncs.com',
        expectCity: null,
      },
    },
    {
      provider: 'WeChat Pay merchant, turning \\n escapes of PEM keys into newlines',
      env: wechatPayEnv,
      read: (config: ServerConfig) => config.pay,
      expected: {
        provider: 'wechat',
        appId: 'wxd678efh567hg6787',
        mchId: '1230000109',
        merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        merchantPrivateKey: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADAN\n-----END PRIVATE KEY-----\n',
        apiV3Key: 'apiv3-key-of-32-characters-12345',
        platformPublicKey: '-----BEGIN PUBLIC KEY-----\nMIIBIjAN\n-----END PUBLIC KEY-----\n',
        platformSerialNo: 'PUB_KEY_ID_0112345678901234567890',
        notifyUrl: 'https://luggage.example.com/api/pay/notify/wechat/',
        baseUrl: 'https://api.mch.weixin.qq.com',
      },
    },
    {
      provider: 'WeChat official account, with WeChat’s hosts unless told',
      env: { WX_APP_ID: 'wxd678efh567hg6787', WX_APP_SECRET: 'appsecret0123456789', WX_API_BASE_URL: 'http://127.0.0.1:4100/' },
      read: (config: ServerConfig) => config.wechat,
      expected: {
        appId: 'wxd678efh567hg6787',
        appSecret: 'appsecret0123456789',
        oauthBaseUrl: 'https://open.weixin.qq.com',
        apiBaseUrl: 'http://127.0.0.1:4100',
        messageToken: null,
      },
    },
  ])('reads the $provider when its provider is chosen', ({ env, read, expected }) => {
    expect(read(loadConfig(env))).toEqual(expected);
  });

  it.each([
    {
      when: 'SMS_PROVIDER is tencent',
      env: tencentEnv as Record<string, string>,
      missing: ['TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'],
      alone: { SMS_PROVIDER: 'tencent' },
      missingAlone: 'TENCENT_SMS_SECRET_KEY',
    },
    {
      when: 'PRIVACY_PROVIDER is aliyun',
      env: aliyunPlsEnv as Record<string, string>,
      missing: ['ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_PLS_POOL_KEY'],
      alone: { PRIVACY_PROVIDER: 'aliyun' },
      missingAlone: 'ALIYUN_ACCESS_KEY_ID',
    },
    {
      when: 'PAY_PROVIDER is wechat',
      env: wechatPayEnv as Record<string, string>,
      missing: ['WECHAT_PAY_API_V3_KEY', 'WECHAT_PAY_NOTIFY_URL', 'WX_APP_ID'],
      alone: { PAY_PROVIDER: 'wechat' },
      missingAlone: 'WECHAT_PAY_PRIVATE_KEY',
    },
  ])('requires every setting together when $when, naming each missing one', ({ when, env, missing, alone, missingAlone }) => {
    const partial = Object.fromEntries(Object.entries(env).filter(([name]) => !missing.includes(name)));
    for (const name of missing) expect(() => loadConfig(partial)).toThrow(`${name}: required when ${when}`);
    expect(() => loadConfig(alone)).toThrow(`${missingAlone}: required when ${when}`);
  });

  it('checks the forms of the WeChat Pay settings and never echoes the keys', () => {
    expect(() => loadConfig({ ...wechatPayEnv, WECHAT_PAY_NOTIFY_URL: 'http://luggage.example.com/notify' })).toThrow('WECHAT_PAY_NOTIFY_URL: must be an https:// URL');
    expect(() => loadConfig({ ...wechatPayEnv, WECHAT_PAY_APP_ID: 'app' })).toThrow('WECHAT_PAY_APP_ID');
    const badKeys = { ...wechatPayEnv, WECHAT_PAY_API_V3_KEY: 'secret-hunter2', WECHAT_PAY_PRIVATE_KEY: 'not-a-pem-hunter3' };
    expect(() => loadConfig(badKeys)).toThrow(/WECHAT_PAY_PRIVATE_KEY: .*\n.*WECHAT_PAY_API_V3_KEY: must be 32 characters/);
    expect(() => loadConfig(badKeys)).toThrow(/^(?![\s\S]*hunter)/);
    // Plain http only to this machine (the WeChat simulator of the tests).
    expect(loadConfig({ ...wechatPayEnv, WECHAT_PAY_NOTIFY_URL: 'http://127.0.0.1:3000/api/pay/notify/wechat/' }).pay).toMatchObject({ notifyUrl: 'http://127.0.0.1:3000/api/pay/notify/wechat/' });
    expect(() => loadConfig({ ...wechatPayEnv, WECHAT_PAY_APP_ID: 'wx0000000000000000' })).toThrow('WECHAT_PAY_APP_ID: must be the same app id as WX_APP_ID');
    // Without PAY_PROVIDER=wechat the WeChat settings are not needed.
    expect(loadConfig({ WECHAT_PAY_MCH_ID: '1230000109' }).pay.provider).toBe('sandbox');
  });

  it('takes the official account’s id and secret together, and never echoes the secret', () => {
    expect(() => loadConfig({ WX_APP_ID: 'wxd678efh567hg6787' })).toThrow('WX_APP_SECRET: WX_APP_ID and WX_APP_SECRET go together');
    expect(() => loadConfig({ WX_APP_SECRET: 'appsecret0123456789' })).toThrow('WX_APP_ID: WX_APP_ID and WX_APP_SECRET go together');
    expect(() => loadConfig({ WX_APP_ID: 'wxd678efh567hg6787', WX_APP_SECRET: 'hunter5!' })).toThrow(/^(?![\s\S]*hunter5)[\s\S]*WX_APP_SECRET/);
    expect(() => loadConfig({ WX_API_BASE_URL: 'ftp://x' })).toThrow('WX_API_BASE_URL: must be an http:// or https:// URL');
  });

  it('takes the message-push Token with the account only, and never echoes it', () => {
    const account = { WX_APP_ID: 'wxd678efh567hg6787', WX_APP_SECRET: 'appsecret0123456789' };
    expect(loadConfig({ ...account, WX_TOKEN: 'Follow2025' }).wechat?.messageToken).toBe('Follow2025');
    expect(loadConfig({ ...account, WX_TOKEN: '' }).wechat?.messageToken).toBeNull();
    expect(() => loadConfig({ WX_TOKEN: 'Follow2025' })).toThrow('WX_TOKEN: needs WX_APP_ID and WX_APP_SECRET');
    for (const bad of ['hu', 'hunter6-token', 'hunter6'.repeat(5)]) {
      expect(() => loadConfig({ ...account, WX_TOKEN: bad })).toThrow(/^(?![\s\S]*hunter6)[\s\S]*WX_TOKEN: must be the message-push Token/);
    }
  });

  it('trusts a reverse proxy only when told to: a hop count (true is one hop) or proxy addresses, never every entry', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '11', '10.0.0.0/33', '10.0.0.256', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow('TRUST_PROXY: must be false, a number of proxy hops');
    }
  });

  it('sends login codes to the mainland, Hong Kong, Macao and Taiwan unless told other calling codes', () => {
    expect(loadConfig({ SMS_COUNTRIES: '86,1,1,44' }).smsCountries).toEqual(['86', '1', '44']);
    for (const bad of ['+86', '86,', '0', 'cn']) {
      expect(() => loadConfig({ SMS_COUNTRIES: bad }), bad).toThrow('SMS_COUNTRIES: must be comma-separated country calling codes');
    }
  });

  it('takes the HTTP size limits and time-outs, each within its range', () => {
    const env = { HTTP_MAX_HEADER_BYTES: '32768', HTTP_MAX_BODY_BYTES: '32768', HTTP_MAX_URL_LENGTH: '4096', HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '30000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000', HTTP_IDLE_TIMEOUT_MS: '90000' };
    expect(loadConfig(env).httpLimits).toEqual({
      maxHeaderBytes: 32_768,
      maxBodyBytes: 32_768,
      maxUrlLength: 4_096,
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
      idleTimeoutMs: 90_000,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '50' })).toThrow('HTTP_HEADERS_TIMEOUT_MS: must be a whole number from 100 to 600000');
    expect(() => loadConfig({ HTTP_MAX_HEADER_BYTES: 'lots' })).toThrow('HTTP_MAX_HEADER_BYTES: must be a whole number');
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  });

  it('limits writes per user and per address, and unpaid orders per traveller and device, unless told other numbers (never none)', () => {
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS).toMatchObject({ windowSeconds: 60, writesPerUser: 60, checkoutsPerUser: 10, addOrdersPerUser: 5 });
    const env = {
      RATE_LIMIT_WINDOW_SECONDS: '10',
      RATE_LIMIT_WRITES_PER_USER: '20',
      RATE_LIMIT_WRITES_PER_ADDRESS: '5000',
      RATE_LIMIT_CHECKOUTS_PER_USER: '3',
      RATE_LIMIT_CHECKOUTS_PER_ADDRESS: '300',
      RATE_LIMIT_ADD_ORDERS_PER_USER: '2',
      RATE_LIMIT_ADD_ORDERS_PER_ADDRESS: '200',
      UNPAID_ORDERS_PER_TRAVELLER: '5',
      UNPAID_ORDERS_PER_DEVICE: '8',
    };
    expect(loadConfig(env)).toMatchObject({
      rateLimits: { windowSeconds: 10, writesPerUser: 20, writesPerAddress: 5000, checkoutsPerUser: 3, checkoutsPerAddress: 300, addOrdersPerUser: 2, addOrdersPerAddress: 200 },
      unpaidOrderCaps: { perTraveller: 5, perDevice: 8 },
    });
    expect(() => loadConfig({ RATE_LIMIT_CHECKOUTS_PER_USER: '0' })).toThrow('RATE_LIMIT_CHECKOUTS_PER_USER: must be a whole number from 1 to 1000000');
    expect(() => loadConfig({ UNPAID_ORDERS_PER_DEVICE: 'off' })).toThrow('UNPAID_ORDERS_PER_DEVICE: must be a whole number from 1 to 1000');
  });

  it('lets 20 login codes an hour come from one address unless told another number', () => {
    expect(loadConfig({}).smsCodesPerAddressPerHour).toBe(20);
    expect(loadConfig({ SMS_CODES_PER_ADDRESS_PER_HOUR: '500' }).smsCodesPerAddressPerHour).toBe(500);
    expect(loadConfig({}).privacyNumberPool).toEqual(DEFAULT_PRIVACY_NUMBER_POOL);
    expect(loadConfig({ PRIVACY_NUMBER_POOL: '17100000101,17100000102' }).privacyNumberPool).toEqual(['17100000101', '17100000102']);
    expect(() => loadConfig({ PRIVACY_NUMBER_POOL: '17100000101, 1710' })).toThrow('PRIVACY_NUMBER_POOL');
    expect(() => loadConfig({ SMS_CODES_PER_ADDRESS_PER_HOUR: '0' })).toThrow('SMS_CODES_PER_ADDRESS_PER_HOUR');
  });

  it('logs for a person at a terminal unless told otherwise', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
  });

  it.each([
    { env: {}, basemap: { kind: 'offline' } },
    { env: { MAP_STYLE_URL: 'https://tiles.example.com/styles/{lang}.json' }, basemap: { kind: 'style', styleUrl: 'https://tiles.example.com/styles/{lang}.json' } },
    { env: { MAP_STYLE_URL: '/tiles/style.json' }, basemap: { kind: 'style', styleUrl: '/tiles/style.json' } },
    { env: { MAP_AMAP_TILES: 'on' }, basemap: { kind: 'amap', tiles: AMAP_TILES } },
    {
      env: { MAP_AMAP_TILES: 'https://tiles.example.cn/amap?x={x}&y={y}&z={z}&lang={lang}' },
      basemap: { kind: 'amap', tiles: ['https://tiles.example.cn/amap?x={x}&y={y}&z={z}&lang={lang}'] },
    },
    { env: { MAPBOX_TOKEN: 'pk.test' }, basemap: { kind: 'mapbox', token: 'pk.test' } },
  ])('chooses the basemap $basemap.kind from $env', ({ env, basemap }) => {
    expect(loadConfig(env).basemap).toEqual(basemap);
  });

  it('fetches AMap tiles from its four hosts, in the map language', () => {
    expect(AMAP_TILES).toHaveLength(4);
    expect(AMAP_TILES[0]).toBe('https://webrd01.is.autonavi.com/appmaptile?lang={lang}&size=1&scale=1&style=8&x={x}&y={y}&z={z}');
  });

  it.each([
    [{ MAP_STYLE_URL: 'style.json' }, 'MAP_STYLE_URL: must be an http(s) URL or a path starting with / (got "style.json")'],
    [{ MAP_AMAP_TILES: 'yes' }, 'MAP_AMAP_TILES: must be on, or an http(s) tile URL template with {x}, {y} and {z}'],
    [{ MAP_STYLE_URL: '/style.json', MAP_AMAP_TILES: 'on' }, 'MAP_AMAP_TILES: set only one of MAP_STYLE_URL, MAP_AMAP_TILES'],
    [{ MAP_AMAP_TILES: 'on', MAPBOX_TOKEN: 'pk.secret' }, 'MAPBOX_TOKEN: set only one of MAP_AMAP_TILES, MAPBOX_TOKEN'],
  ])('refuses the basemap settings %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT_CONSUMER: '8080',
      PORT_BUSINESS: '8081',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/luggage',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      CONSUMER_DIST: '/srv/consumer',
      BUSINESS_DIST: '/srv/business',
      MAPBOX_TOKEN: 'pk.test',
      AMAP_KEY: '',
      WX_MINIPROGRAM_LINK: 'weixin://dl/business/?t=TICKET',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      consumerPort: 8080,
      businessPort: 8081,
      dataDir: '/var/lib/luggage',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      logLevel: 'warn',
      logFormat: 'pretty',
      consumerDist: '/srv/consumer',
      basemap: { kind: 'mapbox', token: 'pk.test' },
      amapKey: null,
      wxMiniprogramLink: 'weixin://dl/business/?t=TICKET',
    });
  });

  it.each([
    [{ PORT_CONSUMER: 'abc' }, 'PORT_CONSUMER: must be a port number (1–65535) (got "abc")'],
    [{ PORT_BUSINESS: '70000' }, 'PORT_BUSINESS'],
    [{ PORT_CONSUMER: '4000', PORT_BUSINESS: '4000' }, 'PORT_BUSINESS: must differ from PORT_CONSUMER'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ HOST: 'a b' }, 'HOST'],
    [{ WX_MINIPROGRAM_LINK: 'http://example.com/open' }, 'WX_MINIPROGRAM_LINK: must be a weixin:// URL Scheme or an https:// URL Link'],
    [{ WX_MINIPROGRAM_LINK: 'pages/index/index' }, 'WX_MINIPROGRAM_LINK'],
    [{ SMS_PROVIDER: 'aliyun' }, 'SMS_PROVIDER'],
    [{ SUPPORT_PHONE: 'call us' }, 'SUPPORT_PHONE: must be a phone number'],
    [{ SUPPORT_WECHAT_URL: 'http://work.weixin.qq.com/kfid/x' }, 'SUPPORT_WECHAT_URL: must be an https:// link'],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL'],
  ])('refuses %o with a message naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('takes the support contact from any of SUPPORT_PHONE, SUPPORT_WECHAT_URL and SUPPORT_EMAIL', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com' }).support).toEqual({ phone: null, wechatUrl: null, email: 'help@example.com' });
    expect(loadConfig({ SUPPORT_PHONE: '+86 400 820 8820', SUPPORT_WECHAT_URL: 'https://work.weixin.qq.com/kfid/kfc01', SUPPORT_EMAIL: '' }).support).toEqual({
      phone: '+86 400 820 8820',
      wechatUrl: 'https://work.weixin.qq.com/kfid/kfc01',
      email: null,
    });
  });

  it('never echoes a database URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db' })).toThrow(/^(?![\s\S]*hunter2)/);
  });

  it('sends emails through SMTP_URL, never echoing it, and takes a seller with a valid tax id', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://invoices:hunter2@smtp.example.com', EMAIL_FROM: 'Invoices <invoices@example.com>' }).email).toEqual({
      smtpUrl: 'smtps://invoices:hunter2@smtp.example.com',
      from: 'Invoices <invoices@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'https://user:hunter2@smtp.example.com' })).toThrow(/^(?![\s\S]*hunter2)[\s\S]*SMTP_URL/);
    expect(loadConfig({ INVOICE_SELLER_NAME: '上海行李寄存有限公司', INVOICE_SELLER_TAX_ID: '91350100M000100Y43' }).invoiceSeller).toEqual({
      name: '上海行李寄存有限公司',
      taxId: '91350100M000100Y43',
    });
    expect(() => loadConfig({ INVOICE_SELLER_TAX_ID: '91350100M000100Y44' })).toThrow(/INVOICE_SELLER_TAX_ID: must be a unified social credit code/);
  });

  it('opens /metrics with METRICS_TOKEN, never echoing a bad one', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-7f3a9c21e8b44d10' }).metricsToken).toBe('scrape-7f3a9c21e8b44d10');
    expect(() => loadConfig({ METRICS_TOKEN: 'short secret' })).toThrow(/^(?![\s\S]*short secret)[\s\S]*METRICS_TOKEN: must be 16/);
  });
});
