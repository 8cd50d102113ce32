/** The settings of each real provider as the environment gives them, for the settings' tests. */

/** Tencent Cloud SMS (SMS_PROVIDER=tencent); the secret key contains 'hunter' to catch an echo. */
export const tencentEnv = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDsecretid',
  TENCENT_SMS_SECRET_KEY: 'secretkey-hunter2',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '行李寄存',
  TENCENT_SMS_TEMPLATE_ID: '2000001',
};

/** Alibaba Cloud Dypls (PRIVACY_PROVIDER=aliyun); the secret contains 'hunter'. */
export const aliyunPlsEnv = {
  PRIVACY_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'LTAI5tTestKeyId0123',
  ALIYUN_ACCESS_KEY_SECRET: 'secret-hunter7',
  ALIYUN_PLS_POOL_KEY: 'FC100000012345678',
};

/** Tencent Cloud FaceID's ID check (IDENTITY_PROVIDER=tencent) and the ID-number key; the secrets contain 'hunter'. */
export const faceIdEnv = {
  IDENTITY_PROVIDER: 'tencent',
  TENCENT_FACEID_SECRET_ID: 'AKIDfaceid0123',
  TENCENT_FACEID_SECRET_KEY: 'faceid-hunter4',
  IDENTITY_ENCRYPTION_KEY: Buffer.from('hunter6-hunter6-hunter6-hunter6!').toString('base64'),
};

/** WeChat Pay JSAPI (PAY_PROVIDER=wechat) with its official account; the private key in one-line form. */
export const wechatPayEnv = {
  PAY_PROVIDER: 'wechat',
  WECHAT_PAY_APP_ID: 'wxd678efh567hg6787',
  WECHAT_PAY_MCH_ID: '1230000109',
  WECHAT_PAY_MERCHANT_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  // One-line form with \\n escapes, as environment files often hold PEM keys.
  WECHAT_PAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADAN\\n-----END PRIVATE KEY-----\\n',
  WECHAT_PAY_API_V3_KEY: 'apiv3-key-of-32-characters-12345',
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMIIBIjAN\n-----END PUBLIC KEY-----\n',
  WECHAT_PAY_PLATFORM_SERIAL_NO: 'PUB_KEY_ID_0112345678901234567890',
  WECHAT_PAY_NOTIFY_URL: 'https://luggage.example.com/api/pay/notify/wechat/',
  WX_APP_ID: 'wxd678efh567hg6787',
  WX_APP_SECRET: 'appsecret0123456789hunter4',
};
