import { describe, expect, it } from 'vitest';
import { signTc3Request } from './sign-tc3-request';

describe('signTc3Request', () => {
  /** Tencent Cloud's documented example request (CVM DescribeInstances at 2019-02-25 16:44:25 UTC). */
  const documentedRequest = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    contentType: 'application/json; charset=utf-8',
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    timestamp: 1551113065,
  };

  it("matches Tencent Cloud's documented example (CVM DescribeInstances, 2019-02-25)", () => {
    const authorization = signTc3Request(documentedRequest);
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('dates the credential by the UTC day, not the local one (00:44 in Beijing is still the day before)', () => {
    const authorization = signTc3Request({ ...documentedRequest, secretId: 'id', secretKey: 'key', service: 'sms', host: 'sms.tencentcloudapi.com', payload: '{}' });
    expect(authorization).toContain('Credential=id/2019-02-25/sms/tc3_request');
  });
});
