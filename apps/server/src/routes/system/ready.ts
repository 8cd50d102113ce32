import { readyEndpoint } from '@luggage/api/contract';
import { migrationState } from '../../db/pending-migrations';
import { ApiFailure } from '../../errors/api-failure';
import { defineRoute } from '../../http/define-route';

/**
 * GET /api/ready (unsigned): ready when the database answers and no migration this server holds is pending;
 * else HTTP 503 'databaseUnavailable' (the reason in the log) or 'migrationsPending' with their count.
 */
export const readyRoute = defineRoute(readyEndpoint, async ({ context }) => {
  let state;
  try {
    state = await migrationState(context.db);
  } catch (error) {
    throw new ApiFailure('databaseUnavailable', 503, {}, error instanceof Error ? error.message : String(error));
  }
  if (state.pending.length > 0) throw new ApiFailure('migrationsPending', 503, { count: String(state.pending.length) }, `pending: ${state.pending.join(', ')}`);
  return { ok: true as const, database: context.databaseKind, migrations: state.executed.length };
});
