import { useId, useState, type KeyboardEvent } from 'react';
import { AppLink } from '../../components/AppLink';
import { buttonClasses } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { PROMOTION, usePromotion } from './api';

/** Closed with × during this page load: not shown again until the next load (spec §4 "shown on load"). */
const closedThisLoad = new Set<number>();

const isHidden = (id: number) => closedThisLoad.has(id) || readStorage(STORAGE_KEYS.modalBannerHidden(id)) === '1';

/**
 * The announcement banner (GET /promotion/GetPromotion?type=40), shown on load unless hidden before;
 * 'Bir daha gösterme' stores a hide flag for this promotion id and closes it (spec §4 "Modal banner").
 *
 * It floats over a corner of the page rather than blocking it: a dealer who came to order can keep
 * working while it is open, and it never takes focus away from what they were doing.
 */
export function ModalBanner() {
  const promotion = usePromotion(PROMOTION.modal);
  const [closed, setClosed] = useState(false);
  const titleId = useId();
  const item = promotion.data?.activeItems[0];
  const id = promotion.data?.id;
  if (!item || id === undefined || closed || isHidden(id)) return null;

  const close = (forever: boolean) => {
    closedThisLoad.add(id);
    if (forever) writeStorage(STORAGE_KEYS.modalBannerHidden(id), '1');
    setClosed(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close(false);
  };

  return (
    <aside
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-3 bottom-3 z-40 flex overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 motion-safe:animate-[banner-in_300ms_ease-out] sm:inset-x-auto sm:bottom-5 sm:left-5 sm:w-[22rem] sm:flex-col"
    >
      <img
        src={item.imageUrl}
        alt=""
        width={800}
        height={500}
        decoding="async"
        className="w-28 shrink-0 bg-slate-800 object-cover sm:aspect-[2/1] sm:w-full"
      />
      <button
        type="button"
        onClick={() => close(false)}
        aria-label="Kapat"
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-900/10 transition hover:bg-white hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:bg-slate-950/55 sm:text-white sm:ring-0 sm:hover:bg-slate-950/75 sm:hover:text-white"
      >
        <Icon name="fa-solid fa-xmark" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 pr-10 sm:gap-1.5 sm:p-4 sm:pr-4">
        <h2 id={titleId} className="text-sm leading-snug font-bold text-slate-900 sm:text-base">
          {item.title || promotion.data?.displayName}
        </h2>
        {item.text && <p className="line-clamp-2 text-xs text-slate-600 sm:line-clamp-none sm:text-sm">{item.text}</p>}
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 sm:mt-2">
          {item.url && item.actionButtonText && (
            <AppLink url={item.url} onClick={() => close(false)} className={buttonClasses('primary', 'sm')}>
              {item.actionButtonText}
              <Icon name="fa-solid fa-arrow-right" className="text-xs" />
            </AppLink>
          )}
          <button
            type="button"
            onClick={() => close(true)}
            className={buttonClasses('ghost', 'sm', 'px-2 text-slate-500 sm:ml-auto')}
          >
            Bir daha gösterme
          </button>
        </div>
      </div>
    </aside>
  );
}
