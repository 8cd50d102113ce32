import { randomUUID } from 'node:crypto';
import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { PrivacyNumberProvider } from '../privacy-number-provider';
import { canonicalizeRpcParameters, signRpcRequest } from './sign-rpc-request';
import { remoteCallFailure } from '../../remote-call-failure';

/** An Alibaba Cloud account with a Dypls (号码隐私保护) number pool. */
export interface AliyunPlsAccount {
  accessKeyId: string;
  /** Signs every request: never logged, never sent. */
  accessKeySecret: string;
  /** The pool's key (号码池Key, 'FC…') in the Dypls console. */
  poolKey: string;
  /** Where the Dypls API is, without a trailing slash: https://dyplsapi.aliyuncs.com, or a local server in tests. */
  endpoint: string;
  /** The city whose numbers to give first ('上海'); null → any number of the pool. */
  expectCity: string | null;
}

/** Dypls answers that mean the pool has no number free for these two phones: the service refuses as for the local pool. */
const NO_NUMBER_FREE = new Set(['isv.NO_AVAILABLE_NUMBER']);

/** BindAxb's answer (JSON): Code 'OK' with the binding, or another Code with its Message. */
const bindAxbAnswerSchema = z.object({
  Code: z.string(),
  Message: z.string().optional(),
  SecretBindDTO: z.object({ SecretNo: z.string().min(1), SubsId: z.string().min(1) }).optional(),
});

/** Digits only: Dypls takes fixed lines with the area code and no hyphen ('02163581234'), mobiles without +86. */
const dyplsPhone = (phone: string) => phone.replace(/^\+86/, '').replace(/\D/g, '');

/**
 * Alibaba Cloud's privacy numbers (Dypls API 2017-05-25, BindAxb, RPC signed with HMAC-SHA1) through `fetch`:
 * binds A and B to a number of the pool until `expiresAt` (Expiration in Shanghai time), answering the number
 * (SecretNo) and the binding id (SubsId). 'No number free' answers null; any other failure (network, time-out,
 * an answer that is not JSON, another Code) throws an Error 'Aliyun BindAxb: <reason>' for the log, without
 * the secret. It keeps nothing in the database: the transaction is only passed through.
 */
export function aliyunPrivacyNumbers(deps: { account: AliyunPlsAccount; fetch: typeof fetch; timeoutMs?: number }): PrivacyNumberProvider {
  const { account } = deps;
  const timeoutMs = deps.timeoutMs ?? 5000;
  const failed = (reason: string) => new Error(`Aliyun BindAxb: ${reason}`);
  return {
    name: 'aliyun',
    async bind(_trx, { phoneA, phoneB, expiresAt }, now) {
      const parameters: Record<string, string> = {
        Action: 'BindAxb',
        Version: '2017-05-25',
        Format: 'JSON',
        AccessKeyId: account.accessKeyId,
        SignatureMethod: 'HMAC-SHA1',
        SignatureVersion: '1.0',
        SignatureNonce: randomUUID(),
        Timestamp: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        PoolKey: account.poolKey,
        PhoneNoA: dyplsPhone(phoneA),
        PhoneNoB: dyplsPhone(phoneB),
        Expiration: DateTime.fromJSDate(expiresAt, { zone: SHANGHAI_ZONE }).toFormat('yyyy-MM-dd HH:mm:ss'),
        ...(account.expectCity ? { ExpectCity: account.expectCity } : {}),
      };
      const body = canonicalizeRpcParameters({ ...parameters, Signature: signRpcRequest('POST', parameters, account.accessKeySecret) });

      let status: number;
      let text: string;
      try {
        const response = await deps.fetch(`${account.endpoint}/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        throw failed(remoteCallFailure(error, timeoutMs));
      }

      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw failed(status === 200 ? 'the answer is not JSON' : `HTTP ${status}`);
      }
      const answer = bindAxbAnswerSchema.safeParse(json);
      if (!answer.success) throw failed(status === 200 ? 'unexpected answer' : `HTTP ${status}`);
      const { Code: code, Message: message, SecretBindDTO: binding } = answer.data;
      if (NO_NUMBER_FREE.has(code)) return null;
      if (code !== 'OK') throw failed(`${code}${message ? ` (${message})` : ''}`);
      if (!binding) throw failed('unexpected answer (no SecretBindDTO)');
      return { virtualNumber: binding.SecretNo, providerBindingId: binding.SubsId };
    },
  };
}
