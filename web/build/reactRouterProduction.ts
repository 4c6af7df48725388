import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * React Router's package points every import at its development build, which differs from the production one it
 * ships beside it only in its warnings being on: checks and messages run on every navigation and route match.
 * The built app (browser and server pages) takes the production build; `vite` in development keeps the warnings.
 */
export function reactRouterProduction(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'bayi:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
