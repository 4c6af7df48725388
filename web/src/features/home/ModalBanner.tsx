import { useEffect, useState, type ReactNode } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { PromotionItem } from '@bayi/common';
import { AppLink } from '../../components/AppLink';
import { buttonClasses } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { getCookie, setCookie } from '../../lib/cookies';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { useHydrated } from '../../lib/useHydrated';
import { useDialogPresence } from '../../lib/useDialogPresence';
import { PROMOTION, usePromotion } from './api';

/** Closed with ×, Escape or a click outside during this page load: not shown again until the next load. */
const closedThisLoad = new Set<number>();

/**
 * 'Bir daha gösterme' is kept in the browser's storage (spec §4) and in a cookie of the same name, so the server
 * drawing the home page knows it as well. The cookie alone decides the first render, which must be the server's.
 */
const hiddenByCookie = (id: number) => getCookie(STORAGE_KEYS.modalBannerHidden(id)) === '1';
const isHidden = (id: number) =>
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
  // Hidden before this mount (for good, or closed earlier in this load): nothing to show. While the app takes
  // over the page the server drew, only what the server could read counts (the cookie); from then on the
  // browser's storage too, where a flag set before the cookie existed is.
  const hydrated = useHydrated();
  const [hiddenInBrowser] = useState(() => typeof window !== 'undefined' && isHidden(id));
  const hiddenAtMount = hydrated ? hiddenInBrowser : closedThisLoad.has(id) || hiddenByCookie(id);
  useEffect(() => {
    if (hiddenInBrowser) setCookie(STORAGE_KEYS.modalBannerHidden(id), '1');
  }, [id, hiddenInBrowser]);
  const [open, setOpen] = useState(true);
  const dialog = useDialogPresence(open && hydrated);
  if (hiddenAtMount) return null;

  const close = (forever: boolean) => {
    closedThisLoad.add(id);
    if (forever) {
      writeStorage(STORAGE_KEYS.modalBannerHidden(id), '1');
      setCookie(STORAGE_KEYS.modalBannerHidden(id), '1');
    }
    setOpen(false);
  };
  const content = (title: ReactNode, text: ReactNode) => (
    <BannerContent item={item} title={title} text={text} onClose={close} />
  );

  // The page's first paint shows the banner as the server drew it, before any script: the same picture in the
  // same place, so the dialog that takes its place a frame after the app has taken over changes nothing on the
  // screen (and the phone's largest paint is the first one). Inert: it only looks like the dialog. Without
  // JavaScript it could not be closed, so then it is not shown.
  if (!dialog.open) {
    if (!open) return null;
    const titleText = item.title || fallbackTitle;
    return (
      <div id={`${MODAL_BANNER_ID}-drawn`} inert className="relative z-50">
        <noscript>
          <style>{`#${MODAL_BANNER_ID}-drawn{display:none}`}</style>
        </noscript>
        <div className={BACKDROP_CLASSES} />
        <div className={FRAME_CLASSES}>
          <div className={PANEL_CLASSES}>
            {content(
              <p className={TITLE_CLASSES}>{titleText}</p>,
              item.text && <p className={TEXT_CLASSES}>{item.text}</p>,
            )}
          </div>
        </div>
      </div>
    );
  }
  return (
    <Dialog id={MODAL_BANNER_ID} open={dialog.open} onClose={() => close(false)} className="relative z-50">
      <DialogBackdrop className={BACKDROP_CLASSES} />
      <div className={FRAME_CLASSES}>
        <DialogPanel className={PANEL_CLASSES}>
          {content(
            <DialogTitle className={TITLE_CLASSES}>{item.title || fallbackTitle}</DialogTitle>,
            item.text && <Description className={TEXT_CLASSES}>{item.text}</Description>,
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

const BACKDROP_CLASSES = 'fixed inset-0 bg-slate-950/60';
const FRAME_CLASSES = 'fixed inset-0 flex items-center justify-center overflow-y-auto p-4';
const PANEL_CLASSES = 'relative w-full max-w-md overflow-hidden rounded-2xl bg-white shadow-2xl';
const TITLE_CLASSES = 'text-lg leading-snug font-bold text-slate-900 sm:text-xl';
const TEXT_CLASSES = 'text-sm text-slate-600 sm:text-base';

/** The banner's picture, words and buttons: the same in the drawn banner and in the dialog. */
function BannerContent({
  item,
  title,
  text,
  onClose,
}: {
  item: PromotionItem;
  title: ReactNode;
  text: ReactNode;
  onClose: (forever: boolean) => void;
}) {
  return (
    <>
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
        onClick={() => onClose(false)}
        aria-label="Kapat"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-slate-950/60 text-lg text-white transition hover:bg-slate-950/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Icon name="fa-solid fa-xmark" />
      </button>
      <div className="flex flex-col gap-2 p-5 sm:p-6">
        {title}
        {text}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {item.url && item.actionButtonText && (
            <AppLink
              url={item.url}
              onClick={() => onClose(false)}
              className={buttonClasses('primary', 'md', 'min-h-11')}
            >
              {item.actionButtonText}
              <Icon name="fa-solid fa-arrow-right" className="text-xs" />
            </AppLink>
          )}
          <button
            type="button"
            onClick={() => onClose(true)}
            className={buttonClasses('ghost', 'md', 'min-h-11 sm:ml-auto')}
          >
            Bir daha gösterme
          </button>
        </div>
      </div>
    </>
  );
}
