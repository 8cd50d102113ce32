import { randomInt } from 'node:crypto';
import { signPayload } from '@luggage/api/signing';
import type { InjectOptions } from 'fastify';

/** The instant the test servers believe it is: 2025-03-01 12:00 in Shanghai. */
export const TEST_NOW = Date.parse('2025-03-01T04:00:00Z');

/** A fresh random 6-character device id per request, as a new Sign per call makes real requests distinct. */
export function randomUniq(): string {
  return Array.from({ length: 6 }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[randomInt(36)]).join('');
}

interface SigningOptions {
  /** Timestamp to sign with; TEST_NOW by default. */
  timestamp?: number;
  /** The Uniq header; a fresh random one (see randomUniq) unless given. */
  uniq?: string;
  /** The v field; null leaves it out. */
  v?: 'web' | 'wxweb' | string | null;
  headers?: Record<string, string>;
}

/** A signed GET exactly as the apps send it: v added to the query, Sign = MD5(query + Timestamp). */
export function signedGet(path: string, params: Record<string, string | number>, options: SigningOptions = {}): InjectOptions {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]));
  const v = options.v === undefined ? 'web' : options.v;
  if (v !== null) query.set('v', v);
  const text = query.toString();
  const timestamp = String(options.timestamp ?? TEST_NOW);
  return {
    method: 'GET',
    url: text ? `${path}?${text}` : path,
    headers: { Timestamp: timestamp, Uniq: options.uniq ?? randomUniq(), Sign: signPayload(text, timestamp), ...options.headers },
  };
}

/** A signed POST: v added to the JSON body, Sign = MD5(body text + Timestamp). */
export function signedPost(path: string, body: Record<string, unknown>, options: SigningOptions = {}): InjectOptions {
  const v = options.v === undefined ? 'web' : options.v;
  const text = JSON.stringify(v === null ? body : { ...body, v });
  const timestamp = String(options.timestamp ?? TEST_NOW);
  return {
    method: 'POST',
    url: path,
    payload: text,
    headers: { 'Content-Type': 'application/json', Timestamp: timestamp, Uniq: options.uniq ?? randomUniq(), Sign: signPayload(text, timestamp), ...options.headers },
  };
}
