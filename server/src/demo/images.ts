import sharp from 'sharp';
import type { Drawing } from './catalog-data';
import { COMPANY } from './company';
import { drawing, escapeXml, markSvg, shade, tint } from './drawings';

/**
 * Every demo image is drawn here from SVG (no network, no binary assets in the repository):
 * product pictures stay SVG (small, sharp at any size), the rest is rendered with sharp into the
 * PNG/JPEG formats a browser tab icon, a logo or a photo-like banner would be.
 */

export interface MediaRow {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const svgRow = (fileName: string, svg: string): MediaRow => ({
  fileName,
  contentType: 'image/svg+xml',
  bytes: Buffer.from(svg, 'utf8'),
});

/** File names the settings and promotions refer to. */
export const IMAGE_FILES = {
  logo: 'logo.png',
  favicon: 'favicon.png',
  loginBackground: 'login-bg.jpg',
  paymentSecurity: 'odeme-guvenlik.png',
  carousel: ['promo/kampanya-1.jpg', 'promo/kampanya-2.jpg', 'promo/kampanya-3.jpg', 'promo/kampanya-4.jpg'],
  modal: 'promo/duyuru-katalog.jpg',
  tiles: ['promo/kutu-1.jpg', 'promo/kutu-2.jpg', 'promo/kutu-3.jpg'],
} as const;

export interface ProductPicture {
  code: string;
  label: string;
  color: string;
  drawing: Drawing;
  /** 0 = main picture; 1, 2 = other views with another background and pose. */
  variant: number;
}

/** A product picture (< 2 KB): tinted card, the category drawing, and the code as a caption. */
export function productSvg(p: ProductPicture): string {
  const bg = p.variant === 0 ? tint(p.color, 0.9) : p.variant === 1 ? '#f8fafc' : tint(p.color, 0.78);
  const pose =
    p.variant === 0
      ? 'translate(72 44) scale(1.3)'
      : p.variant === 1
        ? 'translate(78 48) scale(1.2) rotate(-12 60 60)'
        : 'translate(96 68) scale(.9)';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 300 300">` +
    `<rect width="300" height="300" rx="16" fill="${bg}"/>` +
    `<circle cx="150" cy="122" r="${p.variant === 2 ? 70 : 86}" fill="#fff" opacity=".7"/>` +
    `<g transform="${pose}">${drawing(p.drawing, p.color, p.variant)}</g>` +
    `<rect x="0" y="246" width="300" height="54" fill="${p.color}" opacity=".92"/>` +
    `<text x="150" y="280" font-family="DejaVu Sans,Arial,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(p.label)}</text>` +
    `</svg>`
  );
}

/** A brand's wordmark as SVG (brands.logo). */
export function brandLogoSvg(name: string, color: string): string {
  const initial = name.charAt(0).toLocaleUpperCase('tr-TR');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">` +
    `<rect x="2" y="2" width="236" height="76" rx="12" fill="#fff" stroke="${color}" stroke-width="3"/>` +
    `<circle cx="40" cy="40" r="24" fill="${color}"/>` +
    `<text x="40" y="49" font-family="DejaVu Sans,Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initial)}</text>` +
    `<text x="74" y="47" font-family="DejaVu Sans,Arial,sans-serif" font-size="${name.length > 16 ? 13.5 : name.length > 12 ? 15 : 19}" font-weight="700" fill="${shade(color, 0.25)}">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

export function brandLogoRow(fileName: string, name: string, color: string): MediaRow {
  return svgRow(fileName, brandLogoSvg(name, color));
}

export function productImageRow(fileName: string, picture: ProductPicture): MediaRow {
  return svgRow(fileName, productSvg(picture));
}

const { navy, navyDark, amber, amberLight } = COMPANY.colors;
const FONT = 'DejaVu Sans,Liberation Sans,Arial,sans-serif';

function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120">` +
    markSvg(8, 14, 92, navy, amber) +
    `<text x="116" y="66" font-family="${FONT}" font-size="46" font-weight="800" letter-spacing="1" fill="${navy}">${COMPANY.brandWord}</text>` +
    `<rect x="118" y="80" width="26" height="4" rx="2" fill="${amber}"/>` +
    `<text x="152" y="88" font-family="${FONT}" font-size="16" font-weight="700" letter-spacing="1.6" fill="#475569">${escapeXml(COMPANY.tagline)}</text>` +
    `</svg>`
  );
}

