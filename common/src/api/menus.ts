import { z } from 'zod';
import { requiredText } from '../validation';
import { MENU_IDS, menuEntrySchema } from './application';

/**
 * The storefront's menus as editors change them: the header, footer and sign-in page menus, each a
 * list of entries in order with one level of children, a link and an optional CSS class. A save replaces the
 * menu whole; the storefront serves it from the next request on.
 */

export const MENU_NAMES: Record<(typeof MENU_IDS)[number], string> = {
  'menu.header': 'Üst menü',
  'menu.footer': 'Alt bilgi menüsü',
  'menu.logon': 'Giriş sayfası menüsü',
};

/**
 * A link staff type (menus, promotions): a path of this site (/…), an https:// address, a mailto: or tel: link,
 * or # (a heading for its children).
 */
export const siteLinkSchema = z
  .string({ error: 'Bağlantı gerekli.' })
  .trim()
  .min(1, { error: 'Bağlantı gerekli.' })
  .max(500, { error: 'Bağlantı en fazla 500 karakter olabilir.' })
  .regex(/^(#|\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9 ]+)$/, {
    error: 'Bağlantı / ile başlayan bir yol, https://, mailto: veya tel: adresi ya da # olmalı.',
  });

const cssClass = z
  .string()
  .trim()
  .max(100, { error: 'CSS sınıfı en fazla 100 karakter olabilir.' })
  .regex(/^[A-Za-z0-9_ -]*$/, { error: 'CSS sınıfı yalnız harf, rakam, tire, alt çizgi ve boşluktan oluşmalı.' })
  .nullish()
  .transform((s) => s || null);

const entry = {
  displayName: requiredText('Menü adı', 100),
  url: siteLinkSchema,
  cssClass,
};

export const adminMenuBodySchema = z.object({
  items: z
    .array(
      z.object({
        ...entry,
        childs: z.array(z.object(entry)).max(50, { error: 'Bir menünün en fazla 50 alt öğesi olabilir.' }).default([]),
      }),
    )
    .max(50, { error: 'Bir menüde en fazla 50 öğe olabilir.' }),
});
export type AdminMenuBody = z.input<typeof adminMenuBodySchema>;

export const adminMenuParamsSchema = z.object({
  menuKey: z.enum(MENU_IDS, { error: 'Menü menu.header, menu.footer veya menu.logon olmalı.' }),
});

export const adminMenuSchema = z.object({ items: z.array(menuEntrySchema) });
export type AdminMenu = z.infer<typeof adminMenuSchema>;
