import { z } from 'zod';
import { intParam } from '../validation';

/**
 * What the back office's searchable lists ask and answer alike (orders, payments, the audit log, dealers, webhook
 * deliveries): their filter fields, the page, and a page of rows. The web app's FilterBar writes these filters.
 */

/** A yyyy-mm-dd calendar day of a back-office filter, with Turkish messages. */
export const adminDay = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} yyyy-aa-gg biçiminde bir tarih olmalı.` })
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      {
        error: `${field} geçerli bir gün değil.`,
      },
    )
    .meta({ title: field });

/** A back-office filter's from/to days: the end may not be before the start (refused on `to`). */
export const daysInOrder: [(q: { from?: string; to?: string }) => boolean, { error: string; path: string[] }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { error: 'Bitiş tarihi başlangıç tarihinden önce olamaz.', path: ['to'] },
];

/** The days a list is kept between, both optional; the query checks their order with daysInOrder. */
export const dayRangeFilter = () => ({
  from: adminDay('Başlangıç tarihi').optional(),
  to: adminDay('Bitiş tarihi').optional(),
});

/** A filter's free text, trimmed, at most `max` characters; absent is no filter. */
export const filterText = (title: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: `${title} en fazla ${max} karakter olabilir.` })
    .meta({ title })
    .optional();

/** The list's page in its address, the first when it names none. */
export const listPage = () => intParam('Sayfa', 1, 100_000).default(1);

/** A page of a list's rows, with how many the filters find in all. */
export const pagedListSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
