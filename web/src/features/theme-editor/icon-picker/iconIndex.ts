import index from 'virtual:fa-icon-index';

export type IconStyle = 'solid' | 'regular' | 'brands';

export interface IconEntry {
  name: string;
  style: IconStyle;
  /** What the category stores and the menu renders: 'fa-solid fa-house'. */
  className: string;
  /** Search terms (label and Font Awesome's terms), comma-separated, lower case. */
  terms: string;
}

const STYLES: Record<string, IconStyle> = { s: 'solid', r: 'regular', b: 'brands' };

/** Every free icon in every free style: 1,422 solid, 169 regular and 572 brands in Font Awesome 7.3. */
export const ICONS: readonly IconEntry[] = index.split('\n').flatMap((line) => {
  const [name = '', styles = '', terms = ''] = line.split('|');
  return [...styles].flatMap((letter) => {
    const style = STYLES[letter];
    return style ? [{ name, style, className: `fa-${style} fa-${name}`, terms }] : [];
  });
});

/**
 * Icons whose name (best) or search terms contain every word of the filter, names first, then in
 * Font Awesome's alphabetical order.
 */
export function filterIcons(icons: readonly IconEntry[], filter: string): IconEntry[] {
  const words = filter
    .toLocaleLowerCase('en')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (!words.length) return [...icons];
  const ranked: { icon: IconEntry; rank: number; order: number }[] = [];
  icons.forEach((icon, order) => {
    let rank = 0;
    for (const word of words) {
      if (icon.name.startsWith(word)) continue;
      if (icon.name.includes(word)) rank = Math.max(rank, 1);
      else if (icon.terms.includes(word)) rank = 2;
      else return;
    }
    ranked.push({ icon, rank, order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((entry) => entry.icon);
}
