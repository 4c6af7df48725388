import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_KIND_INFO, type ImportBatchResult, type ImportKind } from '@bayi/common';
import type { Db } from '../../db/client';
import { IMPORT_READERS } from './kinds';
import type { KindReader, ReadRow } from './kinds/kind';
import { IMPORT_BATCH_ROWS } from './runner';
import { RowErrors } from './values';
import { writeBatchSafely, type WriteCounts } from './write-batch';

type Scalar = string | number | boolean | null | undefined;
type Item = Record<string, unknown>;
type ItemError = ImportBatchResult['results'][number]['errors'][number];

/** An item turned into the row a file would hold: its header (the fields it has) and its cells. */
interface ItemRow {
  header: string[];
  cells: string[];
}

/**
 * Batch upserts through the API: each item becomes the row a file of its kind would hold and goes through
 * the kind's own reader and writer — the same checks, the same Turkish messages, the same upserts as an import,
 * answered at once with a result per item instead of a job. Items with the same fields share one reader (a header);
 * an item can leave out what it does not change, as a file can leave out a column.
 */
export function createImportBatches(db: Db, log?: FastifyBaseLogger) {
  return {
    async upsert(kind: ImportKind, items: Item[]): Promise<ImportBatchResult> {
      const info = IMPORT_KIND_INFO[kind];
      const fieldOfColumn = new Map(info.columns.map((c) => [c.header, c.field]));
      const errors: ItemError[][] = items.map(() => []);
      const fail = (index: number, field: string | null, code: string, message: string) =>
        errors[index]!.push({ field, code, message });
      const fieldOf = (column: string): string | null => {
        if (column === '') return null;
        const field = fieldOfColumn.get(column);
        if (field) return field;
        if (info.extra && column.startsWith(info.extra.prefix)) {
          return `${info.extra.field}.${column.slice(info.extra.prefix.length).trim()}`;
        }
        return column;
      };

      // Items as rows, grouped by the fields they have.
      const groups = new Map<string, { header: string[]; indexes: number[]; cells: string[][] }>();
      items.forEach((item, index) => {
        const row = rowOf(kind, item, (field, code, message) => fail(index, field, code, message));
        if (!row) return;
        for (const column of info.columns) {
          if (column.required && !(column.field in item)) {
            fail(index, column.field, 'required', `'${column.field}' (${column.header}) gerekli.`);
          }
        }
        if (errors[index]!.length > 0) return;
        const signature = row.header.join('\u0000');
        let group = groups.get(signature);
        if (!group) groups.set(signature, (group = { header: row.header, indexes: [], cells: [] }));
        group.indexes.push(index);
        group.cells.push(row.cells);
      });

      const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
      const seen = new Map<string, number>();
      for (const group of groups.values()) {
        const prepared = await IMPORT_READERS[kind](db, group.header, { sizeBytes: 0, bulkBytes: Infinity });
        if ('error' in prepared) {
          for (const index of group.indexes) fail(index, null, 'invalid_fields', prepared.error);
          continue;
        }
        const reader: KindReader<unknown> = prepared;
        // What is written together: an item, or a document's items (its lines) of a grouped kind.
        const records: ReadRow<unknown>[][] = [];
        // A document's items by each of them: an error on one line refuses its siblings too.
        const siblingsOf = new Map<number, number[]>();
        const readItem = (index: number, cells: string[]) => {
          const rowErrors = new RowErrors();
          const item = reader.read(cells, rowErrors);
          if (item === null) for (const e of rowErrors.list) fail(index, fieldOf(e.column), e.code, e.message);
          return item;
        };

        if (reader.groupKey) {
          // The file's rule, item for row: a document's lines are consecutive items, written whole or not at all.
          let doc: { key: string; indexes: number[]; rows: ReadRow<unknown>[]; bad: number[] } | null = null;
          const close = () => {
            if (!doc) return;
            const { key, indexes, rows, bad } = doc;
            doc = null;
            const first = seen.get(key);
            if (first !== undefined) {
              const message = `"${key}" belgesinin satırları art arda değil (ilk satırı ${first}. sırada); bu kayıtlar yazılmadı.`;
              for (const index of indexes) fail(index, fieldOf(reader.keyColumn), 'not_consecutive', message);
              return;
            }
            seen.set(key, indexes[0]!);
            if (bad.length > 0) {
              const message = `"${key}" belgesi yazılmadı: ${bad.join(', ')}. sıradaki kayıt hatalı; bir belge bütün olarak yazılır.`;
              for (const index of indexes) if (!bad.includes(index)) fail(index, null, 'document_refused', message);
              return;
            }
            records.push(rows);
            for (const index of indexes) siblingsOf.set(index, indexes);
          };
          group.indexes.forEach((index, i) => {
            const cells = group.cells[i]!;
            const key = reader.groupKey!(cells);
            const item = readItem(index, cells);
            if (key === null) return;
            if (doc && doc.key !== key) close();
            doc ??= { key, indexes: [], rows: [], bad: [] };
            doc.indexes.push(index);
            if (item === null) doc.bad.push(index);
            else doc.rows.push({ row: index, item, group: key });
          });
          close();
        } else {
          group.indexes.forEach((index, i) => {
            const item = readItem(index, group.cells[i]!);
            if (item === null) return;
            const key = reader.key(item);
            const first = seen.get(key);
            if (first !== undefined) {
              fail(
                index,
                fieldOf(reader.keyColumn),
                'duplicate',
                `Bu kayıt çağrıda ${first}. sırada da var; yalnız ilki yazıldı.`,
              );
              return;
            }
            seen.set(key, index);
            records.push([{ row: index, item }]);
          });
        }

        const note = (index: number, column: string, code: string, message: string) => {
          fail(index, fieldOf(column), code, message);
          for (const sibling of siblingsOf.get(index) ?? []) {
            if (sibling !== index && errors[sibling]!.length === 0) fail(sibling, null, code, message);
          }
        };
        const before = counts.created + counts.updated;
        let batch: ReadRow<unknown>[] = [];
        for (const record of records) {
          batch.push(...record);
          if (batch.length >= IMPORT_BATCH_ROWS) {
            await writeBatchSafely(db, reader, batch, counts, note, log);
            batch = [];
          }
        }
        if (batch.length > 0) await writeBatchSafely(db, reader, batch, counts, note, log);
        await reader.finish?.(db, counts.created + counts.updated > before);
      }

      const results = errors.map((list, index) => ({
        index,
        status: list.length > 0 ? ('failed' as const) : ('ok' as const),
        errors: list,
      }));
      // created, updated and unchanged count records (a document once); failed counts the items refused.
      const { created, updated, unchanged } = counts;
      return { created, updated, unchanged, failed: results.filter((r) => r.status === 'failed').length, results };
    },
  };
}
export type ImportBatches = ReturnType<typeof createImportBatches>;

