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
  labelled(
    z
      .string({ error: msg.required(field) })
      .trim()
      .min(1, { error: msg.required(field) })
      .max(max, { error: msg.tooLong(field, max) }),
    field,
  );

/** An optional trimmed string with a Turkish message: null when missing or empty. */
export const optionalText = (field: string, max: number) =>
  labelled(
    z
      .string({ error: `${field} metin olmalı.` })
      .trim()
      .max(max, { error: msg.tooLong(field, max) })
      .nullish()
      .transform((s) => s || null),
    field,
  );

/** A whole number written the plain way: digits with an optional minus sign ("0x5", "1e2", " 4" are not). */
const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * A whole number in [min, max] from a query string, a path or JSON, with Turkish messages. Only a JSON
 * number or a string of plain digits is accepted: `true`, `[4]`, `"0x5"` and `"1e2"` are refused, not coerced.
 */
export const intParam = (field: string, min: number, max: number) => labelled(intParamSchema(field, min, max), field);

const intParamSchema = (field: string, min: number, max: number) =>
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
  labelled(z.enum(['true', 'false'], { error: `${field} 'true' veya 'false' olmalı.` }), field);

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

/** One object or array of a request part on the walk, with how it was reached (its path is made only if needed). */
interface Visit {
  node: object;
  key: PropertyKey;
  parent: Visit | null;
}

function pathTo(visit: Visit, last: PropertyKey): PropertyKey[] {
  const path = [last];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * The path of a string in a request part (query, params, body) that holds a control character, or null. Walks
 * nested objects' own members and arrays with a list of its own rather than by recursion, so however deeply a
 * body nests the walk never reaches the end of the server's stack. Members of one object are looked at before
 * the objects inside it.
 */
export function findControlCharacter(value: unknown): PropertyKey[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [] : null;
  if (value === null || typeof value !== 'object') return null;
  const pending: Visit[] = [{ node: value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const inner: Visit[] = [];
    const look = (key: PropertyKey, member: unknown): PropertyKey[] | null => {
      if (typeof member === 'string') return CONTROL_CHARACTER.test(member) ? pathTo(visit, key) : null;
      if (member !== null && typeof member === 'object') inner.push({ node: member, key, parent: visit });
      return null;
    };
    const { node } = visit;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = look(i, node[i]);
        if (found) return found;
      }
    } else {
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        if (CONTROL_CHARACTER.test(key)) return pathTo(visit, key);
        const found = look(key, (node as Record<string, unknown>)[key]);
        if (found) return found;
      }
    }
    // Reversed onto the list so the first member is walked first.
    for (let i = inner.length - 1; i >= 0; i--) pending.push(inner[i]!);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// How deep a JSON body may nest.

/**
 * The deepest nesting a request body may have. The deepest body the API takes (the theme's blocks, a menu with its
 * children) nests about six levels; the limit leaves room and keeps every walk over a body (parser, checks,
 * schemas) far from the end of the stack.
 */
export const MAX_JSON_DEPTH = 32;

export const tooDeepMessage = `İstek gövdesi en fazla ${MAX_JSON_DEPTH} düzey iç içe olabilir.`;

/**
 * Whether JSON text nests objects and arrays more than `limit` levels deep, read in one pass without parsing or
 * recursion (brackets inside strings do not count). Malformed text is left to the parser.
 */
export function nestsDeeperThan(json: string, limit: number): boolean {
  if (json.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// Field labels: the Turkish name a field's own messages use. Kept as the field's `title` in zod's metadata, so the
// OpenAPI document shows it too, and read back by the checks that run outside a field's schema (control characters
// are checked once for every route, before the schema).

/** Gives a field's schema its Turkish label (kept beside any description it has) and returns the schema. */
export function labelled<T extends z.ZodType>(schema: T, label: string): T {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), title: label });
  return schema;
}

type Def = {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  items?: z.core.$ZodType[];
  getter?: () => z.core.$ZodType;
};

/** The label registered for the field at `path` of a schema, looking through wrappers, pipes and unions. */
export function labelAt(schema: z.core.$ZodType, path: readonly PropertyKey[], at = 0): string | undefined {
  if (at === path.length) {
    const own = z.globalRegistry.get(schema as z.ZodType)?.title;
    if (own) return own;
  }
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType && labelAt(def.innerType, path, at);
    case 'pipe':
      return (def.in && labelAt(def.in, path, at)) ?? (def.out && labelAt(def.out, path, at));
    case 'lazy':
      return def.getter && labelAt(def.getter(), path, at);
    case 'union':
      for (const option of def.options ?? []) {
        const label = labelAt(option, path, at);
        if (label) return label;
      }
      return undefined;
    case 'intersection':
      return (def.left && labelAt(def.left, path, at)) ?? (def.right && labelAt(def.right, path, at));
  }
  if (at === path.length) return undefined;
  const key = path[at]!;
  const child =
    def.type === 'object'
      ? def.shape?.[String(key)]
      : def.type === 'array'
        ? def.element
        : def.type === 'record'
          ? def.valueType
          : def.type === 'tuple'
            ? def.items?.[Number(key)]
            : undefined;
  return child && labelAt(child, path, at + 1);
}

/**
 * The answer to a control character in a request: the field named as its other messages name it, and the field in
 * the `errors` map like every other refused field.
 */
export function controlCharacterError(
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
): { message: string; errors: Record<string, string> } {
  const message = msg.controlCharacter(labelAt(schema, path) ?? fieldName(path));
  return { message, errors: path.length ? { [path.map(String).join('.')]: message } : {} };
}
