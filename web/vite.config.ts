import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { criticalCss } from './build/criticalCss.ts';
import { startAfterPaint } from './build/startAfterPaint.ts';
import { reactRouterProduction } from './build/reactRouterProduction.ts';
import { fontAwesomeIcons } from './build/fontAwesomeIcons.ts';

/**
 * Server paths the SPA calls at the site root (spec §7) plus the server pages it links to.
 * /spa itself is never proxied: Vite serves the app there.
 */
const SERVER_PATHS = [
  'application',
  'login',
  'menu',
  'categorymenu',
  'image',
  'commons',
  'page',
  'category',
  'brand',
  'product',
  'search',
  'promotion',
  'basket',
  'report',
  'Report',
  'info',
  'payment2',
  'admin',
];

/** The server answers /spa itself; the dev server only knows /spa/, so send the bare path there. */
function spaRootRedirect(): Plugin {
  return {
    name: 'bayi:spa-root-redirect',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/spa(\?.*)?$/.exec(req.url ?? '');
        if (!match) return next();
        res.writeHead(302, { Location: `/spa/${match[1] ?? ''}` });
        res.end();
      });
    },
  };
}

interface FontAwesomeIcon {
  label: string;
  search?: { terms?: unknown[] };
  familyStylesByLicense?: { free?: { family: string; style: string }[] };
}

/**
 * `virtual:fa-icon-index`: the icon picker's compact index of Font Awesome Free, made at build
 * time from the package's metadata/icon-families.json (5 MB with every SVG) — one line per icon,
 * 'name|styles|terms' with styles from s(olid), r(egular), b(rands) and the search terms not already in the
 * name; about 66 KB gzipped, in the picker's own chunk. The icons themselves are the server's SVG files, as the
 * category menu's are (components/Icon.tsx).
 */
function fontAwesomeIconIndex(): Plugin {
  const virtualId = 'virtual:fa-icon-index';
  const resolvedId = `\0${virtualId}`;
  const styleLetter: Record<string, string> = { solid: 's', regular: 'r', brands: 'b' };
  return {
    name: 'bayi:fa-icon-index',
    resolveId: (source) => (source === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const file = createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/metadata/icon-families.json');
      const icons = JSON.parse(readFileSync(file, 'utf8')) as Record<string, FontAwesomeIcon>;
      const lines: string[] = [];
      for (const [name, icon] of Object.entries(icons)) {
        const styles = (icon.familyStylesByLicense?.free ?? [])
          .filter((free) => free.family === 'classic')
          .map((free) => styleLetter[free.style] ?? '')
          .join('');
        if (!styles) continue;
        const terms = new Set(
          [icon.label, ...(icon.search?.terms ?? [])]
            .map((term) =>
              String(term)
                .toLowerCase()
                .replace(/[|,\n]/g, ' ')
                .trim(),
            )
            .filter((term) => term && !name.includes(term.replace(/ /g, '-'))),
        );
        lines.push(`${name}|${styles}|${[...terms].join(',')}`);
      }
      return `export default ${JSON.stringify(lines.join('\n'))};`;
    },
  };
}

/** What is worth compressing: text. Images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of each built text asset beside it (`x.js.br`, `x.js.gz`),
 * which the server sends as they are (@fastify/static `preCompressed`). Made once per build, so a browser gets
 * the smallest bytes without the server compressing anything per request (which it could only afford at
 * brotli's quality 0: a third larger). A copy that saves nothing is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bayi:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        const br = zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = zlib.gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * `dist/sw.js`, the storefront's service worker (web/sw/worker.ts), built as a second entry once the app's
 * files are known: it carries their list and a version made of their names, so every build that changes a
 * file gives a different sw.js and browsers install the new one on their next visit. Not hashed itself: its
 * address is what the browser checks for updates (served no-cache, server/src/plugins/spa.ts).
 */
const STAFF_ONLY = /\/src\/features\/(admin|theme-editor)\//;

