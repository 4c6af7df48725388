import { PRINT_TITLE } from './texts';

/** spec §9: printing starts 500 ms after the frame is ready. */
export const PRINT_DELAY_MS = 500;
/** A browser that never says the dialog closed (no afterprint) still gets its frame back. */
const FRAME_LIFETIME_MS = 60_000;

/** Page set-up of the printed document: A4, white, colours kept (the B/A badges, the totals' rule). */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
html, body { background: #fff !important; }
body { margin: 0; padding: 0; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
[data-print-hidden] { display: none !important; }
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Every stylesheet of the page (Tailwind's, the theme's, the icons'), so the paper looks like the panel. */
function stylesOfPage(): string {
  return [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')]
    .map((node) => node.outerHTML)
    .join('\n');
}

/** Waits until the frame's stylesheets, images and fonts are in: what "ready" means before printing. */
async function whenReady(frame: HTMLIFrameElement): Promise<Window> {
  // The frame's own document, not the empty about:blank it may announce first.
  await new Promise<void>((resolve) => {
    const onLoad = () => {
      if (frame.contentWindow?.location.href !== 'about:srcdoc') return;
      frame.removeEventListener('load', onLoad);
      resolve();
    };
    frame.addEventListener('load', onLoad);
  });
  const win = frame.contentWindow!;
  const doc = win.document;
  await Promise.all(
    [...doc.images].map((image) => (image.complete ? Promise.resolve() : image.decode().catch(() => undefined))),
  );
  await doc.fonts.ready;
  return win;
}

/**
 * Prints an element the way spec §2 "Printing" says: a hidden frame is filled with the element and the
 * page's styles, waits for its resources, prints 500 ms after it is ready with the document title
 * 'Döküman', then the frame is removed. Resolves once the frame is gone.
 */
export async function printDocument(element: HTMLElement): Promise<void> {
  const frame = document.createElement('iframe');
  frame.title = PRINT_TITLE;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.printFrame = '';
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
    visibility: 'hidden',
  });
  frame.srcdoc =
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(PRINT_TITLE)}</title>` +
    `${stylesOfPage()}<style>${PRINT_CSS}</style></head>` +
    `<body class="bg-white text-slate-900 antialiased">${element.outerHTML}</body></html>`;
  const ready = whenReady(frame);
  document.body.append(frame);

  const pageTitle = document.title;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    const win = await ready;
    await new Promise((resolve) => setTimeout(resolve, PRINT_DELAY_MS));
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, FRAME_LIFETIME_MS);
      // Chrome and Firefox block in print() until the dialog closes; others say so with afterprint.
      win.addEventListener('afterprint', done, { once: true });
      // The browser's print header and the saved PDF's name come from the title.
      win.document.title = PRINT_TITLE;
      document.title = PRINT_TITLE;
      win.focus();
      win.print();
    });
  } finally {
    document.title = pageTitle;
    frame.remove();
    // The frame had the focus for its dialog: give it back to the page and to the print button.
    window.focus();
    focused?.focus({ preventScroll: true });
  }
}
