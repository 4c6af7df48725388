// Entry of `npm run bench:web`: Lighthouse's trace engine is mended in memory (src/web/trace-engine-fix.mjs)
// before Lighthouse is loaded by the bench itself.
import { register } from 'node:module';

register('./web/trace-engine-fix.mjs', import.meta.url);
await import('./web.ts');
