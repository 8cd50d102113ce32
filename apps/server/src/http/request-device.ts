import { SIGNING_HEADERS } from '@luggage/api/signing';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../errors/api-failure';

/**
 * The device id (the Uniq header, spec §3: six lower-case letters or digits) of a signed call, whose
 * signature check has refused any other shape already ('request signature is invalid' otherwise).
 */
export function requestDevice(request: FastifyRequest): string {
  const uniq = request.headers[SIGNING_HEADERS.uniq.toLowerCase()];
  if (typeof uniq !== 'string' || !/^[0-9a-z]{6}$/.test(uniq)) throw new ApiFailure('signatureInvalid');
  return uniq;
}
