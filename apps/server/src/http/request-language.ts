import { messageLanguage, type MessageLanguage } from '@luggage/api/contract';
import type { FastifyRequest } from 'fastify';

/** The language of the request's error messages: Chinese when Accept-Language starts with zh. */
export function requestLanguage(request: FastifyRequest): MessageLanguage {
  return messageLanguage(request.headers['accept-language']);
}
