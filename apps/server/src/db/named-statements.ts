import type { CompiledQuery, Compilable } from 'kysely';

/** SQL text → the name it is prepared under on each Postgres connection (see {@link compileNamed}). */
const namesByText = new Map<string, string>();
/** The other way round, so that one name never stands for two texts. */
const textsByName = new Map<string, string>();

/**
 * Compiles `query` and marks its SQL text as a named prepared statement: on a real Postgres each pooled
 * connection parses and plans it once, then runs it with Bind/Execute alone (pg's `{ name, text, values }`),
 * instead of parsing and planning the same text on every call (about 0.6 ms of Postgres's CPU for the nearby
 * search's statement). For the hot statements whose text does not change between calls (values are
 * parameters); PGlite runs the text as before. Run the result with `db.executeQuery`. A named statement lives
 * in its Postgres session: a pooler in front of Postgres must keep a client on one session (PgBouncer's
 * session mode, or 1.21+ with max_prepared_statements in transaction mode).
 *
 * Throws when `name` already stands for another text: a query whose text varies (an `in` list of a varying
 * length, say) must not be named, or each connection would keep a statement per variant.
 */
export function compileNamed<R>(name: string, query: Compilable<R>): CompiledQuery<R> {
  const compiled = query.compile();
  const known = textsByName.get(name);
  if (known === undefined) {
    textsByName.set(name, compiled.sql);
    namesByText.set(compiled.sql, name);
  } else if (known !== compiled.sql) {
    throw new Error(`the prepared statement ${name} was compiled to another text: name only queries whose text does not vary`);
  }
  return compiled;
}

/** The name a SQL text is prepared under on Postgres connections, if {@link compileNamed} named it. */
export function statementNameOf(sql: string): string | undefined {
  return namesByText.get(sql);
}
