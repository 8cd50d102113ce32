import { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';
import { endpointList } from '../contract/endpoints';
import { ERROR_MESSAGES } from '../contract/error-messages';
import { clientVariantSchema } from '../contract/fields/client-variant';
import { SIGNATURE_WINDOW_MS, SIGNING_HEADERS } from '../signing';

type JsonSchema = Record<string, unknown>;

/** One operation (a method of a path) of the {@link OpenApiDocument}. */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  /** Empty for an unsigned call. */
  security: Record<string, string[]>[];
  /** GET: the query's fields. */
  parameters?: { name: string; in: 'query'; required: boolean; schema: JsonSchema }[];
  /** POST: the JSON body. */
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] } } } };
  responses: Record<string, JsonSchema>;
}

/** The OpenAPI 3.1 document {@link contractOpenApi} gives. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: JsonSchema;
}

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) of `schema` as it travels on the wire: the input side of
 * codecs and transforms (a day is 'yyyymmdd' text), without `$schema`; parts JSON Schema cannot say
 * (refinements, custom checks) are left open.
 */
function wireSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  return json;
}

const SIGNED = { [SIGNING_HEADERS.timestamp]: [], [SIGNING_HEADERS.uniq]: [], [SIGNING_HEADERS.sign]: [] };
const SESSION = { [SIGNING_HEADERS.userToken]: [], [SIGNING_HEADERS.userId]: [] };

/** The security requirement of `endpoint`: the signing headers, and the session's when it needs one (all at once). */
function securityOf(endpoint: Endpoint): Record<string, string[]>[] {
  if (!endpoint.signed) return [];
  return [endpoint.auth === 'none' ? SIGNED : { ...SIGNED, ...SESSION }];
}

/** The parameters or body of `endpoint`: GET's fields as query parameters, POST's as the JSON body; a signed call adds `v`. */
function requestOf(endpoint: Endpoint): Pick<OpenApiOperation, 'parameters' | 'requestBody'> {
  const body = wireSchema(endpoint.request) as { type?: string; properties?: Record<string, JsonSchema>; required?: string[] };
  const v = wireSchema(clientVariantSchema);
  const properties = { ...body.properties, ...(endpoint.signed ? { v } : {}) };
  const required = [...(body.required ?? []), ...(endpoint.signed ? ['v'] : [])];
  if (endpoint.method === 'GET') {
    return {
      parameters: Object.entries(properties).map(([name, schema]) => ({ name, in: 'query' as const, required: required.includes(name), schema })),
    };
  }
  const schema = body.type === 'object' ? { ...body, properties, required } : body;
  return { requestBody: { required: true as const, content: { 'application/json': { schema } } } };
}

/** What `endpoint` answers: HTTP 200 with the success or failure envelope, and the HTTP errors it may give. */
function responsesOf(endpoint: Endpoint): Record<string, JsonSchema> {
  const success = {
    type: 'object',
    properties: { status: { const: 1 }, content: wireSchema(endpoint.response) },
    required: ['status', 'content'],
  };
  const failure = { $ref: '#/components/responses/Failure' };
  return {
    '200': {
      description: 'The envelope: `status: 1` with `content`, or `status: 0` with `errorMsg` and `errorCode` (a refusal or bad input).',
      content: { 'application/json': { schema: { oneOf: [success, { $ref: '#/components/schemas/FailureEnvelope' }] } } },
    },
    ...(endpoint.auth === 'none' ? {} : { '401': failure }),
    '404': failure,
    '429': failure,
    '500': failure,
    '503': failure,
  };
}

