import type { Queryable } from '../db/database.js';

/** A column of a multi-row INSERT and the SQL type its placeholders are cast to. */
export type Column = readonly [name: string, type: 'text' | 'int' | 'bool' | 'jsonb' | 'timestamptz' | string];

const BATCH_ROWS = 200;

/** JSONB parameters go as JSON text: both drivers pass strings through unchanged. */
export const json = (value: unknown) => JSON.stringify(value);

/**
 * Inserts `rows` with multi-row INSERTs of up to 200 rows and generated placeholders
 * (`($1::text, $2::jsonb), ($3::text, ...)`), returning the `returning` columns of every row.
 */
export async function insertRows<Row = Record<string, never>>(
  tx: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<Row[]> {
  const result: Row[] = [];
  for (let offset = 0; offset < rows.length; offset += BATCH_ROWS) {
    const batch = rows.slice(offset, offset + BATCH_ROWS);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      if (row.length !== columns.length)
        throw new Error(`${table}: expected ${columns.length} values, got ${row.length}`);
      const placeholders = columns.map(([, type], index) => {
        params.push(row[index] ?? null);
        return `$${params.length}::${type}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql =
      `INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')}) VALUES ${tuples.join(', ')}` +
      (returning ? ` RETURNING ${returning}` : '');
    result.push(...(await tx.query<Row>(sql, params)));
  }
  return result;
}
