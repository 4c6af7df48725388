import type { CSSProperties } from 'react';
import { FA_VERSION } from 'virtual:fa-icons';
import { cn } from '../lib/cn';
import { parseIconClass } from './iconClass';
import { iconDrawing } from './iconRegistry';

/** The address of one Font Awesome Free icon as an SVG file (the server's modules/icons, beside the app under /spa). */
export const iconUrl = (style: string, name: string) => `/spa/icons/${FA_VERSION}/${style}/${name}.svg`;

/**
 * A decorative Font Awesome icon; give the surrounding control its accessible name. `name` is the icon's classes
 * ('fa-solid fa-house', maybe with modifiers such as fa-spin and other classes). Drawn as inline SVG when the
 * sources name it (the build registers those, components/iconRegistry.ts); an icon known only at run time (a
 * category's, a menu entry's) is the server's SVG file as a mask in the text colour, the same size (index.css
 * "Icons"). Nothing is drawn for classes that name no icon.
 */
export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  const icon = parseIconClass(name);
  if (!icon) return null;
  const classes = cn('icon', ...icon.modifiers.map((modifier) => `icon-${modifier}`), ...icon.rest, className);
  const label = `fa-${icon.style} fa-${icon.name}`;
  const drawing = iconDrawing(`${icon.style}/${icon.name}`);
  if (!drawing) {
    const style = { '--icon-url': `url("${iconUrl(icon.style, icon.name)}")` } as CSSProperties;
    return <span aria-hidden="true" data-icon-name={label} className={cn(classes, 'icon-mask')} style={style} />;
  }
  const [width, height, path] = drawing;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-icon-name={label}
      className={classes}
      viewBox={`0 0 ${width} ${height}`}
      fill="currentColor"
    >
      <path d={path} />
    </svg>
  );
}
