import type { Sql } from 'postgres';

/**
 * The postgres.js client as Drizzle should use it: every statement prepared once per connection and reused.
 * Drizzle asks postgres.js for unnamed statements (`prepare: false`) unless a query is given a name, and for an
 * unnamed statement with parameters postgres.js first sends Parse and Describe, waits for the answer, and only
 * then Bind and Execute: two round trips and a fresh parse and plan for every query. Named, the second use of a
 * statement on a connection is one Bind/Execute. The client's own `prepare` option still rules (set it false for
 * a pooler that cannot keep prepared statements). Transactions and savepoints hand out wrapped clients too.
 */
/** Statements with more parameters than this (bulk inserts) vary in shape and run rarely: not worth keeping. */
const MAX_PREPARED_PARAMETERS = 100;

export function preparingStatements<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe')
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.unsafe(query, params as never, {
            ...options,
            prepare: (params?.length ?? 0) <= MAX_PREPARED_PARAMETERS,
          });
      if (property === 'begin' || property === 'savepoint')
        return (...args: unknown[]) => {
          const fn = args.pop() as (sql: Sql) => unknown;
          const method = Reflect.get(target, property, target) as (...a: unknown[]) => Promise<unknown>;
          return method.call(target, ...args, (inner: Sql) => fn(preparingStatements(inner)));
        };
      return Reflect.get(target, property, receiver);
    },
  }) as T;
}