/** How the API works as a whole: the envelope, the signature and the errors (the document's description). */
const DESCRIPTION = `The luggage storage product API (spec §7), generated from the contract (\`@luggage/api/contract\`).

**Envelope.** Every call answers JSON \`{ "status": 1, "content": … }\` on success, or \`{ "status": 0, "errorMsg": "…", "errorCode": "…" }\`
when refused: HTTP 200 for refusals and bad input (\`errorMsg\` 'invalid parameter: <field>'), HTTP 401 when the session is missing or
expired, 404 for unknown paths (and unknown shops on info_v2/info_v3), 429 when a limit is reached, 500 on a server error, 503 while
the database is unavailable. \`errorMsg\` is in the request's language (\`Accept-Language: zh…\` → Chinese); \`errorCode\` is the
stable key apps switch on.

**Signing.** Every call but the unsigned ones (health, readiness) carries the headers \`${SIGNING_HEADERS.timestamp}\` (ms since epoch, within
±${SIGNATURE_WINDOW_MS / 60_000} minutes of the server's clock), \`${SIGNING_HEADERS.uniq}\` (the device's random 6-character id, [0-9a-z]) and \`${SIGNING_HEADERS.sign}\`
= MD5 hex of the payload exactly as sent (GET: the query string without '?'; POST: the JSON body text) followed by the Timestamp. Each
call adds the field \`v\` ('wxweb' in WeChat's browser, else 'web') to its query or body before signing. A signed POST is accepted once
(the same Uniq and Sign again is refused). Calls that need a session add \`${SIGNING_HEADERS.userToken}\` and \`${SIGNING_HEADERS.userId}\` (a traveller's session, or
a staff session on the business calls).`;

/** A header of the signing scheme as an OpenAPI security scheme. */
const headerScheme = (name: string, description: string) => ({ type: 'apiKey', in: 'header', name, description });

/**
 * The OpenAPI 3.1 document of the contract's endpoints ({@link endpointList}): each path and method with its
 * parameters (GET query) or JSON body (POST), its success content inside the envelope, the failure envelope
 * (errorCode one of the catalogue's keys) and the signing and session headers as security schemes. What is
 * on the wire is described (codecs' wire side). Deterministic: the same contract gives the same document.
 */
export function contractOpenApi(endpoints: readonly Endpoint[] = endpointList): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const operations = (paths[endpoint.path] ??= {});
    operations[endpoint.method.toLowerCase()] = {
      operationId: endpoint.name,
      tags: [endpoint.path.split('/')[2] ?? 'api'],
      summary: `${endpoint.name}${endpoint.auth === 'none' ? '' : ` (${endpoint.auth} session)`}${endpoint.shopRole ? `, shop ${endpoint.shopRole}` : ''}`,
      security: securityOf(endpoint),
      ...requestOf(endpoint),
      responses: responsesOf(endpoint),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Luggage storage API', version: '1', description: DESCRIPTION },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: {
        FailureEnvelope: {
          type: 'object',
          properties: {
            status: { const: 0 },
            errorMsg: { type: 'string', description: "The refusal in the request's language." },
            errorCode: { enum: Object.keys(ERROR_MESSAGES), description: 'The catalogue key of the refusal (stable).' },
          },
          required: ['status', 'errorMsg'],
        },
      },
      responses: {
        Failure: { description: 'The failure envelope.', content: { 'application/json': { schema: { $ref: '#/components/schemas/FailureEnvelope' } } } },
      },
      securitySchemes: {
        [SIGNING_HEADERS.timestamp]: headerScheme(SIGNING_HEADERS.timestamp, 'ms since epoch when the call was made.'),
        [SIGNING_HEADERS.uniq]: headerScheme(SIGNING_HEADERS.uniq, "The device's 6-character id ([0-9a-z])."),
        [SIGNING_HEADERS.sign]: headerScheme(SIGNING_HEADERS.sign, 'MD5 hex of the query string or JSON body text followed by the Timestamp.'),
        [SIGNING_HEADERS.userToken]: headerScheme(SIGNING_HEADERS.userToken, "The session's token (login or business login)."),
        [SIGNING_HEADERS.userId]: headerScheme(SIGNING_HEADERS.userId, "The session's user id."),
      },
    },
  };
}
