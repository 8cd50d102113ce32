import type { BusinessInfo } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import { formatPhone } from '../../auth/format-phone';
import { listStaffShops } from './list-staff-shops';

/** The signed-in staff account and its shops (empty when it works at none any more); HTTP 401 for a deleted account. */
export async function getBusinessInfo(db: Kysely<DatabaseSchema>, userId: string): Promise<BusinessInfo> {
  const user = await db.selectFrom('app_user').select(['country', 'phone']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new ApiFailure('tokenExpired', 401);
  return { userId, phone: formatPhone(user.country, user.phone), shops: await listStaffShops(db, userId) };
}
