import { Worker } from 'node:worker_threads';
import type { ExportDocument } from './export-model';

/**
 * PDFs are rendered on one worker thread, one after another: pdfmake's layout is synchronous and a
 * 2,000-row statement takes a second or more, during which the main thread keeps answering. The
 * worker starts with the first PDF and does not keep the process alive. From the sources (tests,
 * `npm run dev`) it runs pdf-worker.ts through tsx; in the build, dist/pdf-worker.js.
 */

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

let worker: Worker | null = null;
let next = 0;
const pending = new Map<number, Pending>();

function failAll(err: Error): void {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function start(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = new URL(fromSource ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url);
  // From the sources the worker loads its TypeScript through tsx's loader (a dev dependency).
  const w = fromSource
    ? new Worker(
        "const { workerData } = require('node:worker_threads');" +
          "import('tsx/esm/api').then((tsx) => tsx.tsImport(workerData.script, workerData.script));",
        { eval: true, workerData: { script: script.href } },
      )
    : new Worker(script);
  w.unref();
  w.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
    const p = pending.get(message.id);
    if (!p) return;
    pending.delete(message.id);
    if (message.pdf) p.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
    else p.reject(new Error(message.error ?? 'PDF could not be made'));
  });
  w.on('error', (err) => {
    worker = null;
    failAll(err);
  });
  w.on('exit', () => {
    if (worker === w) worker = null;
    failAll(new Error('PDF worker stopped'));
  });
  return w;
}

/** The PDF of a document, made on the worker thread. */
export function renderPdfOffThread(doc: ExportDocument): Promise<Buffer> {
  worker ??= start();
  const id = next++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // While a PDF is being made the worker holds the process open; idle, it does not.
    worker!.ref();
    worker!.postMessage({ id, doc });
  }).finally(() => {
    if (!pending.size) worker?.unref();
  });
}
