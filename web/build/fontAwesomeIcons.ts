import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Font Awesome icons as inline SVG, without its webfont or stylesheet (docs/architecture.md "Icons").
 *
 * Each source module that names an icon in a literal ('fa-solid fa-house', in JSX or in a config object) gets,
 * at build time, an import of one virtual module per icon (`virtual:fa-icon/solid/house`, exporting
 * [width, height, path]) and a call registering them with components/iconRegistry.ts. The icons' drawings thus
 * travel in the chunk of the code that names them — the shell's few in the start-up chunk, the back office's with
 * the back office — and an icon several chunks name is one module, not a copy per chunk. A name Font Awesome
 * Free does not have fails the build, with the file.
 *
 * `virtual:fa-icons` gives the package's version, part of the address of the icons not known until run time
 * (a category's icon, a menu entry's class), which the server sends one SVG file at a time.
 */

const STYLES = ['solid', 'regular', 'brands'] as const;
type Style = (typeof STYLES)[number];

/** Font Awesome's modifier classes: a class of these names is not an icon (components/iconClass.ts keeps the same list). */
const MODIFIER =
  /^fa-(\d+x|2xs|xs|sm|lg|xl|2xl|fw|width-auto|width-fixed|li|ul|border|inverse|pull-(left|right|start|end)|beat|beat-fade|bounce|fade|flip|shake|spin|spin-pulse|spin-reverse|pulse|rotate-(90|180|270|by)|flip-(horizontal|vertical|both)|stack|stack-1x|stack-2x|sr-only|sr-only-focusable|classic)$/;

/** 'fa-solid fa-house', 'fa-brands fa-fw fa-whatsapp': a style class followed by one or more fa- classes. */
const ICON_LITERAL = /\bfa-(solid|regular|brands)((?:\s+fa-[a-z0-9]+(?:-[a-z0-9]+)*)+)(?![\w-])/g;

const VIRTUAL_ICON = 'virtual:fa-icon/';
const VIRTUAL_VERSION = 'virtual:fa-icons';

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve('@fortawesome/fontawesome-free/package.json'));
const registryFile = fileURLToPath(new URL('../src/components/iconRegistry.ts', import.meta.url));
const sourceRoot = fileURLToPath(new URL('../src/', import.meta.url));

/** The icon keys ('solid/house') a source text names, in order of first appearance. */
export function iconsNamedIn(code: string): { key: string; at: number }[] {
  const found = new Map<string, number>();
  for (const match of code.matchAll(ICON_LITERAL)) {
    const style = match[1] as Style;
    for (const token of match[2]!.trim().split(/\s+/)) {
      if (MODIFIER.test(token)) continue;
      const key = `${style}/${token.slice(3)}`;
      if (!found.has(key)) found.set(key, match.index);
    }
  }
  return [...found].map(([key, at]) => ({ key, at }));
}

/** [width, height, path] of an icon of the package, or null when Font Awesome Free has no such icon. */
function readIcon(key: string): [number, number, string] | null {
  const [style, name] = key.split('/') as [Style, string];
  if (!STYLES.includes(style) || !/^[a-z0-9-]+$/.test(name)) return null;
  const file = path.join(packageRoot, 'svgs', style, `${name}.svg`);
  if (!existsSync(file)) return null;
  const svg = readFileSync(file, 'utf8');
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  const paths = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => m[1]!);
  if (!box || paths.length === 0) throw new Error(`unexpected SVG for ${key}: ${file}`);
  // Free icons are one path each; were there several (a duotone), one path of all of them draws the same in one colour.
  return [Number(box[1]), Number(box[2]), paths.join(' ')];
}

export function fontAwesomeIcons(): Plugin {
  const version = (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
  return {
    name: 'bayi:fa-icons',
    enforce: 'pre',
    resolveId(source) {
      if (source === VIRTUAL_VERSION || source.startsWith(VIRTUAL_ICON)) return `\0${source}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${VIRTUAL_VERSION}`) return `export const FA_VERSION = ${JSON.stringify(version)};`;
      if (!id.startsWith(`\0${VIRTUAL_ICON}`)) return undefined;
      const key = id.slice(VIRTUAL_ICON.length + 1);
      const icon = readIcon(key);
      if (!icon) throw new Error(`Font Awesome Free ${version} has no icon ${key}`);
      return `export default ${JSON.stringify(icon)};`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(sourceRoot) || !/\.tsx?$/.test(file) || file === registryFile) return undefined;
      const named = iconsNamedIn(code);
      if (named.length === 0) return undefined;
      for (const { key, at } of named) {
        if (!readIcon(key)) {
          const line = code.slice(0, at).split('\n').length;
          this.error(`${path.relative(sourceRoot, file)}:${line}: Font Awesome Free ${version} has no icon ${key}`);
        }
      }
      const imports = named.map(({ key }, i) => `import __faIcon${i} from '${VIRTUAL_ICON}${key}';`).join('');
      const entries = named.map(({ key }, i) => `${JSON.stringify(key)}: __faIcon${i}`).join(', ');
      // One line before the module's first: its own lines keep their numbers for the source map.
      const head = `import { registerIcons as __registerIcons } from ${JSON.stringify(registryFile)};${imports}__registerIcons({ ${entries} });`;
      // Each later line is the source's line before it, from its start: 'AAAA' then 'AACA' (one line on) per line.
      const lines = code.split('\n').length;
      const mappings = `;AAAA${';AACA'.repeat(lines - 1)}`;
      return { code: `${head}\n${code}`, map: { version: 3, sources: [file], names: [], mappings } };
    },
  };
}
