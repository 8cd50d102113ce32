import { randomBytes } from 'node:crypto';

/** 32 random lower-case hex digits: a new out_trade_no or out_refund_no. */
export function randomHexId(): string {
  return randomBytes(16).toString('hex');
}
