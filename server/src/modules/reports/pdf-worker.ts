import { parentPort } from 'node:worker_threads';
import type { ExportDocument } from './export-model';
import { renderPdf } from './pdf';

/**
 * The PDF renderer's thread (pdf-pool.ts): laying out a long statement takes seconds of CPU, which
 * must not stop the server answering everyone else meanwhile.
 */
parentPort?.on('message', (message: { id: number; doc: ExportDocument }) => {
  // Structured cloning hands a Buffer over as a plain Uint8Array.
  const logo = message.doc.company.logoPng;
  const doc: ExportDocument = {
    ...message.doc,
    company: { ...message.doc.company, logoPng: logo ? Buffer.from(logo) : null },
    generatedAt: new Date(message.doc.generatedAt),
  };
  renderPdf(doc).then(
    (pdf) => parentPort!.postMessage({ id: message.id, pdf }),
    (err: unknown) => parentPort!.postMessage({ id: message.id, error: String((err as Error)?.message ?? err) }),
  );
});
