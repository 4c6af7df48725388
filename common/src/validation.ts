import { z } from 'zod';

/** One place for the Turkish wording of validation errors (spec §5 uses '{Field} gerekli.'). */
export const msg = {
  required: (field: string) => `${field} gerekli.`,
  number: (field: string) => `${field} sayı olmalı.`,
  tooLong: (field: string, max: number) => `${field} en fazla ${max} karakter olabilir.`,
  invalid: (field: string) => `${field} geçersiz.`,
  controlCharacter: (field: string) => `${field} izin verilmeyen bir kontrol karakteri içeriyor.`,
} as const;

/**
 * The most of one product a basket line may hold. A business figure, far above any real order of one
 * article, far below what the quantity column stores: adding again to a line never passes it.
 */
export const MAX_LINE_QUANTITY = 99_999;

/** A required, trimmed, non-empty string with a Turkish message. */
export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: msg.required(field) })
    .trim()
    .min(1, { error: msg.required(field) })
    .max(max, { error: msg.tooLong(field, max) });

/** An optional trimmed string with a Turkish message: null when missing or empty. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} metin olmalı.` })
    .trim()
    .max(max, { error: msg.tooLong(field, max) })
    .nullish()
    .transform((s) => s || null);

/** A whole number written the plain way: digits with an optional minus sign ("0x5", "1e2", " 4" are not). */
const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * A whole number in [min, max] from a query string, a path or JSON, with Turkish messages. Only a JSON
 * number or a string of plain digits is accepted: `true`, `[4]`, `"0x5"` and `"1e2"` are refused, not coerced.
 */
export const intParam = (field: string, min: number, max: number) =>
  z
    .union(
      [
        z.number({ error: `${field} bir sayı olmalı.` }),
        z
          .string({ error: `${field} bir sayı olmalı.` })
          .regex(DECIMAL_INTEGER, { error: `${field} bir tam sayı olmalı.` })
          .transform(Number),
      ],
      { error: `${field} bir sayı olmalı.` },
    )
    .pipe(
      z
        .number()
        .int({ error: `${field} bir tam sayı olmalı.` })
        .min(min, { error: `${field} en az ${min} olmalı.` })
        .max(max, { error: `${field} en fazla ${max} olabilir.` }),
    );

/** 'true' or 'false' as a query-string flag. */
export const flagParam = (field: string) =>
  z.enum(['true', 'false'], { error: `${field} 'true' veya 'false' olmalı.` });

// ---------------------------------------------------------------------------------------------------------------
// Turkish messages for every issue a schema did not word itself, so no client ever reads zod's English.

const TYPE_NAMES: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  int: 'tam sayı',
  boolean: 'true veya false',
  object: 'nesne',
  array: 'liste',
  date: 'tarih',
  bigint: 'tam sayı',
  null: 'boş değer',
  undefined: 'boş değer',
};

/** How a field is named in a message: its path in quotes ('rememberMe', 'lines.0.adet'), or the request itself. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'İstek' : `'${path.map(String).join('.')}' alanı`;
}

type RawIssue = z.core.$ZodRawIssue;

/** The Turkish sentence for one zod issue (installed as zod's error map below). */
export function turkishIssueMessage(issue: RawIssue): string {
  const field = fieldName(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      // The request body itself: missing, or not the JSON it must be.
      if (!issue.path?.length && (issue.expected === 'object' || issue.expected === 'array')) {
        return `İstek gövdesi bir JSON ${issue.expected === 'object' ? 'nesnesi' : 'listesi'} olmalı.`;
      }
      if (issue.input === undefined) return msg.required(field);
      return `${field} ${TYPE_NAMES[issue.expected] ?? 'geçerli bir değer'} olmalı.`;
    case 'invalid_value':
      return `${field} şunlardan biri olmalı: ${issue.values.map((v) => String(v)).join(', ')}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? msg.tooLong(field, Number(issue.maximum))
        : issue.origin === 'array'
          ? `${field} en fazla ${String(issue.maximum)} öğe içerebilir.`
          : `${field} en fazla ${String(issue.maximum)} olabilir.`;
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? msg.required(field)
          : `${field} en az ${String(issue.minimum)} karakter olmalı.`
        : issue.origin === 'array'
          ? `${field} en az ${String(issue.minimum)} öğe içermeli.`
          : `${field} en az ${String(issue.minimum)} olmalı.`;
    case 'unrecognized_keys':
      return `Tanınmayan alan: ${issue.keys.join(', ')}.`;
    default:
      return msg.invalid(field);
  }
}

z.config({ customError: (issue) => turkishIssueMessage(issue as RawIssue) });

/** Turns zod issues into one readable Turkish sentence list for a 400 answer. */
export function describeIssues(error: z.ZodError): string {
  const seen = new Set<string>();
  for (const issue of error.issues) seen.add(issue.message);
  return [...seen].join(' ');
}

/** The wrong fields of a request by name ('adet', '0.productId'), each with its first Turkish message. */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------------------------
// Control characters: PostgreSQL refuses NUL in text, and no field of a form holds the others. Tab and line breaks
// stay allowed (an order note has lines).

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path of the first string in a request part (query, params, body) that holds a control character, or null.
 * Walks nested objects' own members and arrays; a part is small (the body limit is 1 MiB). The path is made on the
 * way back from what was found: every request's parts are walked, and a path copied at each step was most of what
 * the walk allocated (issue 15).
 */
export function findControlCharacter(value: unknown): PropertyKey[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [] : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i]);
      if (found) return [i, ...found];
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (CONTROL_CHARACTER.test(key)) return [key];
      const found = findControlCharacter((value as Record<string, unknown>)[key]);
      if (found) return [key, ...found];
    }
  }
  return null;
}
