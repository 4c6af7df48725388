import { z } from 'zod';

/**
 * The restaurant QR menu's settings (spec §2 "QR menu", §3 "QR menu config", §5 and §9 limits). The menu
 * page keeps them in browser storage; this schema checks what the settings dialog accepts and what is read
 * back from storage, so a value the form refuses can never come back through a stored copy.
 */

/** spec §5: small-screen columns 1–4, large-screen columns 1–6; §9: defaults 2 and 3. */
export const QR_COLUMNS_SMALL = { min: 1, max: 4, default: 2 } as const;
export const QR_COLUMNS_LARGE = { min: 1, max: 6, default: 3 } as const;

/** spec §9: the fonts offered. */
export const QR_FONTS = ['Arial', 'Times New Roman', 'Courier New'] as const;
export type QrFont = (typeof QR_FONTS)[number];

/** spec §9: thumbnail heights, in the 4 px steps of Tailwind's h-32/h-40/h-48 (128, 160, 192 px). */
export const QR_THUMBNAIL_HEIGHTS = [32, 40, 48] as const;
export type QrThumbnailHeight = (typeof QR_THUMBNAIL_HEIGHTS)[number];

/** spec §9: thumbnail roundness. */
export const QR_ROUNDNESS = ['none', 'sm', 'md', 'lg', 'full'] as const;
export type QrRoundness = (typeof QR_ROUNDNESS)[number];

/** spec §9: the ready themes. */
export const QR_PRESET_NAMES = ['Klasik', 'Koyu Tema', 'Minimalist', 'Renkli'] as const;
export type QrPresetName = (typeof QR_PRESET_NAMES)[number];

/**
 * Font sizes in CSS px. The spec names the three sizes but no range: these keep a phone's two columns
 * readable (12 px is the smallest text WCAG reviewers accept for body copy) and a title on one or two lines.
 */
export const QR_FONT_SIZES = {
  titleFontSize: { min: 12, max: 32, default: 17 },
  descriptionFontSize: { min: 12, max: 24, default: 14 },
  priceFontSize: { min: 12, max: 32, default: 17 },
} as const;

export const QR_NAME_MAX = 60;
export const QR_ADDRESS_MAX = 200;

/** The Turkish wording of the form's refusals, in one place so a wording is changed once. */
export const qrMenuMessages = {
  range: (field: string, min: number, max: number) => `${field} ${min} ile ${max} arasında olmalıdır.`,
  whole: (field: string) => `${field} tam sayı olmalıdır.`,
  required: (field: string) => `${field} gerekli.`,
  tooLong: (field: string, max: number) => `${field} en fazla ${max} karakter olabilir.`,
  color: (field: string) => `${field} #RRGGBB biçiminde bir renk olmalıdır.`,
  choice: (field: string) => `${field} listedeki seçeneklerden biri olmalıdır.`,
} as const;

/** The settings' names as the dialog shows them; the messages name the field the same way. */
export const qrMenuFieldLabels = {
  primaryColor: 'Ana renk',
  secondaryColor: 'İkincil renk',
  backgroundColor: 'Arka plan rengi',
  borderColor: 'Kenarlık rengi',
  restaurantName: 'Restoran adı',
  columnsSmall: 'Küçük ekran sütun sayısı',
  columnsLarge: 'Büyük ekran sütun sayısı',
  fontFamily: 'Yazı tipi',
  thumbnailHeight: 'Görsel yüksekliği',
  thumbnailRounded: 'Görsel köşe yuvarlaklığı',
  titleFontSize: 'Başlık yazı boyutu',
  descriptionFontSize: 'Açıklama yazı boyutu',
  priceFontSize: 'Fiyat yazı boyutu',
  restaurantAddress: 'Restoran adresi',
} as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const color = (label: string) =>
  z
    .string({ error: qrMenuMessages.color(label) })
    .regex(HEX_COLOR, { error: qrMenuMessages.color(label) })
    .transform((value) => value.toLowerCase());

/** A whole number in [min, max]; an empty or non-numeric field (NaN from the input) gets the range message. */
const wholeInRange = (label: string, min: number, max: number) =>
  z
    .number({ error: qrMenuMessages.range(label, min, max) })
    .int({ error: qrMenuMessages.whole(label) })
    .min(min, { error: qrMenuMessages.range(label, min, max) })
    .max(max, { error: qrMenuMessages.range(label, min, max) });

const text = (label: string, max: number) =>
  z
    .string({ error: qrMenuMessages.required(label) })
    .trim()
    .min(1, { error: qrMenuMessages.required(label) })
    .max(max, { error: qrMenuMessages.tooLong(label, max) });

const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: qrMenuMessages.choice(label) });

const L = qrMenuFieldLabels;

