import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The page is painted, and its pictures are in, before the app's code is even fetched. The built index.html runs a
 * few lines (a hashed 0.3 KB starter) that fetch and start the app once the browser has reported its first
 * contentful paint and the window's load: the HTML the server drew shows on a phone, with its pictures, before
 * the line carries 140 KB of script and the main thread spends its first quarter second on the app. Before, a
 * fast connection delivered the script ahead of the first paint and the page stayed blank until the app had
 * started; then the script, fetched at once, still shared a slow line with the page's largest picture.
 *
 * The server lists each page's own chunks in the page (server/src/plugins/spa.ts, #bayi-page-code); the starter
 * imports them beside the start-up chunk. An import, not a <link rel=modulepreload> per chunk: Chromium spent
 * 70–130 ms (at a phone's CPU) inside the appends of those links, in one task; a failed page chunk is left to the
 * router, which imports it again and shows its error page. A hidden tab starts at once; no page waits more than three seconds.
 * The starter is kept a year like the other assets and is in the service worker's list.
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
        // Started once the page has painted and its pictures are in (the window's load), so on a slow line the
        // script never competes with what the reader is shown first; at once in a hidden tab (which never
        // paints); after three seconds whatever is still loading. The page's own chunks, which the server lists
        // in the page (#bayi-page-code), are imported beside the start-up chunk.
        const code =
          `let started=false,painted=false,loaded=false;` +
          `const start=()=>{if(started)return;started=true;` +
          `let code=[];try{code=JSON.parse(document.getElementById('bayi-page-code')?.textContent||'[]')}catch{}` +
          `for(const href of code)import(href).catch(()=>{});import(${JSON.stringify(src)})};` +
          `const ready=()=>{if(painted&&loaded)setTimeout(start,0)};` +
          `if(document.visibilityState==='hidden')start();` +
          `if(document.readyState==='complete')loaded=true;else addEventListener('load',()=>{loaded=true;ready()},{once:true});` +
          `try{new PerformanceObserver((list)=>{if(list.getEntries().some((e)=>e.name==='first-contentful-paint')){` +
          `painted=true;ready()}}).observe({type:'paint',buffered:true})}catch{start()}setTimeout(start,3000);\n`;
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
          `<script type="module" fetchpriority="low" crossorigin src="/spa/${starter}"></script>`,
        );
      },
    },
  ];
}
