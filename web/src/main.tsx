import { StrictMode, startTransition } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { takeServerPage } from './app/boot';
import { Providers } from './app/Providers';
import { router } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';

// zod compiles fast parsers with `new Function` when it may; the storefront's policy forbids eval (no
// 'unsafe-eval'), so the probe only logged a CSP violation on every page. The forms' schemas are small.
z.config({ jitless: true });
registerServiceWorker();
// The page places itself (app/useScrollManager.ts, which waits for the page to come before going down it), and
// says so before its first render, so the browser never goes back down a page still coming on its own.
window.history.scrollRestoration = 'manual';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');
takeServerPage(container);

// The first render as a transition: React builds the page in slices of a few milliseconds and lets the browser
// paint and take input between them, instead of one task that holds a phone's main thread for a quarter second.
// The server's frame stays on the screen meanwhile.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
