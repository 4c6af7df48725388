import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PromotionItem } from '@bayi/common';
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
 * drawing the home knows it too. The cookie alone decides the first render, which must be the server's.
 */
const hiddenByCookie = (id: number) => getCookie(STORAGE_KEYS.modalBannerHidden(id)) === '1';
const hiddenInBrowser = (id: number) =>
  closedThisLoad.has(id) || hiddenByCookie(id) || readStorage(STORAGE_KEYS.modalBannerHidden(id)) === '1';

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
  useEffect(() => {
    if (hiddenAtMount) setCookie(STORAGE_KEYS.modalBannerHidden(id), '1');
  }, [id, hiddenAtMount]);
  // The server draws the banner open but not modal (nothing could make it modal before the app); once the app
  // has it, it becomes the browser's modal dialog in the same place, in one task, so the screen does not change.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.matches(':modal')) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // The page behind does not scroll while it is open. Not by hiding the page's overflow: that takes the
    // scrollbar away (or, in some browsers, keeps only its room) and moves the page under the backdrop.
    const hold = (event: Event) => {
      if (event.target === dialog || dialog.scrollHeight <= dialog.clientHeight) event.preventDefault();
    };
    dialog.addEventListener('wheel', hold, { passive: false });
    dialog.addEventListener('touchmove', hold, { passive: false });
    return () => {
      dialog.removeEventListener('wheel', hold);
      dialog.removeEventListener('touchmove', hold);
    };
  }, [hidden]);
  if (hidden) return null;

  const close = (forever: boolean) => {
    closedThisLoad.add(id);
    if (forever) {
      writeStorage(STORAGE_KEYS.modalBannerHidden(id), '1');
      setCookie(STORAGE_KEYS.modalBannerHidden(id), '1');
    }
    setClosed(true);
  };

  // The browser's own modal dialog: the page behind it is inert and Escape closes it, with no script measuring
  // the page as it opens (a scripted dialog read the scrollbar's width as the home started, which made the
  // browser lay the whole page out in that task).
  return (
    <>
      {/* Without JavaScript nothing could close it, so it is not shown. */}
      <noscript>
        <style>{`#${MODAL_BANNER_ID}{display:none}`}</style>
      </noscript>
      <dialog
        ref={ref}
        id={MODAL_BANNER_ID}
        open
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
        onKeyDown={keepTabInside}
        // The same place drawn and modal; drawn, a wide shadow stands in for the backdrop, above everything the
        // page has (the toasts are at 60).
        className="fixed inset-0 z-[70] m-auto h-fit max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-2xl border-0 bg-white p-0 shadow-2xl backdrop:bg-[rgb(2_6_23/0.6)] [&:not(:modal)]:shadow-[0_25px_50px_-12px_rgb(0_0_0/0.25),0_0_0_100vmax_rgb(2_6_23/0.6)]"
      >
        <img
          src={item.imageUrl}
          alt=""
          width={800}
          height={400}
          decoding="async"
          fetchPriority="high"
          className="aspect-[2/1] w-full bg-slate-800 object-cover"
        />
        <button
          type="button"
          onClick={() => close(false)}
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
              <AppLink
                url={item.url}
                onClick={() => close(false)}
                className={buttonClasses('primary', 'md', 'min-h-11')}
              >
                {item.actionButtonText}
                <Icon name="fa-solid fa-arrow-right" className="text-xs" />
              </AppLink>
            )}
            <button
              type="button"
              onClick={() => close(true)}
              className={buttonClasses('ghost', 'md', 'min-h-11 sm:ml-auto')}
            >
              Bir daha gösterme
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

/**
 * Tab past the last control comes back to the first (and Shift+Tab the other way): a modal dialog keeps focus
 * (WAI-ARIA dialog pattern); the browser alone would move it out to its own toolbar.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
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
