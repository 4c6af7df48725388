import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The page is painted before the app's code runs. The built index.html names the start-up chunk as a module
 * preload (fetched at once, as before) and runs instead a few lines that import it once the browser reports its
 * first contentful paint: the HTML the server drew (or its frame) shows on a phone before the main thread spends
 * its first quarter second on the app. Without it a fast connection delivered the script before the first paint,
 * and the page stayed blank until the app had started. The starter is a hashed asset like the others (kept a year,
 * in the service worker's list); a hidden tab starts at once, and no page waits more than half a second.
 *
 * Both are fetched at low priority: the page's pictures and the drawn page's own bytes go first on a slow line,
 * and nothing on the way to the first paint waits for script (the server names each page's own chunks the same
 * way, server/src/plugins/spa.ts).
 */
export function startAfterPaint(): Plugin[] {
  let starter = '';
  let src = '';
  return [
    {
      // Before the service worker's plugin, which lists the build's assets.
      name: 'bayi:start-after-paint:starter',
      apply: 'build',
      generateBundle(_options, bundle) {
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
        if (!entry) throw new Error('start after paint: the build has no entry chunk');
        src = `/spa/${entry.fileName}`;
        const code =
          `let started=false;const start=()=>{if(started)return;started=true;import(${JSON.stringify(src)})};` +
          `if(document.visibilityState==='hidden')start();` +
          `try{new PerformanceObserver((list)=>{if(list.getEntries().some((e)=>e.name==='first-contentful-paint'))` +
          `setTimeout(start,0)}).observe({type:'paint',buffered:true})}catch{start()}setTimeout(start,500);\n`;
        starter = `assets/start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: starter, source: code });
      },
    },
    {
      // After Vite has written index.html.
      name: 'bayi:start-after-paint:page',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset' || !starter) throw new Error('start after paint: no index.html');
        const html = String(page.source);
        const tag = `<script type="module" crossorigin src="${src}"></script>`;
        if (!html.includes(tag)) throw new Error(`start after paint: index.html has no ${tag}`);
        page.source = html.replace(
          tag,
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="${src}">` +
            `<script type="module" fetchpriority="low" crossorigin src="/spa/${starter}"></script>`,
        );
      },
    },
  ];
}
