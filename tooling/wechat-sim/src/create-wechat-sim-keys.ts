import { generateKeyPairSync, randomBytes } from 'node:crypto';

/** A fresh identity for a simulator and the server that talks to it. */
export interface WechatSimKeys {
  /** 'wx' and 16 hex digits. */
  appId: string;
  /** 32 hex digits. */
  appSecret: string;
  /** 10 digits. */
  mchId: string;
  /** PEM (PKCS#8): the server signs its WeChat Pay requests and paySign with it. */
  merchantPrivateKey: string;
  /** PEM (SPKI): the simulator verifies with it. */
  merchantPublicKey: string;
  /** 40 upper-case hex digits, like a merchant certificate's serial. */
  merchantSerialNo: string;
  /** PEM (PKCS#8): the simulator signs answers and notifications with it. */
  platformPrivateKey: string;
  /** PEM (SPKI): the server verifies with it. */
  platformPublicKey: string;
  /** 'PUB_KEY_ID_' and 22 digits, like a WeChat Pay platform public key id. */
  platformSerialNo: string;
  /** 32 alphanumerics. */
  apiV3Key: string;
}

const rsaPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/** Two fresh RSA-2048 key pairs (merchant, platform) and ids, for one test run: spread into createWechatSim. */
export function createWechatSimKeys(): WechatSimKeys {
  const merchant = rsaPair();
  const platform = rsaPair();
  const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
  return {
    appId: `wx${randomBytes(8).toString('hex')}`,
    appSecret: randomBytes(16).toString('hex'),
    mchId: `1${digits(9)}`,
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    merchantSerialNo: randomBytes(20).toString('hex').toUpperCase(),
    platformPrivateKey: platform.privateKey,
    platformPublicKey: platform.publicKey,
    platformSerialNo: `PUB_KEY_ID_${digits(22)}`,
    apiV3Key: randomBytes(24).toString('base64').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 32),
  };
}
