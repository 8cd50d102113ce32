import { describe, expect, it } from 'vitest';
import { createWechatSim } from './create-wechat-sim';
import { keys } from './test/sim-fixture';

describe('createWechatSim', () => {
  it.each([
    ['an APIv3 key of 31 characters', { apiV3Key: 'x'.repeat(31) }, 'apiV3Key must be 32 bytes'],
    ['a merchant key that is not PEM', { merchantPublicKey: 'not a key' }, 'merchantPublicKey is not a PEM public key or certificate'],
    ['a platform public key given as the private one', { platformPrivateKey: keys.platformPublicKey }, 'platformPrivateKey is not a PEM private key'],
    ['no mchId', { mchId: '' }, 'mchId is required'],
  ])('refuses %s', (_case, overrides, message) => {
    expect(() => createWechatSim({ ...keys, ...overrides })).toThrow(message);
  });
});
