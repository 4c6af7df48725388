import type { QrMenuConfig } from '@bayi/common';

/**
 * The menu's colours worked out from the four the owner picks. Text colours are never picked: they are
 * computed for WCAG 2.1 AA contrast (1.4.3, 4.5:1) on every surface they sit on, so any background stays
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

/** The lowest contrast of `colour` on any of `grounds`: text that sits on each of them must pass on the worst. */
const worstContrast = (colour: string, grounds: readonly string[]) =>
  Math.min(...grounds.map((ground) => contrastRatio(colour, ground)));

/**
 * A text colour readable on every one of `grounds` (4.5:1 on each), worked out, not assumed: dark or light,
 * whichever pure black or white reads better on the worst of them; then the warm near-black or near-white,
 * taken toward pure black or white in small steps until it passes. A mid grey or a bright red is where
 * neither near-black nor near-white reaches 4.5:1 and the text has to go further.
 */
function readableOn(...grounds: string[]): string {
  const dark = worstContrast('#000000', grounds) >= worstContrast('#ffffff', grounds);
  const [start, end] = dark ? [DARK_TEXT, '#000000'] : [LIGHT_TEXT, '#ffffff'];
  for (let step = 0; step <= 10; step++) {
    const candidate = mix(start, end, step / 10);
    if (worstContrast(candidate, grounds) >= AA_CONTRAST) return candidate;
  }
  // Pure black or white on grounds too far apart for either: the better of them (qrPalette keeps the surface
  // close enough to the background that it never comes to this).
  return end;
}

/** Pure black reads better than pure white on this colour. */
const wantsDarkText = (hex: string) => contrastRatio('#000000', hex) >= contrastRatio('#ffffff', hex);

/**
 * The cards' colour: a shade lighter than the background. Under dark text lighter only helps. Under light
 * text the cards lighten a little, as long as light text still reads on them; where it would not (a
 * background just dark enough for white), they darken a little instead.
 */
function surfaceOf(background: string): string {
  if (wantsDarkText(background)) return mix(background, '#ffffff', 0.6);
  const lighter = mix(background, '#ffffff', 0.05);
  return contrastRatio('#ffffff', lighter) >= AA_CONTRAST ? lighter : mix(background, '#000000', 0.05);
}

export function qrPalette(
  config: Pick<QrMenuConfig, 'primaryColor' | 'secondaryColor' | 'backgroundColor' | 'borderColor'>,
): QrPalette {
  const background = config.backgroundColor;
  const surface = surfaceOf(background);
  // The page's own text sits on the background, the cards' on the surface: one colour for both.
  const text = readableOn(surface, background);
  // The softest mix of text into the surface that still passes AA, with a little to spare.
  let muted = text;
  for (let weight = 0.35; weight > 0; weight -= 0.05) {
    const candidate = mix(text, surface, weight);
    if (worstContrast(candidate, [surface, background]) >= AA_CONTRAST + 0.5) {
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
    onPrimary: readableOn(config.primaryColor),
    secondary: config.secondaryColor,
    onSecondary: readableOn(config.secondaryColor),
    border: config.borderColor,
  };
}
