import { z } from 'zod';

/**
 * GET /info/me (spec §2 "Account info", §3 "Account info"): the dealer's company, representative and
 * addresses — and, beyond the spec, what a dealer asks next: the balance, the orders not invoiced yet
 * and the risk limit left, all in TL. Amounts are numbers with 2 decimals beside their tr-TR strings.
 */
export const accountInfoSchema = z.object({
  cari: z.object({
    kod: z.string().meta({ description: 'Extra: the Cari No.' }),
    ad: z.string(),
    vergiDairesi: z.string(),
    vergiNumarasi: z.string(),
    risk: z.number().meta({ description: 'The risk (credit) limit in TL.' }),
    riskF: z.string().meta({ description: 'The risk limit as shown: "250.000,00 TL".' }),
  }),
  temsilci: z
    .object({ ad: z.string(), email: z.string().nullable(), telefon: z.string().nullable() })
    .nullable()
    .meta({ description: 'The customer representative, or null when none is assigned.' }),
  adresler: z.array(
    z.object({
      adres: z.string(),
      yetkili: z.string(),
      baslik: z.string().meta({ description: "Extra: the address's title (Merkez, Depo, …)." }),
      telefon: z.string().nullable(),
    }),
  ),
  bakiye: z.number().meta({
    description:
      'The ledger balance in TL, debit − credit, each movement at its own rate (the rule checkout uses): above 0 the dealer owes.',
  }),
  bakiyeF: z.string().meta({ description: 'The balance without its sign, as shown: "12.345,67 TL".' }),
  bakiyeBA: z.enum(['B', 'A', '']).meta({ description: "B (borçlu) above 0, A (alacaklı) below, '' at 0,00." }),
  acikSiparisToplam: z.number().meta({
    description: 'Orders placed or completed but not invoiced yet, in TL (each line at the rate it was priced at).',
  }),
  acikSiparisToplamF: z.string(),
  acikHesapSiparisToplam: z.number().meta({
    description: 'Of those, the completed open-account (acikhesap) orders: the part the risk limit counts.',
  }),
  acikHesapSiparisToplamF: z.string(),
  kalanRisk: z.number().meta({
    description: 'The risk limit left: limit − balance − open-account orders not invoiced, never below 0.',
  }),
  kalanRiskF: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;