/**
 * The row a file would hold for this item: the headers of the fields it has, in the kind's column order, and their
 * values as a cell would give them (true/false as Evet/Hayır, null as an empty cell). Unknown fields are refused.
 */
function rowOf(
  kind: ImportKind,
  item: Item,
  fail: (field: string | null, code: string, message: string) => void,
): ItemRow | null {
  const info = IMPORT_KIND_INFO[kind];
  const known = new Set(info.columns.map((c) => c.field));
  const unknown = Object.keys(item).filter((field) => !known.has(field) && field !== info.extra?.field);
  if (unknown.length > 0) {
    const expected = [...known, ...(info.extra ? [info.extra.field] : [])].join(', ');
    for (const field of unknown) {
      fail(field, 'unknown_field', `'${field.slice(0, 60)}' tanınmayan bir alan. Beklenen alanlar: ${expected}.`);
    }
    return null;
  }
  const header: string[] = [];
  const cells: string[] = [];
  let exact = true;
  const add = (columnHeader: string, field: string, value: Scalar) => {
    // A JSON number JavaScript can only hold rounded (a 30-digit code, 1e21) would be written as something else.
    if (typeof value === 'number' && (!Number.isFinite(value) || /e/i.test(String(value)))) {
      fail(field, 'inexact_number', `'${field}' bu sayı tam olarak okunamıyor; metin olarak gönderin (ör. "12.50").`);
      exact = false;
    }
    header.push(columnHeader);
    cells.push(cellOf(value));
  };
  for (const column of info.columns) {
    if (column.field in item) add(column.header, column.field, item[column.field] as Scalar);
  }
  if (info.extra && item[info.extra.field] !== undefined) {
    const extras = item[info.extra.field] as Record<string, Scalar>;
    for (const name of Object.keys(extras).sort()) {
      add(`${info.extra.prefix} ${name}`, `${info.extra.field}.${name}`, extras[name]);
    }
  }
  return exact ? { header, cells } : null;
}

function cellOf(value: Scalar): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  return String(value);
}
