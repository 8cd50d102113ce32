import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { maskPhone } from '../mask-phone';
import type { SmsLog, SmsProvider } from '../sms-provider';

/**
 * The local default: each code goes to the `sms_outbox` table and to the log (the code included: nothing
 * leaves the machine, and a developer needs it to log in), never to a phone.
 */
export function createOutboxSmsProvider(deps: { db: Kysely<DatabaseSchema>; log: SmsLog; clock: () => number }): SmsProvider {
  return {
    name: 'outbox',
    async sendLoginCode({ country, phone, code }) {
      await deps.db.insertInto('sms_outbox').values({ country, phone, code, sent_at: new Date(deps.clock()) }).execute();
      deps.log.info({ phone: maskPhone(country, phone), code }, 'SMS outbox: login code');
    },
  };
}
