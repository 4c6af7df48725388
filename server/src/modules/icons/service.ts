import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Font Awesome Free's three classic styles, the folders of its svgs/. */
export const ICON_STYLES = ['solid', 'regular', 'brands'] as const;
export type IconStyle = (typeof ICON_STYLES)[number];

export interface IconFile {
  bytes: Buffer;
  etag: string;
}

export interface IconsService {
  /** The package's version: the storefront puts it in the icons' address (web/src/components/Icon.tsx). */
  version: string;
  /** The icon's SVG file; a name Font Awesome renamed (home → house) is found by its old name too; null: no such icon. */
  icon(style: IconStyle, name: string): IconFile | null;
}

interface IconFamilies {
  [name: string]: { aliases?: { names?: string[] } };
}

/**
 * One SVG file of Font Awesome Free per icon, from the package (@fortawesome/fontawesome-free/svgs): the icons the
 * storefront learns at run time (a category's, a menu entry's, the icon picker's). Files are read once and kept: at
 * most the two thousand of the set, about a kilobyte each.
 */
export function createIconsService(packageRoot = defaultPackageRoot()): IconsService {
  const version = (JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
  const files = new Map<string, IconFile | null>();
  let aliases: Map<string, string> | null = null;
  // The old names (Font Awesome 4–6) data may still hold, as the webfont's stylesheet knew them; read on first need.
  const canonical = (name: string) => {
    if (!aliases) {
      aliases = new Map();
      const families = JSON.parse(
        fs.readFileSync(path.join(packageRoot, 'metadata', 'icon-families.json'), 'utf8'),
      ) as IconFamilies;
      for (const [icon, entry] of Object.entries(families))
        for (const alias of entry.aliases?.names ?? []) aliases.set(alias, icon);
    }
    return aliases.get(name) ?? null;
  };
  const read = (style: IconStyle, name: string): Buffer | null => {
    try {
      return fs.readFileSync(path.join(packageRoot, 'svgs', style, `${name}.svg`));
    } catch {
      return null;
    }
  };
  return {
    version,
    icon(style, name) {
      const key = `${style}/${name}`;
      const known = files.get(key);
      if (known !== undefined) return known;
      // The caller checked the name (letters, digits, dashes); the file is looked for in the style's folder only.
      const renamed = canonical(name);
      const bytes = read(style, name) ?? (renamed ? read(style, renamed) : null);
      const file = bytes ? { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` } : null;
      files.set(key, file);
      return file;
    },
  };
}

function defaultPackageRoot(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json'));
}
