import { describe, expect, it } from 'vitest';
import { clientLogEndpoint } from '../contract/user/client-log';
import { healthEndpoint } from '../contract/system/health';
import { storeInventoryEndpoint } from '../contract/store/store-inventory';
import { apiDocsPage } from './api-docs-page';
import { contractOpenApi } from './contract-openapi';

const document = contractOpenApi();

describe('contractOpenApi', () => {
  it("gives a GET its query parameters in their wire form, v included, and the signing headers", () => {
    const operation = document.paths[storeInventoryEndpoint.path]?.get;
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([
        { name: 'startDate', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d{8}$' } },
        { name: 'v', in: 'query', required: true, schema: { type: 'string', enum: ['web', 'wxweb'] } },
      ]),
    );
    expect(operation?.security).toEqual([{ Timestamp: [], Uniq: [], Sign: [] }]);
  });

  it('gives a POST its JSON body with its bounds, and the envelope around the content', () => {
    const operation = document.paths[clientLogEndpoint.path]?.post;
    expect(operation?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { entries: { type: 'array', minItems: 1, maxItems: 20 }, v: {} }, required: ['app', 'build', 'entries', 'v'] } } },
    });
    expect(operation?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { oneOf: [{ properties: { status: { const: 1 }, content: { properties: { stored: {} } } } }, { $ref: '#/components/schemas/FailureEnvelope' }] } } },
    });
    expect(operation?.responses['429']).toEqual({ $ref: '#/components/responses/Failure' });
  });

  it('leaves unsigned calls without security, and names every catalogue code in the failure envelope', () => {
    expect(document.paths[healthEndpoint.path]?.get?.security).toEqual([]);
    expect(JSON.stringify(document.components)).toContain('"clientLogLimited"');
  });
});

describe('apiDocsPage', () => {
  it('lists every operation with a link to the JSON document, without script', () => {
    const page = apiDocsPage(document, '/api/docs/openapi.json');
    expect(page).toContain('<code>/api/user/log/</code>');
    expect(page).toContain('href="/api/docs/openapi.json"');
    expect(page).not.toContain('<script');
    expect(page.match(/<tr><td>/g)).toHaveLength(Object.values(document.paths).flatMap(Object.keys).length);
  });
});
