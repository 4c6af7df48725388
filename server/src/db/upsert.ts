import { sql, type SQL } from 'drizzle-orm';

/**
 * The columns of a batch upsert from arrays (`update … from unnest(…) as t`, then `insert … select … from unnest`):
 * the imports read the file's columns into these, and the owning module's repository writes them.
 */

/**
 * A column an upsert writes, with the batch's values. An empty cell (null) clears the value, or with
 * `keepWhenNull` keeps it (and a new row takes `whenNew`).
 */
export interface UpsertColumn {
  name: string;
  values: SQL;
  keepWhenNull?: boolean;
  /** SQL for a new row's value when the cell is empty (keepWhenNull columns). */
  whenNew?: string;
}

/** `col = t.col` for each column (coalesced with the stored value where empty keeps it). */
export function setList(columns: UpsertColumn[], target: string): SQL {
  return sql.raw(
    columns
      .map((c) =>
        c.keepWhenNull ? `${c.name} = coalesce(t.${c.name}, ${target}.${c.name})` : `${c.name} = t.${c.name}`,
      )
      .join(', '),
  );
}

/** Whether a stored row differs from the file's: only then is it written (and counted as updated). */
export function differs(columns: UpsertColumn[], target: string): SQL {
  return sql.raw(
    columns
      .map((c) =>
        c.keepWhenNull
          ? `(t.${c.name} is not null and ${target}.${c.name} is distinct from t.${c.name})`
          : `${target}.${c.name} is distinct from t.${c.name}`,
      )
      .join(' or '),
  );
}

/** A new row's values: the file's, or the default where an empty cell would have kept a stored value. */
export function insertValues(columns: UpsertColumn[]): SQL {
  return sql.raw(
    columns.map((c) => (c.keepWhenNull ? `coalesce(t.${c.name}, ${c.whenNew ?? 'null'})` : `t.${c.name}`)).join(', '),
  );
}

/** `unnest(a, b, …) as t(x, y, …)` of leading key arrays and the columns. */
export function unnestSource(keys: { name: string; values: SQL }[], columns: UpsertColumn[]): SQL {
  const all = [...keys, ...columns];
  return sql`unnest(${sql.join(
    all.map((c) => c.values),
    sql`, `,
  )}) as t(${sql.raw(all.map((c) => c.name).join(', '))})`;
}

/** The column names, comma separated. */
export const names = (columns: UpsertColumn[]): SQL => sql.raw(columns.map((c) => c.name).join(', '));
