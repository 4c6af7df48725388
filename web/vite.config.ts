import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

const apiTarget = process.env.BAYI_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/spa/',
  plugins: [react(), tailwindcss(), spaRootRedirect()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Whole first path segment only, so '/page' does not swallow '/payment2' or '/pageX'.
      // changeOrigin stays off: the server compares Origin with Host to refuse cross-site writes.
      [`^/(${SERVER_PATHS.join('|')})(?=[/?]|$)`]: { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The start-up chunk holds React, React Router and TanStack Query; pages are split per route, and
    // Headless UI loads with the first drop-down or dialog used (lib/intentModule.ts). Home route budget:
    // 150 KB of gzipped JavaScript.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      treeshake: {
        // @bayi/common's modules only declare things. Saying so lets the bundler drop the ones a chunk
        // does not use — above all the zod schemas, which only the forms that validate need.
        moduleSideEffects: (id: string) => !id.includes('/common/src/'),
      },
    },
  },
});
