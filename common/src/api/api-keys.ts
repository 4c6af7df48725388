import { z } from 'zod';
import { requiredText } from '../validation';

/**
 * Keys of the ERP integration API: an admin creates a key with a name, its scopes and an optional expiry;
 * the token is shown once, then only its prefix. A revoked or expired key is refused at once on every route of
 * `/api/v1`. docs/integration.md is the integrator's quick start.
 */

/** What a key may do on `/api/v1`: each route names one scope. */
export const API_KEY_SCOPES = ['catalogue', 'dealers', 'orders', 'documents'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_NAMES: Record<ApiKeyScope, string> = {
  catalogue: 'Katalog',
  dealers: 'Bayiler',
  orders: 'Siparişler',
  documents: 'Belgeler',
};

/** What each scope lets the ERP do, for the back office's form. */
export const API_KEY_SCOPE_HINTS: Record<ApiKeyScope, string> = {
  catalogue: 'Ürün, fiyat ve stok aktarımı',
  dealers: 'Bayi (cari) ve kullanıcı aktarımı',
  orders: 'Siparişleri okuma ve ERP belge numarasını yazma',
  documents: 'Fatura, irsaliye ve hesap hareketi aktarımı',
};

/** Tokens look like `bayi_` + 43 base64url characters (32 random bytes). */
export const API_KEY_TOKEN_PREFIX = 'bayi_';

export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The token's first characters ('bayi_AbCd1234'), to recognise it; never the token. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  expiresAt: z.string().nullable().meta({ description: 'ISO 8601 (UTC); null: never expires.' }),
  createdAt: z.string().meta({ description: 'ISO 8601 (UTC).' }),
  createdBy: z.string(),
  lastUsedAt: z
    .string()
    .nullable()
    .meta({ description: 'ISO 8601 (UTC), to the minute: written at most once a minute per key.' }),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  /** 'active', 'expired' or 'revoked', as of the answer. */
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** A yyyy-mm-dd day after today (Türkiye): the key works through the end of that day. */
const expiryDay = z
  .string({ error: 'Son geçerlilik tarihi yyyy-aa-gg biçiminde olmalı.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Son geçerlilik tarihi yyyy-aa-gg biçiminde olmalı.' })
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: 'Son geçerlilik tarihi geçerli bir gün değil.',
    },
  );

export const apiKeyCreateSchema = z.object({
  name: requiredText('Anahtar adı', 100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Yetki catalogue, dealers, orders ya da documents olmalı.' }), {
      error: 'En az bir yetki seçilmeli.',
    })
    .min(1, { error: 'En az bir yetki seçilmeli.' })
    .max(API_KEY_SCOPES.length, { error: 'Bir yetki en fazla bir kez seçilebilir.' })
    .refine((s) => new Set(s).size === s.length, { error: 'Bir yetki en fazla bir kez seçilebilir.' }),
  /** Empty or missing: the key does not expire. */
  expiresOn: z
    .union([expiryDay, z.literal('')])
    .meta({ title: 'Son geçerlilik günü' })
    .nullish()
    .transform((v) => v || null),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const apiKeyCreatedSchema = z.object({
  key: apiKeySchema,
  /** The whole token: shown once, never again (only its SHA-256 is kept). */
  token: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
