import { z } from 'zod';
import { IMPORT_KIND_INFO, type ImportKind, type ImportValue } from './imports';

/**
 * Batch upserts of the integration API: the kinds of the import files, sent as JSON items instead of
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

/** Plain decimals as JSON sends them best: digits, a point, at most `scale` decimals. */
const decimalPattern = (scale: number) => new RegExp(`^[0-9]+(\\.[0-9]{1,${scale}})?$`);
const DATE_PATTERN =
  /^([0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{1,2}\.[0-9]{1,2}\.[0-9]{4})([T ][0-9]{1,2}:[0-9]{2}(:[0-9]{2})?)?$/;
const DAY_PATTERN = /^([0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{1,2}\.[0-9]{1,2}\.[0-9]{4})$/;

/** What a field may be sent as, by the column's rule (ImportValue): the branches of its declared type. */
function documentedBranches(value: ImportValue): z.ZodType[] {
  switch (value.type) {
    case 'text': {
      let text = z.string().max(value.maxLength);
      if (value.minLength) text = text.min(value.minLength);
      if (value.pattern) text = text.regex(new RegExp(value.pattern, 'u'));
      return [value.format ? text.meta({ format: value.format }) : text];
    }
    case 'decimal':
      return [
        z.string().regex(decimalPattern(value.scale)),
        z
          .number()
          .min(Number(value.min ?? '0'))
          .max(Number(value.max)),
      ];
    case 'integer':
      return [z.number().int().min(value.min).max(value.max), z.string().regex(/^[0-9]+$/)];
    case 'date':
      return [z.string().regex(DATE_PATTERN)];
    case 'day':
      return [z.string().regex(DAY_PATTERN)];
    case 'yesNo':
      return [z.boolean(), z.enum(['Evet', 'Hayır'])];
    case 'choice':
      return [z.enum(value.values as [string, ...string[]])];
  }
}

/** A field's declared type: one of its branches, or also null (an empty cell) when the column may be empty. */
function documentedValue(value: ImportValue, required: boolean): z.ZodType {
  const branches: z.ZodType[] = [...documentedBranches(value), ...(required ? [] : [z.null()])];
  return branches.length === 1 ? branches[0]! : z.union(branches as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}

/** The rule of a value in words, after the column's help. */
function ruleText(value: ImportValue): string {
  switch (value.type) {
    case 'text':
      return value.minLength
        ? `${value.minLength}–${value.maxLength} karakter.`
        : `En fazla ${value.maxLength} karakter.`;
    case 'decimal':
      return `${value.min ?? '0'} ile ${value.max} arası, en fazla ${value.scale} ondalık; metin olarak "12.50" önerilir.`;
    case 'integer':
      return `${value.min} ile ${value.max} arası tam sayı.`;
    case 'date':
      return '"2026-11-24" ya da "24.11.2026", isteğe bağlı saat (Türkiye saati).';
    case 'day':
      return '"2026-11-24" ya da "24.11.2026".';
    case 'yesNo':
      return 'true/false (ya da "Evet"/"Hayır").';
    case 'choice':
      return `Şunlardan biri: ${value.values.join(', ')}.`;
  }
}

/**
 * The body of POST /api/v1/<scope>/<kind> as the OpenAPI document declares it: each item's fields typed by its
 * column's rule — required, type, length, range — from the same definitions the import reads its cells by. The route
 * itself checks only the shape (importBatchBodySchema): a value against its rule is that item's error, reported in
 * its result with the file's code and message, never the whole call's.
 */
export function importBatchDocumentSchema(kind: ImportKind) {
  const info = IMPORT_KIND_INFO[kind];
  const fields: Record<string, z.ZodType> = {};
  for (const column of info.columns) {
    const value = documentedValue(column.value, column.required);
    const description = `${column.header}${column.required ? ' (zorunlu)' : ''}: ${column.help} ${ruleText(column.value)}`;
    fields[column.field] = (column.required ? value : value.optional()).meta({ description });
  }
  if (info.extra) {
    fields[info.extra.field] = z
      .record(z.string().min(1), documentedValue(info.extra.value, false))
      .optional()
      .meta({ description: `${info.extra.help} Fiyat: ${ruleText(info.extra.value)} null: değiştirme.` });
  }
  return z.object({
    items: z
      .array(
        z.strictObject(fields).meta({
          description: `${info.label}: bir kayıt, ${info.key} ile eklenir ya da güncellenir. Gönderilmeyen alan değişmez; null boş hücredir.`,
        }),
      )
      .min(1)
      .max(IMPORT_BATCH_MAX_ITEMS),
  });
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
