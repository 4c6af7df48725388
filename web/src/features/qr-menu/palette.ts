import type { QrMenuConfig } from '@bayi/common';

/**
 * The menu's colours worked out from the four the owner picks. Text colours are never picked: they are
 * chosen for WCAG 2.1 AA contrast (1.4.3, 4.5:1) on the surface they sit on, so any background stays
 * readable. Only the primary colour (prices, headings) is shown as picked; the dialog warns when it is
 * below 4.5:1 on the background.
 */
export interface QrPalette {
  background: string;
  /** Cards: a shade lighter than the background. */
  surface: string;
  text: string;
  /** Descriptions: softer than the text, still ≥ 4.5:1 on the surface. */
  muted: string;
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  border: string;
}

type Rgb = [number, number, number];

const DARK_TEXT = '#1c1917';
const LIGHT_TEXT = '#fafaf9';
export const AA_CONTRAST = 4.5;

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.1 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `a` with `weight` (0–1) of `b` mixed in. */
function mix(a: string, b: string, weight: number): string {
  const from = toRgb(a);
  const to = toRgb(b);
  return toHex(from.map((channel, index) => channel + (to[index]! - channel) * weight) as Rgb);
}

/** The text colour that reads best on `background`. */
function textOn(background: string): string {
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;
}

const isDark = (hex: string) => luminance(hex) < 0.18;

export function qrPalette(
  config: Pick<QrMenuConfig, 'primaryColor' | 'secondaryColor' | 'backgroundColor' | 'borderColor'>,
): QrPalette {
  const background = config.backgroundColor;
  const surface = isDark(background) ? mix(background, '#ffffff', 0.05) : mix(background, '#ffffff', 0.6);
  const text = textOn(surface);
  // The softest mix of text into the surface that still passes AA, with a little to spare.
  let muted = text;
  for (let weight = 0.35; weight > 0; weight -= 0.05) {
    const candidate = mix(text, surface, weight);
    if (
      contrastRatio(candidate, surface) >= AA_CONTRAST + 0.5 &&
      contrastRatio(candidate, background) >= AA_CONTRAST + 0.5
    ) {
      muted = candidate;
      break;
    }
  }
  return {
    background,
    surface,
    text,
    muted,
    primary: config.primaryColor,
    onPrimary: textOn(config.primaryColor),
    secondary: config.secondaryColor,
    onSecondary: textOn(config.secondaryColor),
    border: config.borderColor,
  };
}
