import { describe, expect, it } from 'vitest';
import { canonicalizeRpcParameters, percentEncode, signRpcRequest } from './sign-rpc-request';

/** Alibaba Cloud's documented example of the RPC signature (ECS DescribeRegions, secret 'testsecret'). */
const documentedRequest = {
  Timestamp: '2016-02-23T12:46:24Z',
  Format: 'XML',
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  Version: '2014-05-26',
  SignatureVersion: '1.0',
};

describe('signRpcRequest', () => {
  it("matches Alibaba Cloud's documented example (ECS DescribeRegions, 2016-02-23)", () => {
    expect(canonicalizeRpcParameters(documentedRequest)).toBe(
      'AccessKeyId=testid&Action=DescribeRegions&Format=XML&SignatureMethod=HMAC-SHA1' +
        '&SignatureNonce=3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf&SignatureVersion=1.0&Timestamp=2016-02-23T12%3A46%3A24Z&Version=2014-05-26',
    );
    expect(signRpcRequest('GET', documentedRequest, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('signs the method and every parameter, whatever their order', () => {
    const reordered = Object.fromEntries(Object.entries(documentedRequest).reverse());
    expect(signRpcRequest('GET', reordered, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(signRpcRequest('POST', documentedRequest, 'testsecret')).not.toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(signRpcRequest('GET', { ...documentedRequest, ExpectCity: '上海' }, 'testsecret')).not.toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(signRpcRequest('GET', documentedRequest, 'other')).not.toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});

describe('percentEncode', () => {
  it("leaves only A-Z a-z 0-9 - _ . ~ as they are, encoding what encodeURIComponent keeps and UTF-8 text", () => {
    expect(percentEncode("a!b'c(d)e*f")).toBe('a%21b%27c%28d%29e%2Af');
    expect(percentEncode('AZaz09-_.~')).toBe('AZaz09-_.~');
    expect(percentEncode('2025-03-05 00:00:00')).toBe('2025-03-05%2000%3A00%3A00');
    expect(percentEncode('上海+/=')).toBe('%E4%B8%8A%E6%B5%B7%2B%2F%3D');
  });
});
