/**
 * Font Awesome class strings ('fa-solid fa-house', 'fas fa-fw fa-home text-red-500', from the sources or from data:
 * a category's icon, a menu entry's class) read into the icon, its modifiers and the other classes.
 */
export type IconStyle = 'solid' | 'regular' | 'brands';

export interface IconClass {
  style: IconStyle;
  name: string;
  /** Font Awesome modifiers, without 'fa-': 'spin', 'lg', 'rotate-90'… */
  modifiers: string[];
  /** Every other class, kept on the icon (a colour, a margin). */
  rest: string[];
}

/** Style classes: Font Awesome 7's, and the 5 and 4 forms (fas, far, fab; fa alone is solid) data may still hold. */
const STYLE_CLASSES: Record<string, IconStyle> = {
  'fa-solid': 'solid',
  fas: 'solid',
  fa: 'solid',
  'fa-regular': 'regular',
  far: 'regular',
  'fa-brands': 'brands',
  fab: 'brands',
};

/** Font Awesome's modifier classes (web/build/fontAwesomeIcons.ts skips the same names when it reads the sources). */
const MODIFIER =
  /^fa-(\d+x|2xs|xs|sm|lg|xl|2xl|fw|width-auto|width-fixed|li|ul|border|inverse|pull-(left|right|start|end)|beat|beat-fade|bounce|fade|flip|shake|spin|spin-pulse|spin-reverse|pulse|rotate-(90|180|270|by)|flip-(horizontal|vertical|both)|stack|stack-1x|stack-2x|sr-only|sr-only-focusable|classic)$/;

const NAME = /^fa-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The icon a class string names, or null when it names none (no fa-<name> class). */
export function parseIconClass(className: string | null | undefined): IconClass | null {
  let style: IconStyle | null = null;
  let name: string | null = null;
  const modifiers: string[] = [];
  const rest: string[] = [];
  for (const token of (className ?? '').split(/\s+/)) {
    if (!token) continue;
    if (Object.hasOwn(STYLE_CLASSES, token)) style = STYLE_CLASSES[token]!;
    else if (MODIFIER.test(token)) modifiers.push(token.slice(3));
    else if (NAME.test(token)) name = token.slice(3);
    else rest.push(token);
  }
  if (!name) return null;
  return { style: style ?? 'solid', name, modifiers, rest };
}

/**
 * A menu entry's classes (spec §3 "Menu entry": cssClass) split into an icon the staff may have named there and the
 * style classes for the link itself.
 */
export function splitIconClass(className: string | null | undefined): { icon: string | null; rest: string } {
  const icon = parseIconClass(className);
  if (!icon) return { icon: null, rest: className ?? '' };
  const iconTokens = new Set(
    (className ?? '')
      .split(/\s+/)
      .filter((token) => token && (Object.hasOwn(STYLE_CLASSES, token) || token.startsWith('fa-'))),
  );
  return {
    icon: [...iconTokens].join(' '),
    rest: (className ?? '')
      .split(/\s+/)
      .filter((token) => token && !iconTokens.has(token))
      .join(' '),
  };
}
