import { z } from 'zod';

/**
 * Images staff upload for promotions, the logo and pages. The server reads the file's own bytes to
 * tell its kind — never the name or the browser's content type — and stores it in the media table, so every
 * server process serves it through /image/show.
 */

/** The largest image accepted: 2 MB, enough for a 1920 px banner as JPEG or WebP. */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
/** The largest side in pixels: a bigger picture is never shown and costs memory to resize. */
export const MEDIA_MAX_PIXELS = 6000;
export const MEDIA_PAGE_SIZE = 48;

/** Kinds by what the bytes are (sharp's format name) → the content type stored and served. */
export const MEDIA_FORMATS = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
} as const;

export const MEDIA_MESSAGES = {
  missing: 'Bir resim dosyası seçin.',
  kind: 'Yalnız JPEG, PNG, WebP, GIF veya SVG resim yüklenebilir.',
  broken: 'Resim açılamadı: dosya bozuk ya da eksik.',
  tooLarge: `Resim en fazla ${MEDIA_MAX_BYTES / 1024 / 1024} MB olabilir.`,
  tooManyPixels: `Resmin kenarları en fazla ${MEDIA_MAX_PIXELS} piksel olabilir.`,
} as const;

export const mediaFileSchema = z.object({
  fileName: z.string(),
  /** The address of a medium-size render (for previews); the storefront picks its own size. */
  previewUrl: z.string(),
  contentType: z.string(),
  bytes: z.number(),
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const mediaListSchema = z.object({ items: z.array(mediaFileSchema), total: z.number() });
export type MediaList = z.infer<typeof mediaListSchema>;
