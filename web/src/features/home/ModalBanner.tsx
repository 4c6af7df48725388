import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { OPEN_MODAL_BANNER_SCRIPT, type PromotionItem } from '@bayi/common';
import { AppLink } from '../../components/AppLink';
import { buttonClasses } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { getCookie, setCookie } from '../../lib/cookies';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { useHydrated } from '../../lib/useHydrated';
import { PROMOTION, usePromotion } from './api';

/** Closed with ×, Escape or a click outside during this page load: not shown again until the next load. */
const closedThisLoad = new Set<number>();

/**
 * 'Bir daha gösterme' is kept in the browser's storage (spec §4) and in a cookie of the same name, so the server
 * drawing the home leaves a banner hidden for good out. The cookie alone decides the first render, which must be
 * the server's.
 */
const hiddenByCookie = (id: number) => getCookie(STORAGE_KEYS.modalBannerHidden(id)) === '1';
const hiddenInBrowser = (id: number) =>
  closedThisLoad.has(id) || hiddenByCookie(id) || readStorage(STORAGE_KEYS.modalBannerHidden(id)) === '1';

/** How the dialog's closing buttons close it without the app: the dialog's `returnValue` for good. */
const FOREVER = 'forever';

/** The id tests and styles can find the banner by, whatever its title. */
export const MODAL_BANNER_ID = 'modal-banner';

/**
 * The modal banner (GET /promotion/GetPromotion?type=40), spec §2 "Home", §4 "Modal banner": a dialog
 * centred over a backdrop, shown on load unless hidden before. Focus moves into it and stays there;
 * ×, Escape and a click outside close it for this page load; 'Bir daha gösterme' stores a hide flag for
 * this promotion id and closes it for good.
 */
export function ModalBanner() {
  const promotion = usePromotion(PROMOTION.modal);
  const item = promotion.data?.activeItems[0];
  const id = promotion.data?.id;
  if (!item || id === undefined) return null;
  return <BannerDialog key={id} id={id} item={item} fallbackTitle={promotion.data?.displayName} />;
}

