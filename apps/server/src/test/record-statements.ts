import type { Kysely, KyselyPlugin, OperationNode } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/** One statement a Kysely instance sent: its kind ('SelectQueryNode', 'InsertQueryNode', 'RawNode', …) and, for a write, its table. */
export interface RecordedStatement {
  kind: OperationNode['kind'];
  table?: string;
}

/** The table a write statement names, as written (no schema). */
function writtenTable(node: OperationNode): string | undefined {
  if (node.kind === 'InsertQueryNode' && 'into' in node) return (node as { into?: { table: { identifier: { name: string } } } }).into?.table.identifier.name;
  return undefined;
}

/**
 * Test-only: `db` with a plugin that records every statement it runs (BEGIN and COMMIT excepted: Kysely
 * sends them without compiling a query) into `statements`, for tests that count a request's round trips.
 * Kysely also transforms each subquery as it is built, so a statement is recorded when its result comes back.
 */
export function recordStatements(db: Kysely<DatabaseSchema>): { db: Kysely<DatabaseSchema>; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const built = new WeakMap<object, RecordedStatement>();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const table = writtenTable(node);
      built.set(queryId, table === undefined ? { kind: node.kind } : { kind: node.kind, table });
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const statement = built.get(queryId);
      if (statement) statements.push(statement);
      return result;
    },
  };
  return { db: db.withPlugin(recorder), statements };
}