function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 100 100">${markSvg(0, 0, 100, navy, amber)}</svg>`;
}

/** An industrial night scene: navy gradient, circuit traces with glowing nodes, an amber sweep. */
function loginBackgroundSvg(): string {
  const traces: string[] = [];
  // Deterministic traces: a fixed lattice walked with right-angle turns.
  for (let i = 0; i < 18; i++) {
    const x = 80 + ((i * 233) % 1500);
    const y = 60 + ((i * 157) % 900);
    const dx = (i % 3) * 60 + 120;
    const dy = ((i * 7) % 4) * 40 + 60;
    const up = i % 2 ? -1 : 1;
    traces.push(
      `<path d="M${x} ${y}h${dx}l${40} ${40 * up}v${dy * up}h${dx / 2}" stroke="#38bdf8" stroke-opacity="${0.12 + (i % 4) * 0.05}" stroke-width="3" fill="none"/>` +
        `<circle cx="${x}" cy="${y}" r="7" fill="#38bdf8" fill-opacity=".35"/>` +
        `<circle cx="${x + dx + 40 + dx / 2}" cy="${y + 40 * up + dy * up}" r="6" fill="${amberLight}" fill-opacity=".6"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f38"/><stop offset=".55" stop-color="${navy}"/><stop offset="1" stop-color="#10243d"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${amber}" stop-opacity=".55"/><stop offset="1" stop-color="${amber}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="blue" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#0ea5e9" stop-opacity=".35"/><stop offset="1" stop-color="#0ea5e9" stop-opacity="0"/></radialGradient>` +
    `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" stroke="#ffffff" stroke-opacity=".04" fill="none"/></pattern></defs>` +
    `<rect width="1600" height="1000" fill="url(#bg)"/><rect width="1600" height="1000" fill="url(#grid)"/>` +
    `<circle cx="1320" cy="180" r="420" fill="url(#glow)"/><circle cx="220" cy="860" r="460" fill="url(#blue)"/>` +
    traces.join('') +
    `<path d="M0 760 L1600 420 L1600 520 L0 860 Z" fill="${amber}" fill-opacity=".10"/>` +
    `<path d="M0 820 L1600 480 L1600 500 L0 840 Z" fill="${amberLight}" fill-opacity=".25"/>` +
    `<g opacity=".10">${markSvg(1180, 620, 300, '#ffffff', navyDark)}</g>` +
    `</svg>`
  );
}

function paymentSecuritySvg(): string {
  const badge = (x: number, w: number, label: string) =>
    `<rect x="${x}" y="14" width="${w}" height="36" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>` +
    `<text x="${x + w / 2}" y="38" font-family="${FONT}" font-size="13" font-weight="700" fill="${navy}" text-anchor="middle">${label}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="64" viewBox="0 0 420 64">` +
    `<path d="M30 6l22 8v16c0 14-10 24-22 28C18 54 8 44 8 30V14z" fill="#16a34a"/>` +
    `<rect x="21" y="27" width="18" height="14" rx="3" fill="#fff"/><path d="M24 27v-5a6 6 0 0 1 12 0v5" stroke="#fff" stroke-width="3" fill="none"/>` +
    `<text x="62" y="30" font-family="${FONT}" font-size="15" font-weight="800" fill="#166534">Güvenli Ödeme</text>` +
    `<text x="62" y="48" font-family="${FONT}" font-size="11" fill="#475569">Kart bilgileriniz saklanmaz</text>` +
    badge(228, 92, '256-bit SSL') +
    badge(326, 92, '3D Secure') +
    `</svg>`
  );
}

interface BannerTheme {
  from: string;
  to: string;
  accent: string;
  drawing: Drawing;
}

/**
 * A photo-like promotion banner without words: the storefront lays the promotion's title, text
 * and button over the left part, so that part stays calm and dark.
 */
