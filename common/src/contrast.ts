import { PALETTE } from './palette';

/**
 * WCAG 2.1 contrast of the theme palette's colours (1.4.3: 4.5:1 for body text). The palette holds Tailwind's
 * oklch() values and '#000'/'#fff'; they are turned into sRGB here (OKLab → linear sRGB, clipped to the gamut
 * the way a browser shows them) so the editor can warn before a pair goes live.
 */
export const WCAG_AA_TEXT = 4.5;

type Rgb = readonly [number, number, number];

function hexToLinear(hex: string): Rgb | null {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(0), channel(2), channel(4)];
}

function oklchToLinear(value: string): Rgb | null {
  const match = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\s*\)$/.exec(value);
  if (!match) return null;
  const lightness = Number(match[1]) / 100;
  const chroma = Number(match[2]);
  const hue = match[3] === 'none' ? 0 : (Number(match[3]) * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (c: number) => Math.min(1, Math.max(0, c));
  return [
    clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function linearOf(value: string): Rgb | null {
  return value.startsWith('#') ? hexToLinear(value) : oklchToLinear(value);
}

/**
 * A palette token as #rrggbb, for places that take no oklch(): the web app manifest's theme colour (older
 * browsers) and the icon renderer. Null for unknown tokens.
 */
export function paletteHex(token: string | undefined): string | null {
  const value = token ? PALETTE[token] : undefined;
  const rgb = value ? linearOf(value) : null;
  if (!rgb) return null;
  const encode = (c: number) => {
    const srgb = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, srgb)) * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${rgb.map(encode).join('')}`;
}

/** WCAG relative luminance of a palette token ('slate-800', 'white'); null for unknown tokens. */
export function paletteLuminance(token: string | undefined): number | null {
  const value = token ? PALETTE[token] : undefined;
  if (!value) return null;
  const rgb = linearOf(value);
  if (!rgb) return null;
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

/** Contrast ratio (1–21) of two palette tokens, or null when either is unknown. */
export function paletteContrast(text: string | undefined, background: string | undefined): number | null {
  const fg = paletteLuminance(text);
  const bg = paletteLuminance(background);
  if (fg === null || bg === null) return null;
  const [light, dark] = fg > bg ? [fg, bg] : [bg, fg];
  return (light + 0.05) / (dark + 0.05);
}
