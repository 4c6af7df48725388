#!/usr/bin/env node
// Runs npm scripts one after the other, as `a && b && c` would, and prints each one's duration when it ends and
// all of them at the end: `npm test` and CI say where their minutes go.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const done = [];
const report = () =>
  done.map(([name, ms, ok]) => `  ${name.padEnd(12)} ${seconds(ms).padStart(9)}${ok ? '' : '  failed'}`);

for (const name of process.argv.slice(2)) {
  const started = performance.now();
  const result = spawnSync(npm, ['run', name], { stdio: 'inherit' });
  const ms = performance.now() - started;
  const ok = result.status === 0;
  done.push([name, ms, ok]);
  console.log(`\nphase ${name}: ${seconds(ms)}${ok ? '' : ` (failed, exit ${result.status ?? result.signal})`}`);
  if (!ok) {
    console.log(['phases:', ...report()].join('\n'));
    process.exit(result.status ?? 1);
  }
}
const total = done.reduce((sum, [, ms]) => sum + ms, 0);
console.log(['phases:', ...report(), `  ${'total'.padEnd(12)} ${seconds(total).padStart(9)}`].join('\n'));
