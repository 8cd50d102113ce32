import type { Kysely, KyselyPlugin, OperationNode } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/** One statement a Kysely instance sent: its kind ('SelectQueryNode', 'InsertQueryNode', 'RawNode', …) and the tables it inserts into. */
export interface RecordedStatement {
  kind: OperationNode['kind'];
  /** The tables the statement inserts into, as written (no schema), its WITH queries' included; empty for a read. */
  inserts: string[];
}

/** A node's WITH queries, when it has any. */
function withQueries(node: OperationNode): OperationNode[] {
  const withNode = (node as { with?: { expressions: { expression: OperationNode }[] } }).with;
  return withNode ? withNode.expressions.map((cte) => cte.expression) : [];
}

/** The tables `node` inserts into, its WITH queries' first. */
function insertedTables(node: OperationNode): string[] {
  const own = node.kind === 'InsertQueryNode' ? (node as { into?: { table: { identifier: { name: string } } } }).into?.table.identifier.name : undefined;
  return [...withQueries(node).flatMap(insertedTables), ...(own === undefined ? [] : [own])];
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
      built.set(queryId, { kind: node.kind, inserts: insertedTables(node) });
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
