import type { KeyObject } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CredentialStore } from './official-account/credential-store';
import type { WechatSimQrCode } from './official-account/wechat-sim-qr-code';
import type { OauthStore } from './oauth/oauth-store';
import type { Notifier } from './pay/notifier';
import type { PayLedger } from './pay/pay-ledger';
import type { TransferLedger } from './pay/transfer-ledger';

/** What the route files of one simulator share: its settings, keys (parsed) and stores. */
export interface SimContext {
  appId: string;
  appSecret: string;
  mchId: string;
  merchantSerialNo: string;
  merchantPublicKey: KeyObject;
  platformPrivateKey: KeyObject;
  platformSerialNo: string;
  clock: () => number;
  oauth: OauthStore;
  credentials: CredentialStore;
  ledger: PayLedger;
  /** Transfers to WeChat balances (商家转账). */
  transfers: TransferLedger;
  notifier: Notifier;
  qrCodes: WechatSimQrCode[];
  /** Marks an answer as a refusal for stats when its HTTP status does not say so (WeChat's errcode with HTTP 200). */
  markRefused(request: FastifyRequest): void;
}
