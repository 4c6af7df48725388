/**
 * The theme editor's customCss: an editor types a few declarations for one element
 * ("font-weight: 600; letter-spacing: .02em"). What is kept is only plain `property: value;`
 * declarations built from a small alphabet, so nothing can close the rule or the style element,
 * open another rule, import a sheet, load anything from outside or run script. Whatever does not
 * fit is dropped declaration by declaration; the output is what is stored and served.
 */

/** Longest customCss an item may carry (the editor's textarea). */
export const CUSTOM_CSS_MAX = 2000;

/** Property names: plain or vendor-prefixed identifiers and custom properties, ASCII only. */
const PROPERTY = /^(?:--[a-z0-9][a-z0-9-]{0,63}|-?[a-z][a-z0-9-]{0,63})$/;

/** Properties that run or bind something (old IE, old Firefox) whatever their value. */
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-moz-binding', '-ms-behavior']);

/**
 * Characters a value may hold besides letters, digits and white space: no braces, angle brackets,
 * semicolons, colons (so no scheme such as javascript: or data:), backslashes (escapes), at signs
 * (rules), backticks, ampersands or equals signs.
 */
const VALUE = /^[\p{L}\p{N}\s#%.,()'"+\-*/!_]+$/u;

/** Functions a value may call; url() is checked on its own below. Anything else (expression, image-set…) is dropped. */
const ALLOWED_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'translate',
  'translate3d',
  'translatex',
  'translatey',
  'rotate',
  'scale',
  'scalex',
  'scaley',
  'skew',
  'skewx',
  'skewy',
  'matrix',
  'matrix3d',
  'perspective',
  'rotate3d',
  'scale3d',
  'cubic-bezier',
  'steps',
  'drop-shadow',
  'blur',
  'brightness',
  'contrast',
  'grayscale',
  'opacity',
  'saturate',
  'sepia',
  'invert',
  'hue-rotate',
  'minmax',
  'repeat',
  'fit-content',
]);

/** Our own images only: /image/show/?fileName=…&size=…, a relative path on this site. */
const OWN_IMAGE = /^\/image\/show\/?(?:\?[A-Za-z0-9_.\-/=&%]*)?$/;
const URL_CALL = /url\(\s*(['"]?)([^'"()\s]*)\1\s*\)/gi;

/** One declaration as kept (`property: value;`), or null when it is dropped. */
function cleanDeclaration(declaration: string): string | null {
  const colon = declaration.indexOf(':');
  if (colon < 0) return null;
  const property = declaration.slice(0, colon).trim().toLowerCase();
  let value = declaration.slice(colon + 1).trim();
  if (!PROPERTY.test(property) || FORBIDDEN_PROPERTIES.has(property) || !value) return null;

  // Our own images may appear in url(); each is set aside as a placeholder while the rest is checked.
  const urls: string[] = [];
  let badUrl = false;
  value = value.replace(URL_CALL, (_m, _q, target: string) => {
    if (!OWN_IMAGE.test(target) || target.includes('..') || target.includes('//')) badUrl = true;
    urls.push(target);
    return `url(${urls.length - 1})`;
  });
  if (badUrl) return null;

  if (!VALUE.test(value)) return null;
  const folded = value.toLowerCase();
  // Comments can hide anything from a reader and split tokens. (A colon, and so any javascript: or data:
  // scheme, is already outside the alphabet.)
  if (folded.includes('/*') || folded.includes('*/')) return null;
  for (const call of folded.matchAll(/([a-z0-9-]*)\s*\(/g)) {
    const name = call[1]!;
    // A bare parenthesis groups inside calc(); url() holds one of our placeholders (checked next).
    if (name === '' || name === 'url') continue;
    if (!ALLOWED_FUNCTIONS.has(name)) return null;
  }
  // Only the placeholders we wrote may stand in url(): a url( typed any other way was not matched above.
  for (const arg of folded.matchAll(/url\(([^)]*)\)/g)) if (!/^\d+$/.test(arg[1]!)) return null;
  // Quotes must pair up, or the next declaration would be read as part of a string.
  if ((value.match(/"/g)?.length ?? 0) % 2 || (value.match(/'/g)?.length ?? 0) % 2) return null;

  const restored = value.replace(/url\((\d+)\)/g, (_m, i: string) => `url(${urls[Number(i)]})`);
  return `${property}: ${restored.replace(/\s+/g, ' ')};`;
}

/**
 * Editor-supplied CSS reduced to plain declarations, joined by a space ("color: red; font-weight: 600;").
 * Empty when nothing survives. Declarations inside a comment or after an unclosed one are dropped whole.
 */
export function sanitizeCustomCss(css: string | undefined | null): string {
  if (!css) return '';
  return css
    .slice(0, CUSTOM_CSS_MAX * 2)
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d.length > 0)
    .map(cleanDeclaration)
    .filter((d): d is string => d !== null)
    .join(' ');
}