function serviceWorker(): Plugin {
  return {
    name: 'bayi:service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry)?.fileName;
      if (!entry) throw new Error('service worker: the build has no entry chunk');
      // The storefront's files: what the entry reaches without entering the back office or the theme editor.
      // Those are for staff, online (the page editor alone is 130 KB gzipped); a staff member's browser fetches
      // and keeps them by HTTP as before. Styles, fonts and images are kept whatever imports them.
      const reached = new Set<string>();
      const walk = (fileName: string) => {
        const output = bundle[fileName];
        if (!output || reached.has(fileName)) return;
        if (output.type === 'chunk' && STAFF_ONLY.test(output.facadeModuleId ?? '')) return;
        reached.add(fileName);
        if (output.type === 'chunk') {
          [...output.imports, ...output.dynamicImports].forEach(walk);
          [...(output.viteMetadata?.importedCss ?? []), ...(output.viteMetadata?.importedAssets ?? [])].forEach(walk);
        }
      };
      walk(entry);
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .filter((file) => reached.has(file) || bundle[file]!.type === 'asset')
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      // What names this build in its index.html: the starter that imports the entry (build/startAfterPaint.ts).
      const page = Object.keys(bundle).find((file) => /^assets\/start-[0-9a-f]+\.js$/.test(file));
      if (!page) throw new Error('service worker: the build has no starter');
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        define: { __BAYI_BUILD__: JSON.stringify({ version, assets: files, page }) },
        build: {
          write: false,
          minify: true,
          sourcemap: false,
          lib: {
            entry: fileURLToPath(new URL('./sw/worker.ts', import.meta.url)),
            formats: ['iife'],
            name: 'bayiServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
      const code = outputs[0]?.output.find((output) => output.type === 'chunk')?.code;
      if (!code) throw new Error('service worker: no code was built');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}

const apiTarget = process.env.BAYI_API_URL ?? 'http://localhost:3000';

/**
 * `vite build --ssr`: the storefront's pages for the server to draw (src/server-entry.tsx → dist-ssr/), with the
 * plugins their modules need (JSX, the icons) and none that shape the browser's files.
 */
const serverPages = defineConfig({
  base: '/spa/',
  plugins: [react(), reactRouterProduction(), fontAwesomeIcons(), fontAwesomeIconIndex()],
  // One file with its libraries in it, built for production: the server loads it as it is, whatever its own
  // NODE_ENV (React's development build draws several times slower).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/common/src/') },
    },
  },
});

const browserApp = defineConfig({
  base: '/spa/',
  plugins: [
    react(),
    reactRouterProduction(),
    tailwindcss(),
    spaRootRedirect(),
    fontAwesomeIcons(),
    fontAwesomeIconIndex(),
    ...startAfterPaint(),
    serviceWorker(),
    criticalCss(),
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Whole first path segment only, so '/page' does not swallow '/payment2' or '/pageX'.
      // changeOrigin stays off: the server compares Origin with Host to refuse cross-site writes.
      [`^/(${SERVER_PATHS.join('|')})(?=[/?]|$)`]: { target: apiTarget, changeOrigin: false },
      // The server's Font Awesome SVG files (icons known only at run time), the one server path under /spa.
      '^/spa/icons/': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are made for reading a reported stack trace against a build, but not linked from the bundles; the
    // server does not serve them (plugins/spa.ts).
    sourcemap: 'hidden',
    // The start-up chunk holds React, React Router and TanStack Query; pages are split per route, and
    // Headless UI loads with the first drop-down or dialog used (lib/intentModule.ts). Home route budget:
    // 150 KB of gzipped JavaScript.
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: which files each page's code is in, so the server can name them in the page it sends
    // (server/src/plugins/spa.ts) and the browser fetches them beside the start-up chunk, not after it.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          // Everything the start needs in one file. Left to itself the bundler cut the start-up code into
          // eight files wherever a page's chunk shared a module with it: a phone on HTTP/1.1 opens six
          // connections, so the stylesheet and the page's first picture waited behind 1 KB scripts.
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // @bayi/common's modules only declare things. Saying so lets the bundler drop the ones a chunk
        // does not use — above all the zod schemas, which only the forms that validate need.
        moduleSideEffects: (id: string) => !id.includes('/common/src/'),
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverPages : browserApp));
