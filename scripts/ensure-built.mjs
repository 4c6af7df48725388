#!/usr/bin/env node
// Builds the storefront (web) and the server when a build is missing or older than its sources, and only then:
// `npm start` and the end-to-end tests serve what was built once (a fresh `npm test` builds in its first start).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time of the given files and of the files below the given folders. */
function newest(paths) {
  let latest = 0;
  const visit = (full) => {
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      visit(path.join(full, entry.name));
    }
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return latest;
}

function needsBuild(output, sources) {
  const out = path.join(root, output);
  return !fs.existsSync(out) || fs.statSync(out).mtimeMs < newest(sources);
}

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureBuilt() {
  const webSources = [
    'web/src',
    'web/sw',
    'web/build',
    'web/index.html',
    'web/public',
    'web/vite.config.ts',
    'common/src',
  ];
  // The browser's files and the server's drawing of the pages (web/dist-ssr) come from one build.
  if (needsBuild('web/dist/index.html', webSources) || needsBuild('web/dist-ssr/server-entry.js', webSources)) {
    console.log('Building the storefront (web)…');
    run(['run', 'build', '-w', 'web']);
  }
  if (needsBuild('server/dist/main.js', ['server/src', 'server/drizzle', 'server/build.mjs', 'common/src'])) {
    console.log('Building the server…');
    run(['run', 'build', '-w', 'server']);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureBuilt();
