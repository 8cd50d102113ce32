import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { selectTemplates } from '../coupon/select-templates';
import type { TemplateRow } from '../coupon/template-columns';

/** The two templates of the share activity: what a friend claims, what the sharer is rewarded with. */
export interface ShareActivityTemplates {
  friend: TemplateRow;
  reward: TemplateRow;
}

/**
 * The share activity now: the newest 'share-friend' template and the newest 'share-reward' template (a new
 * offer is a new template, see CouponTemplateTable). Without both: 'sharing is not available now'.
 */
export async function selectShareActivity(db: Kysely<DatabaseSchema>): Promise<ShareActivityTemplates> {
  const rows = await selectTemplates(db).where('t.channel', 'in', ['share-friend', 'share-reward']).orderBy('t.id', 'desc').execute();
  const friend = rows.find((row) => row.channel === 'share-friend');
  const reward = rows.find((row) => row.channel === 'share-reward');
  if (!friend || !reward) throw new ApiFailure('shareUnavailable');
  return { friend, reward };
}
