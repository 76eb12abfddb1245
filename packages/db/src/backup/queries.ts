import { sql } from 'drizzle-orm';
import type { Writer } from '../client.js';

/**
 * The rows of a raw `execute`: drizzle types its result by driver (node-postgres' QueryResult,
 * PGlite's Results), and both carry `rows` as objects keyed by column name.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as Row[];
  throw new Error('a query answered without rows');
}

/** The columns of `columns` that own a sequence (serial, identity), with how far it has gone (null: never used). */
export async function sequencesOf(
  db: Writer,
  table: string,
  columns: string[],
): Promise<Array<{ column: string; lastValue: string | null }>> {
  const names = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  return rowsOf(
    await db.execute(sql`
      select name as "column", pg_sequence_last_value(sequence)::text as "lastValue"
      from (select name, pg_get_serial_sequence(quote_ident(${table}), name)::regclass as sequence from unnest(array[${names}]::text[]) as name) as serial
      where sequence is not null`),
  );
}
