import { useEffect, useRef, useState, type RefObject } from 'react';
import { Icon } from '../../../components/Icon';
import { cn } from '../../../lib/cn';
import { whatsappUrl } from '../../../lib/urls';

/**
 * What the button must never sit on: alerts (the basket's over-stock warning, checkout errors…) and
 * the page's main action when marked data-keep-clear ('Sipariş Ver', 'Siparişi Bitir', the product's
 * quantity and 'SEPETE EKLE').
 */
const KEEP_CLEAR = '[role="alert"], [data-keep-clear]';

/**
 * Whether an alert of the page is under the corner `zone` now. Checked after scrolling, resizing and
 * any change of the page's content (an alert appears after an edit without a scroll), once a frame.
 */
function useAlertUnder(zone: RefObject<HTMLElement | null>): boolean {
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const corner = zone.current?.getBoundingClientRect();
      if (!corner) return;
      const hit = [...document.querySelectorAll(KEEP_CLEAR)].some((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left < corner.right &&
          box.right > corner.left &&
          box.top < corner.bottom &&
          box.bottom > corner.top
        );
      });
      setCovered(hit);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [zone]);
  return covered;
}

/**
 * Floating chat link, shown when footer.whatsapp.phone is set (spec §1). It keeps out of the way of
 * content: the footer ends with room for it (SiteFooter), and it steps aside while an alert is under it.
 */
export function WhatsAppButton({ phone, text }: { phone: string; text: string | undefined }) {
  // The corner it occupies (not moved by the hiding transform, so the check sees the same place).
  const corner = useRef<HTMLDivElement>(null);
  const giveWay = useAlertUnder(corner);
  return (
    <div ref={corner} className="pointer-events-none fixed right-5 bottom-5 z-30 size-14">
      <a
        href={whatsappUrl(phone, text)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp ile bize yazın"
        title="WhatsApp ile bize yazın"
        data-state={giveWay ? 'aside' : 'shown'}
        className={cn(
          'pointer-events-auto inline-flex size-14 items-center justify-center rounded-full bg-[#25D366] text-3xl text-white shadow-lg shadow-emerald-900/25 ring-4 ring-white/70 transition duration-200 hover:scale-105 hover:bg-[#1ebe5b] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600',
          // Out of sight and out of the tab order while it gives way.
          giveWay && 'invisible translate-y-24 opacity-0',
        )}
      >
        <Icon name="fa-brands fa-whatsapp" />
      </a>
    </div>
  );
}
