import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { paletteHex, type ThemeSettings } from '@bayi/common';
import { escapeHtml } from '../../lib/html';
import type { ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';

/** The icons the manifest and index.html name: file name → edge in pixels and whether it is maskable. */
export const PWA_ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-192.png': { size: 192, maskable: true },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: false },
} as const;
export type PwaIconName = keyof typeof PWA_ICONS;
export const PWA_ICON_NAMES = Object.keys(PWA_ICONS) as [PwaIconName, ...PwaIconName[]];

export const PWA_DESCRIPTION = 'Bayi kataloğu: ürünler, stok durumu, bayiye özel fiyatlar ve sipariş.';

/** What the manifest and the icons are made of; `version` changes with any of it. */
interface Look {
  version: string;
  name: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
  /** Behind the logo: the header bar the logo sits on, so a logo drawn for it stays legible. */
  logoBackground: string;
  /** The default icon's letter colour (the header's text colour). */
  textColor: string;
  logo: { bytes: Buffer; contentType: string } | null;
}

const item = (theme: ThemeSettings, block: string, key: string) => theme.blocks[block]?.item[key];

/** Home-screen labels are short: the firm's first word when the whole name would be cut. */
function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  return name.split(/\s+/)[0]!.slice(0, 12);
}

/**
 * The installable app's manifest and icons (W3C Web App Manifest): the distributor's name (setting
 * firmaadi), the theme's colours and icons drawn from the logo setting. The icons are rendered once per
 * version of those settings; the manifest names them with that version, so a browser may keep them for good.
 */
export function createPwaService(deps: { application: ApplicationService; content: ContentService }) {
  let rendered: { version: string; icons: Map<PwaIconName, Promise<Buffer>> } = { version: '', icons: new Map() };

  /**
   * The picture to draw: a square favicon large enough for 512 px (or drawn as SVG) reads best on a home
   * screen; otherwise the site logo, contained; otherwise the favicon as it is.
   */
  async function iconSource(siteLogo: string | undefined, favicon: string | undefined) {
    const faviconFile = favicon ? await deps.content.original(favicon) : null;
    if (faviconFile) {
      const meta = await sharp(faviconFile.bytes)
        .metadata()
        .catch(() => null);
      const square = meta?.width && meta.height && Math.abs(meta.width / meta.height - 1) < 0.1;
      if (square && (meta.format === 'svg' || (meta.width ?? 0) >= 192)) return { name: favicon, file: faviconFile };
    }
    const logoFile = siteLogo ? await deps.content.original(siteLogo) : null;
    if (logoFile) return { name: siteLogo, file: logoFile };
    return { name: faviconFile ? favicon : undefined, file: faviconFile };
  }

  async function look(): Promise<Look> {
    const settings = await deps.application.settings();
    const theme = await deps.application.currentTheme(settings);
    const name = settings.get('firmaadi')?.trim() || 'Bayi';
    const top = item(theme, 'header', 'top');
    const themeColor = paletteHex(top?.bg_color) ?? '#0f172b';
    const textColor = paletteHex(top?.text_color) ?? '#ffffff';
    const backgroundColor = paletteHex(item(theme, 'body', 'background')?.bg_color) ?? '#ffffff';
    const logoBackground = paletteHex(item(theme, 'header', 'middle')?.bg_color) ?? '#ffffff';
    const { name: logoName, file: logo } = await iconSource(settings.get('siteLogo'), settings.get('favicon'));
    const version = createHash('sha1')
      .update(JSON.stringify([name, themeColor, textColor, backgroundColor, logoBackground, logoName ?? '']))
      .update(logo?.bytes ?? '')
      .digest('base64url')
      .slice(0, 12);
    return {
      version,
      name,
      shortName: shortNameOf(name),
      themeColor,
      backgroundColor,
      logoBackground,
      textColor,
      logo,
    };
  }

  /** A square of the theme colour with the firm's initial: clean when no logo is set (or it does not decode). */
  function initialIcon(l: Look, size: number, maskable: boolean): Promise<Buffer> {
    const initial = escapeHtml([...l.name.toLocaleUpperCase('tr-TR')][0] ?? 'B');
    // The maskable safe zone is the middle 80% circle: the letter stays well inside it either way.
    const fontSize = Math.round(size * (maskable ? 0.42 : 0.56));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="100%" height="100%" fill="${l.themeColor}"/>` +
      `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
      `font-weight="bold" font-size="${fontSize}" fill="${l.textColor}">${initial}</text></svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }

  /** The logo contained in the middle of a square of the header's colour, with room around it. */
  async function logoIcon(l: Look, logo: NonNullable<Look['logo']>, size: number, maskable: boolean) {
    // Maskable: a wide logo's corners must stay inside the safe circle (80% across), so its box is 56%.
    const inner = Math.round(size * (maskable ? 0.56 : 0.8));
    const fitted = await sharp(logo.bytes, { density: logo.contentType === 'image/svg+xml' ? 300 : undefined })
      .resize({ width: inner, height: inner, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background: l.logoBackground } })
      .composite([{ input: fitted, gravity: 'center' }])
      .png()
      .toBuffer();
  }

  async function renderIcon(l: Look, name: PwaIconName): Promise<Buffer> {
    const { size, maskable } = PWA_ICONS[name];
    if (l.logo) {
      try {
        return await logoIcon(l, l.logo, size, maskable);
      } catch {
        // A stored logo sharp cannot read (an .ico favicon, a broken upload): the initial instead of no icon.
      }
    }
    return initialIcon(l, size, maskable);
  }

  return {
    async manifest(): Promise<{ version: string; body: Record<string, unknown> }> {
      const l = await look();
      const icon = (name: PwaIconName, purpose: 'any' | 'maskable') => ({
        src: `/spa/pwa/${name}?v=${l.version}`,
        sizes: `${PWA_ICONS[name].size}x${PWA_ICONS[name].size}`,
        type: 'image/png',
        purpose,
      });
      return {
        version: l.version,
        body: {
          id: '/spa/',
          name: l.name,
          short_name: l.shortName,
          description: PWA_DESCRIPTION,
          lang: 'tr',
          dir: 'ltr',
          start_url: '/spa/',
          scope: '/spa/',
          display: 'standalone',
          theme_color: l.themeColor,
          background_color: l.backgroundColor,
          icons: [
            icon('icon-192.png', 'any'),
            icon('icon-512.png', 'any'),
            icon('maskable-192.png', 'maskable'),
            icon('maskable-512.png', 'maskable'),
          ],
        },
      };
    },

    /** An icon as PNG bytes and the settings version it was drawn for. */
    async icon(name: PwaIconName): Promise<{ version: string; png: Buffer }> {
      const l = await look();
      if (rendered.version !== l.version) rendered = { version: l.version, icons: new Map() };
      const icons = rendered.icons;
      let png = icons.get(name);
      if (!png) {
        png = renderIcon(l, name);
        icons.set(name, png);
        png.catch(() => icons.delete(name));
      }
      return { version: l.version, png: await png };
    },
  };
}

export type PwaService = ReturnType<typeof createPwaService>;
