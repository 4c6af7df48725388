import { z } from 'zod';
import { IMPORT_KIND_INFO, type ImportKind } from './imports';

/**
 * Batch upserts of the integration API (issue 17): the kinds of the import files, sent as JSON items instead of
 * rows, up to IMPORT_BATCH_MAX_ITEMS a call, answered at once with a result per item. An item's fields are the
 * kind's columns under their `field` names; values are strings, numbers or true/false, read by the same rules as
 * a file's cells — decimals best as strings ("12.50"), dates as "2026-11-24" or "24.11.2026".
 */

export const IMPORT_BATCH_MAX_ITEMS = 5000;

const scalar = (field: string, help: string) =>
  z
    .union([z.string(), z.number(), z.boolean(), z.null()], {
      error: `'${field}' metin, sayı, true/false ya da null olmalı.`,
    })
    .optional()
    .meta({ description: help });

/** The body of POST /api/v1/<scope>/<kind>: `{ items: [...] }`, each item documented by the kind's columns. */
export function importBatchBodySchema(kind: ImportKind) {
  const info = IMPORT_KIND_INFO[kind];
  const fields: Record<string, z.ZodType> = {};
  for (const column of info.columns) {
    fields[column.field] = scalar(
      column.field,
      `${column.header}${column.required ? ' (zorunlu)' : ''}: ${column.help}`,
    );
  }
  if (info.extra) {
    fields[info.extra.field] = z
      .record(z.string(), z.union([z.string(), z.number(), z.null()]), {
        error: `'${info.extra.field}' liste adından fiyata bir nesne olmalı: { "Bayi Fiyatı": "12.50" }.`,
      })
      .optional()
      .meta({ description: info.extra.help });
  }
  // Loose: an unknown field is that item's error (named in its result), not the whole call's.
  const item = z.looseObject(fields, { error: 'Her kayıt bir JSON nesnesi olmalı.' });
  return z.object(
    {
      items: z
        .array(item, { error: "'items' bir dizi olmalı." })
        .min(1, { error: "'items' en az bir kayıt içermeli." })
        .max(IMPORT_BATCH_MAX_ITEMS, { error: `Bir çağrıda en fazla ${IMPORT_BATCH_MAX_ITEMS} kayıt gönderilebilir.` }),
    },
    { error: 'Gövde { "items": [...] } biçiminde bir JSON nesnesi olmalı.' },
  );
}

export const importBatchItemErrorSchema = z.object({
  /** The item's field the error is about (prices.<list> for a price); null when it is the whole item's. */
  field: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});

export const importBatchResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** One per item, in the order sent. */
  results: z.array(
    z.object({
      index: z.number().int().meta({ description: 'The item’s place in `items`, from 0.' }),
      status: z.enum(['ok', 'failed']).meta({ description: 'ok: written (or already so); failed: see errors.' }),
      errors: z.array(importBatchItemErrorSchema),
    }),
  ),
});
export type ImportBatchResult = z.infer<typeof importBatchResultSchema>;
