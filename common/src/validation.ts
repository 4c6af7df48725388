import { z } from 'zod';

/** One place for the Turkish wording of validation errors (spec §5 uses '{Field} gerekli.'). */
export const msg = {
  required: (field: string) => `${field} gerekli.`,
  number: (field: string) => `${field} sayı olmalı.`,
  tooLong: (field: string, max: number) => `${field} en fazla ${max} karakter olabilir.`,
  invalid: (field: string) => `${field} geçersiz.`,
} as const;

/** A required, trimmed, non-empty string with a Turkish message. */
export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: msg.required(field) })
    .trim()
    .min(1, { error: msg.required(field) })
    .max(max, { error: msg.tooLong(field, max) });

/** A whole number in [min, max], from a query string or JSON, with Turkish messages. */
export const intParam = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} bir sayı olmalı.` })
    .int({ error: `${field} bir tam sayı olmalı.` })
    .min(min, { error: `${field} en az ${min} olmalı.` })
    .max(max, { error: `${field} en fazla ${max} olabilir.` });

/** Turns zod issues into one readable Turkish sentence list for a 400 answer. */
export function describeIssues(error: z.ZodError): string {
  const seen = new Set<string>();
  for (const issue of error.issues) seen.add(issue.message);
  return [...seen].join(' ');
}
