import { useState } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { PromotionItem } from '@bayi/common';
import { AppLink } from '../../components/AppLink';
import { buttonClasses } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { useDialogPresence } from '../../lib/useDialogPresence';
import { PROMOTION, usePromotion } from './api';

/** Closed with ×, Escape or a click outside during this page load: not shown again until the next load. */
const closedThisLoad = new Set<number>();

const isHidden = (id: number) => closedThisLoad.has(id) || readStorage(STORAGE_KEYS.modalBannerHidden(id)) === '1';

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
  // Hidden before this mount (for good, or closed earlier in this load): nothing to show.
  const [hiddenAtMount] = useState(() => isHidden(id));
  const [open, setOpen] = useState(true);
  const dialog = useDialogPresence(open);
  if (hiddenAtMount) return null;

  const close = (forever: boolean) => {
    closedThisLoad.add(id);
    if (forever) writeStorage(STORAGE_KEYS.modalBannerHidden(id), '1');
    setOpen(false);
  };

  if (!dialog.present) return null;
  return (
    <Dialog id={MODAL_BANNER_ID} open={dialog.open} onClose={() => close(false)} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/60 transition-opacity duration-200 data-closed:opacity-0 data-leave:duration-150"
      />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          transition
          className="relative w-full max-w-md overflow-hidden rounded-2xl bg-white shadow-2xl transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0 data-leave:duration-150"
        >
          <img
            src={item.imageUrl}
            alt=""
            width={800}
            height={400}
            decoding="async"
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
            <DialogTitle className="text-lg leading-snug font-bold text-slate-900 sm:text-xl">
              {item.title || fallbackTitle}
            </DialogTitle>
            {item.text && <Description className="text-sm text-slate-600 sm:text-base">{item.text}</Description>}
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