function BannerDialog({ id, item, fallbackTitle }: { id: number; item: PromotionItem; fallbackTitle?: string }) {
  // Hidden before this mount (for good, or closed earlier in this load): nothing to show. While the app takes over
  // the page the server drew, only what the server could read counts (the cookie); then the browser's storage too,
  // where a flag set before the cookie existed is.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const [hiddenAtMount] = useState(() => typeof window !== 'undefined' && hiddenInBrowser(id));
  const hidden = closed || (hydrated ? hiddenAtMount : closedThisLoad.has(id) || hiddenByCookie(id));
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const formId = useId();
  useEffect(() => {
    if (hiddenAtMount) setCookie(STORAGE_KEYS.modalBannerHidden(id), '1');
  }, [id, hiddenAtMount]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Closed on the drawn page before the app had it (OPEN_MODAL_BANNER_SCRIPT notes how): kept as if closed here.
    const closedEarly = dialog.dataset.closed;
    if (closedEarly) {
      close(closedEarly === FOREVER);
      return;
    }
    // Opened while the page was read when the server drew it; by the app when it draws the home itself.
    if (!dialog.open) dialog.showModal();
    // The page behind does not scroll under the wheel or a finger, on the dialog or its backdrop. Listeners, not
    // a style on the page: a page-wide overflow change lays the whole home out again as the dialog opens and again
    // as it closes (twice the cost of opening it). On the window: Chromium asks only the dialog's own box, not its
    // backdrop, whether a listener may cancel a wheel; React's wheel and touch listeners are passive anyway.
    const hold = (event: Event) => {
      if (!dialog.open) return;
      const inside = event.target instanceof Node && dialog.contains(event.target) && event.target !== dialog;
      if (!inside || dialog.scrollHeight <= dialog.clientHeight) event.preventDefault();
    };
    window.addEventListener('wheel', hold, { passive: false });
    window.addEventListener('touchmove', hold, { passive: false });
    return () => {
      window.removeEventListener('wheel', hold);
      window.removeEventListener('touchmove', hold);
    };
    // close only records and hides; it reads nothing that changes between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden]);
  if (hidden) return null;

  function close(forever: boolean) {
    closedThisLoad.add(id);
    if (forever) {
      writeStorage(STORAGE_KEYS.modalBannerHidden(id), '1');
      setCookie(STORAGE_KEYS.modalBannerHidden(id), '1');
    }
    setClosed(true);
  }

  // The browser's own modal dialog: the page behind it is inert and Escape closes it, with no script measuring
  // the page as it opens (a scripted dialog read the scrollbar's width as the home started, which made the
  // browser lay the whole page out in that task).
  const dialog = (
    <dialog
      ref={ref}
      id={MODAL_BANNER_ID}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={item.text ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
      // A click on the backdrop is a click on the dialog itself; the panel fills the dialog. The backdrop's colour
      // is written out: ::backdrop inherits no custom property, so a theme colour would leave it clear.
      onClick={(event) => event.target === event.currentTarget && close(false)}
      onKeyDown={keepKeysInside}
      // No opening fade: it comes with the page's first paint, and a browser counts a picture fading in from
      // nothing as painted only once it shows (the phone's largest paint waited for the fade).
      className="m-auto w-[calc(100%-2rem)] max-w-md overflow-hidden rounded-2xl border-0 bg-white p-0 shadow-2xl backdrop:bg-[rgb(2_6_23/0.6)]"
    >
      <img
        src={item.imageUrl}
        alt=""
        width={800}
        height={400}
        decoding="async"
        className="aspect-[2/1] w-full bg-slate-800 object-cover"
      />
      {/* The closing buttons submit this form, which closes the dialog without script until the app has the page. */}
      <form method="dialog" id={formId} hidden />
      <button
        type="submit"
        form={formId}
        value=""
        onClick={(event) => {
          event.preventDefault();
          close(false);
        }}
        aria-label="Kapat"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-slate-950/60 text-lg text-white transition hover:bg-slate-950/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Icon name="fa-solid fa-xmark" />
      </button>
      <div className="flex flex-col gap-2 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg leading-snug font-bold text-slate-900 sm:text-xl">
          {item.title || fallbackTitle}
        </h2>
        {item.text && (
          <p id={textId} className="text-sm text-slate-600 sm:text-base">
            {item.text}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {item.url && item.actionButtonText && (
            <AppLink url={item.url} onClick={() => close(false)} className={buttonClasses('primary', 'md', 'min-h-11')}>
              {item.actionButtonText}
              <Icon name="fa-solid fa-arrow-right" className="text-xs" />
            </AppLink>
          )}
          <button
            type="submit"
            form={formId}
            value={FOREVER}
            onClick={(event) => {
              event.preventDefault();
              close(true);
            }}
            className={buttonClasses('ghost', 'md', 'min-h-11 sm:ml-auto')}
          >
            Bir daha gösterme
          </button>
        </div>
      </div>
    </dialog>
  );
  // Drawn by the server: opened as the page is read, before its first paint (its hash is in the CSP). Put on the
  // page by the app, a script does not run; the effect above opens it.
  return (
    <>
      {dialog}
      <script dangerouslySetInnerHTML={{ __html: OPEN_MODAL_BANNER_SCRIPT }} />
    </>
  );
}

/** Keys that scroll the page under a focused link (Space presses a focused button instead). */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * The keyboard stays in the dialog: the keys that would scroll the page behind it do nothing, and Tab past the
 * last control comes back to the first (and Shift+Tab the other way): a modal dialog keeps focus (WAI-ARIA dialog
 * pattern); the browser alone would move it out to its own toolbar.
 */
function keepKeysInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (SCROLL_KEYS.has(event.key) || (event.key === ' ' && !(event.target instanceof HTMLButtonElement))) {
    event.preventDefault();
    return;
  }
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}