function bannerSvg(width: number, height: number, theme: BannerTheme, seed: number): string {
  const icons: string[] = [];
  const count = width >= 1000 ? 3 : width >= 800 ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const size = height * (count === 1 ? 0.6 : 0.62 - i * 0.16);
    const x = count === 1 ? width * 0.55 : width * (0.56 + i * 0.15);
    const y = Math.min(height * (count === 1 ? 0.2 : 0.14 + ((i + seed) % 2) * 0.26), height * 0.94 - size);
    icons.push(
      `<g transform="translate(${x} ${y}) scale(${size / 120}) rotate(${((i * 11 + seed * 7) % 24) - 12} 60 60)">` +
        `<circle cx="60" cy="60" r="70" fill="#ffffff" fill-opacity=".10"/>${drawing(theme.drawing, i === 0 ? '#ffffff' : theme.accent, i + seed)}</g>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2=".6"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>` +
    `<radialGradient id="l" cx=".75" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".55" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#l)"/>` +
    `<path d="M${width * 0.48} ${height} L${width * 0.68} 0 H${width * 0.74} L${width * 0.54} ${height}Z" fill="${theme.accent}" fill-opacity=".22"/>` +
    `<path d="M${width * 0.56} ${height} L${width * 0.76} 0 H${width * 0.78} L${width * 0.58} ${height}Z" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="${width * 0.08}" cy="${height * 0.9}" r="${height * 0.5}" fill="#fff" fill-opacity=".05"/>` +
    icons.join('') +
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>` +
    `</svg>`
  );
}

const BANNERS: readonly BannerTheme[] = [
  { from: '#1e3a5f', to: '#b45309', accent: amberLight, drawing: 'bulb' },
  { from: '#431407', to: '#c2410c', accent: '#fdba74', drawing: 'cable' },
  { from: '#450a0a', to: '#b91c1c', accent: '#fca5a5', drawing: 'breaker' },
  { from: '#2e1065', to: '#7c3aed', accent: '#c4b5fd', drawing: 'tool' },
];
const MODAL: BannerTheme = { from: navyDark, to: '#1d4ed8', accent: amberLight, drawing: 'switch' };
const TILES: readonly BannerTheme[] = [
  { from: '#7c2d12', to: '#ea580c', accent: '#fed7aa', drawing: 'helmet' },
  { from: '#0c4a6e', to: '#0284c7', accent: '#bae6fd', drawing: 'switch' },
  { from: '#1e293b', to: '#64748b', accent: '#e2e8f0', drawing: 'screw' },
];

const render = (svg: string) => sharp(Buffer.from(svg));

/** The fixed images: logo, favicon, login background, payment-security strip, promotion banners. */
export async function renderSiteImages(): Promise<MediaRow[]> {
  const jpeg = { quality: 82, mozjpeg: true } as const;
  const jobs: Promise<MediaRow>[] = [
    render(logoSvg())
      .png()
      .toBuffer()
      .then((bytes) => ({ fileName: IMAGE_FILES.logo, contentType: 'image/png', bytes })),
    render(faviconSvg())
      .resize(64, 64)
      .png()
      .toBuffer()
      .then((bytes) => ({ fileName: IMAGE_FILES.favicon, contentType: 'image/png', bytes })),
    render(loginBackgroundSvg())
      .jpeg(jpeg)
      .toBuffer()
      .then((bytes) => ({ fileName: IMAGE_FILES.loginBackground, contentType: 'image/jpeg', bytes })),
    render(paymentSecuritySvg())
      .png()
      .toBuffer()
      .then((bytes) => ({ fileName: IMAGE_FILES.paymentSecurity, contentType: 'image/png', bytes })),
    ...IMAGE_FILES.carousel.map((fileName, i) =>
      render(bannerSvg(1200, 400, BANNERS[i % BANNERS.length]!, i))
        .jpeg(jpeg)
        .toBuffer()
        .then((bytes) => ({ fileName, contentType: 'image/jpeg', bytes })),
    ),
    render(bannerSvg(800, 500, MODAL, 1))
      .jpeg(jpeg)
      .toBuffer()
      .then((bytes) => ({ fileName: IMAGE_FILES.modal, contentType: 'image/jpeg', bytes })),
    ...IMAGE_FILES.tiles.map((fileName, i) =>
      render(bannerSvg(600, 400, TILES[i % TILES.length]!, i))
        .jpeg(jpeg)
        .toBuffer()
        .then((bytes) => ({ fileName, contentType: 'image/jpeg', bytes })),
    ),
  ];
  return Promise.all(jobs);
}