export const qrMenuConfigSchema = z.object({
  primaryColor: color(L.primaryColor),
  secondaryColor: color(L.secondaryColor),
  backgroundColor: color(L.backgroundColor),
  borderColor: color(L.borderColor),
  /** '' is the menu's own drawn cover; otherwise an image of this site (a path from the root, never another host). */
  coverImage: z
    .string()
    .max(500)
    .refine((value) => value === '' || (value.startsWith('/') && !value.startsWith('//')), {
      error: 'Kapak görseli bu sitenin bir adresi olmalıdır.',
    }),
  restaurantName: text(L.restaurantName, QR_NAME_MAX),
  columnsSmall: wholeInRange(L.columnsSmall, QR_COLUMNS_SMALL.min, QR_COLUMNS_SMALL.max),
  columnsLarge: wholeInRange(L.columnsLarge, QR_COLUMNS_LARGE.min, QR_COLUMNS_LARGE.max),
  fontFamily: choice(L.fontFamily, QR_FONTS),
  thumbnailHeight: z.literal(QR_THUMBNAIL_HEIGHTS, { error: qrMenuMessages.choice(L.thumbnailHeight) }),
  thumbnailRounded: choice(L.thumbnailRounded, QR_ROUNDNESS),
  titleFontSize: wholeInRange(L.titleFontSize, QR_FONT_SIZES.titleFontSize.min, QR_FONT_SIZES.titleFontSize.max),
  descriptionFontSize: wholeInRange(
    L.descriptionFontSize,
    QR_FONT_SIZES.descriptionFontSize.min,
    QR_FONT_SIZES.descriptionFontSize.max,
  ),
  priceFontSize: wholeInRange(L.priceFontSize, QR_FONT_SIZES.priceFontSize.min, QR_FONT_SIZES.priceFontSize.max),
  restaurantAddress: text(L.restaurantAddress, QR_ADDRESS_MAX),
});

/** What the form holds (numbers as numbers, colours as typed). */
export type QrMenuConfigInput = z.input<typeof qrMenuConfigSchema>;
export type QrMenuConfig = z.output<typeof qrMenuConfigSchema>;
export type QrMenuField = keyof QrMenuConfig;

/** The four colours a ready theme sets, with the font and roundness that suit it. */
export type QrPreset = Pick<
  QrMenuConfig,
  'primaryColor' | 'secondaryColor' | 'backgroundColor' | 'borderColor' | 'fontFamily' | 'thumbnailRounded'
>;

/**
 * The ready themes (spec §9). Each pairs its text colours for WCAG 2.1 AA (4.5:1): the primary colour is
 * the prices' and headings' colour on the background, ≥ 6:1 in all four.
 */
export const QR_PRESETS: Record<QrPresetName, QrPreset> = {
  Klasik: {
    primaryColor: '#9a3412',
    secondaryColor: '#fde8c8',
    backgroundColor: '#fffaf3',
    borderColor: '#ead9c4',
    fontFamily: 'Times New Roman',
    thumbnailRounded: 'md',
  },
  'Koyu Tema': {
    primaryColor: '#fbbf24',
    secondaryColor: '#1f2937',
    backgroundColor: '#111827',
    borderColor: '#374151',
    fontFamily: 'Arial',
    thumbnailRounded: 'lg',
  },
  Minimalist: {
    primaryColor: '#18181b',
    secondaryColor: '#f4f4f5',
    backgroundColor: '#ffffff',
    borderColor: '#e4e4e7',
    fontFamily: 'Arial',
    thumbnailRounded: 'none',
  },
  Renkli: {
    // Tailwind's pink-800: pink-700 (#be185d) was 5.74:1 on this background, under the 6:1 promised above.
    primaryColor: '#9d174d',
    secondaryColor: '#ccfbf1',
    backgroundColor: '#fff7fb',
    borderColor: '#f9a8d4',
    fontFamily: 'Arial',
    thumbnailRounded: 'lg',
  },
};

export const DEFAULT_QR_MENU_CONFIG: QrMenuConfig = {
  ...QR_PRESETS.Klasik,
  coverImage: '',
  restaurantName: 'Anadolu Sofrası',
  columnsSmall: QR_COLUMNS_SMALL.default,
  columnsLarge: QR_COLUMNS_LARGE.default,
  thumbnailHeight: 40,
  titleFontSize: QR_FONT_SIZES.titleFontSize.default,
  descriptionFontSize: QR_FONT_SIZES.descriptionFontSize.default,
  priceFontSize: QR_FONT_SIZES.priceFontSize.default,
  restaurantAddress: 'Caferağa Mah. Moda Cad. No: 24, 34710 Kadıköy / İstanbul',
};

/**
 * Settings read back from storage: each field that passes the schema is kept, each one that does not (an
 * old version's field, a hand-edited value, a damaged copy) falls back to its default. Anything that is not
 * an object gives the defaults.
 */
export function parseStoredQrMenuConfig(value: unknown): QrMenuConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...DEFAULT_QR_MENU_CONFIG };
  const stored = value as Record<string, unknown>;
  const config: Record<string, unknown> = { ...DEFAULT_QR_MENU_CONFIG };
  for (const [field, schema] of Object.entries(qrMenuConfigSchema.shape)) {
    const parsed = schema.safeParse(stored[field]);
    if (parsed.success) config[field] = parsed.data;
  }
  return qrMenuConfigSchema.parse(config);
}
