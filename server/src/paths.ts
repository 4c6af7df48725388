import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * server/ — found by walking up to the folder that holds the migrations, so the answer is the
 * same from src/*.ts (tsx, tests) and from the bundled dist/main.js.
 */
export const serverRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('server/drizzle migrations folder not found');
    dir = up;
  }
  return dir;
})();

export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const webDistFolder = path.join(serverRoot, '..', 'web', 'dist');
