import { z } from 'zod';

/**
 * Exchange rates in the back office: the rates the storefront uses now, where each came from (the
 * Central Bank's daily file, or staff by hand) and how the last reading of the file went; an admin may set a
 * day's rate by hand (audited), which the file then leaves alone.
 */

export const RATE_SOURCE_NAMES: Record<string, string> = {
  tcmb: 'TCMB',
  manual: 'Elle girildi',
  demo: 'Örnek veri',
};

export const RATE_FETCH_OUTCOME_NAMES: Record<string, string> = {
  ok: 'Alındı',
  'no-file': 'Yayımlanmadı',
  failed: 'Alınamadı',
};

/** A rate as text: up to 6 decimals, more than zero (e.g. "41.8877"); a comma is taken for the point. */
const rateValue = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} bir sayı olmalı.` })
    .transform((v) => String(v).trim().replace(',', '.'))
    .refine((s) => /^\d{1,9}(\.\d{1,6})?$/.test(s), {
      error: `${field} en fazla altı ondalıklı bir sayı olmalı (ör. 41.8877).`,
    })
    .refine((s) => Number(s) > 0, { error: `${field} sıfırdan büyük olmalı.` });

export const adminRateBodySchema = z
  .object({ buy: rateValue('Alış kuru'), sell: rateValue('Satış kuru') })
  .refine((r) => Number(r.sell) >= Number(r.buy), { path: ['sell'], error: 'Satış kuru alış kurundan küçük olamaz.' });
export type AdminRateBody = z.input<typeof adminRateBodySchema>;

export const adminRateParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'Para birimi üç büyük harfli kod olmalı (ör. USD).' })
    .meta({ title: 'Para birimi' }),
});

export const adminRatesSchema = z.object({
  rates: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      buy: z.string(),
      sell: z.string(),
      date: z.string().meta({ description: 'yyyy-mm-dd: the day the rate is for.' }),
      source: z.string(),
      setBy: z.string().nullable(),
    }),
  ),
  lastFetch: z
    .object({ at: z.string(), outcome: z.string(), message: z.string(), rateDate: z.string().nullable() })
    .nullable(),
  /** Where the file is read from. */
  url: z.string(),
});
export type AdminRates = z.infer<typeof adminRatesSchema>;
