import path from 'node:path';
import Beasties from 'beasties';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/**
 * The storefront's frame (web/index.html: header bars and the page body, painted before any script runs) styled
 * by rules written into the page itself, so its first paint waits for no stylesheet. Beasties keeps the rules of
 * the app's stylesheet that match the frame's elements and moves the stylesheet's link to the end of the body:
 * the browser still loads it at once (its preload scanner finds it), paints the frame meanwhile, and runs the app's
 * scripts only once it is there (a module script waits for the style sheets before it), so nothing React draws
 * is ever unstyled. The whole stylesheet stays as it was, for every later page.
 */
export function criticalCss(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bayi:critical-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') throw new Error('critical CSS: the build has no index.html');
      const beasties = new BundleBeasties(bundle, {
        path: outDir,
        publicPath: '/spa/',
        preload: 'body',
        // The app needs every rule later: the stylesheet itself is left whole.
        pruneSource: false,
        fonts: false,
        compress: true,
        logLevel: 'warn',
      });
      const processed = await beasties.process(String(page.source));
      // Named, so the server can leave it out of a page it draws whole, which takes the app's stylesheet in the
      // head instead (server/src/plugins/spa.ts).
      const named = processed.replace('<style>', '<style id="frame-css">');
      if (named === processed) throw new Error('critical CSS: beasties wrote no style element');
      page.source = named;
    },
  };
}

/** Beasties reading the stylesheets from the bundle being written rather than from the disk. */
class BundleBeasties extends Beasties {
  readonly #bundle: OutputBundle;
  readonly #outDir: string;

  constructor(bundle: OutputBundle, options: ConstructorParameters<typeof Beasties>[0] & { path: string }) {
    super(options);
    this.#bundle = bundle;
    this.#outDir = options.path;
  }

  override readFile(filename: string): string {
    const output = this.#bundle[path.relative(this.#outDir, filename).split(path.sep).join('/')];
    if (output?.type !== 'asset') throw new Error(`critical CSS: ${filename} is not in the bundle`);
    return String(output.source);
  }
}
