// Bundles the server (and the TypeScript of @bayi/common it imports) into dist/main.js.
// Third-party packages stay external and load from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bayi/'));

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/demo/seed-cli.ts',
    'create-user': 'src/cli/create-user.ts',
    // PDFs are laid out on a worker thread (modules/reports/pdf-pool.ts).
    'pdf-worker': 'src/modules/reports/pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Dynamic imports become files of their own (the demo generator, loaded only when it makes demo data); the
  // entry points share the rest as chunks beside them in dist/, so paths from import.meta.url stay the same.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __bayiCreateRequire } from 'node:module'; const require = __bayiCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server built: server/dist/main.js');
