import type { Drawing } from './catalog-data';

/**
 * Icon-like line drawings of what each top category sells, as SVG fragments in a 120×120 box.
 * Kept to a few elements: product SVGs must stay under 2 KB, and the same drawings decorate the
 * promotion banners at a larger scale.
 */
export function drawing(kind: Drawing, color: string, variant = 0): string {
  const line = (width: number) =>
    `stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  const s = line(6);
  switch (kind) {
    case 'cable':
      return (
        `<circle cx="60" cy="56" r="44" ${s}/><circle cx="60" cy="56" r="30" ${s}/>` +
        `<circle cx="60" cy="56" r="14" fill="${color}"/><path d="M104 56c10 0 12 30 4 46s-20 14-26 14" ${s}/>` +
        (variant % 2 ? `<circle cx="82" cy="116" r="5" fill="${color}"/>` : '')
      );
    case 'bulb':
      return (
        `<path d="M60 8a34 34 0 0 0-20 62c5 4 7 9 7 14h26c0-5 2-10 7-14A34 34 0 0 0 60 8z" ${s}/>` +
        `<path d="M46 94h28M48 104h24M53 114h14" ${s}/>` +
        (variant % 2 ? `<path d="M52 60l8-14 8 14" ${s}/>` : `<path d="M60 30v24" ${s}/>`)
      );
    case 'switch':
      return (
        `<rect x="10" y="10" width="100" height="100" rx="18" ${s}/>` +
        (variant % 2
          ? `<circle cx="44" cy="60" r="7" fill="${color}"/><circle cx="76" cy="60" r="7" fill="${color}"/><circle cx="60" cy="60" r="30" ${s}/>`
          : `<rect x="38" y="28" width="44" height="64" rx="8" fill="${color}" opacity=".85"/><path d="M38 60h44" stroke="#fff" stroke-width="4"/>`)
      );
    case 'breaker':
      return (
        `<rect x="28" y="6" width="64" height="108" rx="8" ${s}/><rect x="46" y="40" width="28" height="40" rx="4" fill="${color}"/>` +
        `<path d="M40 22h40M40 98h40" ${s}/>` +
        (variant % 2 ? `<path d="M60 44v-2" stroke="#fff" stroke-width="6"/>` : '')
      );
    case 'conduit':
      return (
        `<path d="M8 84c20-40 40-60 76-62" ${line(22)} stroke-opacity=".25"/>` +
        `<path d="M8 84c20-40 40-60 76-62" stroke="${color}" stroke-width="22" fill="none" stroke-dasharray="4 6"/>` +
        `<rect x="74" y="60" width="40" height="40" rx="6" ${s}/><path d="M84 80h20" ${s}/>`
      );
    case 'tool':
      return variant % 2
        ? `<path d="M20 100l52-52" ${line(10)}/><path d="M72 48a22 22 0 1 0 18-36l-10 14 6 8 10-2a22 22 0 0 1-24 16z" fill="${color}"/>`
        : `<rect x="14" y="80" width="46" height="26" rx="10" transform="rotate(-45 37 93)" fill="${color}"/><path d="M52 68l50-50" ${s}/><path d="M96 14l10 10" ${s}/>`;
    case 'screw':
      return (
        `<path d="M34 10h52l10 18H24z" fill="${color}"/><path d="M46 30h28v58l-14 24-14-24z" ${s}/>` +
        `<path d="M46 44l28 8M46 58l28 8M46 72l28 8" ${line(4)}/>`
      );
    case 'helmet':
      return (
        `<path d="M18 82a42 42 0 0 1 84 0z" fill="${color}"/><path d="M8 88h104" ${line(10)}/>` +
        `<path d="M60 40v24" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
        (variant % 2 ? `<path d="M36 96c8 14 40 14 48 0" ${s}/>` : '')
      );
  }
}

/** The distributor's mark: a lightning bolt in a rounded square (logo, favicon, banners). */
export function markSvg(x: number, y: number, size: number, bg: string, fg: string): string {
  const k = size / 100;
  return (
    `<g transform="translate(${x} ${y}) scale(${k})"><rect width="100" height="100" rx="22" fill="${bg}"/>` +
    `<path d="M58 10 24 58h22l-6 32 36-50H54z" fill="${fg}"/></g>`
  );
}

/** A light tint of a #rrggbb colour, for backgrounds behind the drawings. */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** A darker shade of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c * (1 - amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
