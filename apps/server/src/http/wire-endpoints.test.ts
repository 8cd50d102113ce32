import { carriesCodec, endpointList } from '@luggage/api/contract';
import { describeWire, wireEndpointsSource } from '@luggage/api/contract/wire';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';

/** The browser's zod-free description of the endpoints; `pnpm wire` (UPDATE_WIRE=1) rewrites it from the contract. */
const COMMITTED = join(serverPaths.repoRoot, 'packages/api/src/wire/wire-endpoints.ts');

describe('packages/api/src/wire/wire-endpoints.ts', () => {
  it('is what the contract gives (after a contract change, run `pnpm wire` and commit the file)', () => {
    const generated = wireEndpointsSource();
    if (process.env.UPDATE_WIRE === '1') writeFileSync(COMMITTED, generated);
    expect(readFileSync(COMMITTED, 'utf8') === generated, 'wire-endpoints.ts differs from the contract: run `pnpm wire`').toBe(true);
  });

  it('names days in the content of exactly the endpoints whose response converts between the wire and code', () => {
    const converting = endpointList.filter((endpoint) => carriesCodec(endpoint.response)).map((endpoint) => endpoint.name);
    expect(endpointList.filter((endpoint) => describeWire(endpoint).responseDays).map((endpoint) => endpoint.name)).toEqual(converting);
  });
});
