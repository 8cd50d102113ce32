import { sealResource } from '../crypto/seal-resource';
import { shanghaiIso } from '../shanghai-time';
import { wechatIds } from '../wechat-ids';
import { transactionJson, type Trade } from './trade';

/**
 * The TRANSACTION.SUCCESS notification of a paid trade, as WeChat Pay posts it: the transaction encrypted
 * with the APIv3 key (AAD 'transaction'). The body is made once; deliveries only sign it anew.
 */
export function paymentNotification(trade: Trade, apiV3Key: string, nowMs: number): { id: string; body: string } {
  const id = wechatIds.notificationId();
  const body = JSON.stringify({
    id,
    create_time: shanghaiIso(nowMs),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: sealResource(JSON.stringify(transactionJson(trade)), apiV3Key, 'transaction', 'transaction'),
  });
  return { id, body };
}
