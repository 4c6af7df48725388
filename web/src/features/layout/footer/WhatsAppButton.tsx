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
 * Whether an alert of the page is under the corner `zone` now. The browser tells: an IntersectionObserver whose root
 * is the viewport cut down to the corner watches every alert, so nothing here reads the layout (reading it after
 * each change of the page would make the browser lay the page out again and again while it loads). A
 * MutationObserver finds the alerts that appear later; a resize or a move of the corner sets the watch again.
 */
function useAlertUnder(zone: RefObject<HTMLElement | null>): boolean {
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    const corner = zone.current;
    if (!corner) return;
    let intersections: IntersectionObserver | null = null;
    let watched = new WeakSet<Element>();
    const under = new Set<Element>();
    const show = () => {
      // An alert taken away leaves the corner free.
      for (const element of under) if (!element.isConnected) under.delete(element);
      setCovered(under.size > 0);
    };
    const watch = (element: Element) => {
      if (!intersections || watched.has(element)) return;
      watched.add(element);
      intersections.observe(element);
    };
    const watchAlerts = () => {
      for (const element of document.querySelectorAll(KEEP_CLEAR)) watch(element);
    };
    // Only what a change brought is searched, not the whole page: the home changes hundreds of times as it starts.
    const watchAdded = (records: MutationRecord[]) => {
      for (const record of records) {
        const nodes = record.type === 'attributes' ? [record.target] : record.addedNodes;
        for (const node of nodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(KEEP_CLEAR)) watch(node);
          for (const element of node.querySelectorAll(KEEP_CLEAR)) watch(element);
        }
      }
    };
    // The corner's box, read once a frame at most and only when the viewport or the corner changed.
    let frame = 0;
    const watchCorner = () => {
      frame = 0;
      const box = corner.getBoundingClientRect();
      // The root is the viewport without its scroll bars: the root element's client box.
      const { clientWidth, clientHeight } = document.documentElement;
      const margin = [-box.top, -(clientWidth - box.right), -(clientHeight - box.bottom), -box.left].map(
        (side) => `${Math.min(0, Math.round(side))}px`,
      );
      intersections?.disconnect();
      under.clear();
      watched = new WeakSet();
      intersections = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            // A hidden alert (no box) is under nothing.
            if (entry.isIntersecting && entry.boundingClientRect.width > 0) under.add(entry.target);
            else under.delete(entry.target);
          }
          show();
        },
        { rootMargin: margin.join(' ') },
      );
      watchAlerts();
      // Nothing to watch: no answer will come from the new watch, so say it now.
      if (!document.querySelector(KEEP_CLEAR)) setCovered(false);
    };
    const scheduleCorner = () => {
      if (!frame) frame = requestAnimationFrame(watchCorner);
    };
    // The first watch once the page has settled: its first layout is the browser's to do, not this corner's. The
    // corner moves with the viewport, and by its transform (above the offline banner) once that has ended.
    const cornerResized = new ResizeObserver(scheduleCorner);
    const cornerMoved = (event: TransitionEvent) => {
      if (event.target === corner) scheduleCorner();
    };
    const start = () => {
      scheduleCorner();
      cornerResized.observe(corner);
      window.addEventListener('resize', scheduleCorner);
      corner.addEventListener('transitionend', cornerMoved);
    };
    const idle = window.requestIdleCallback?.(start, { timeout: 1000 });
    if (idle === undefined) start();
    const added = new MutationObserver((records) => {
      watchAdded(records);
      show();
    });
    added.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'data-keep-clear'],
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.removeEventListener('resize', scheduleCorner);
      corner.removeEventListener('transitionend', cornerMoved);
      cornerResized.disconnect();
      added.disconnect();
      intersections?.disconnect();
    };
  }, [zone]);
  return covered;
}

/**
 * Floating chat link, shown when footer.whatsapp.phone is set (spec §1). It keeps out of the way of
 * content: the footer ends with room for it (SiteFooter), it steps aside while an alert is under it, and up
 * above the offline banner while that shows.
 */
export function WhatsAppButton({ phone, text }: { phone: string; text: string | undefined }) {
  // The corner it occupies (not moved by the hiding transform, so the check sees the same place).
  const corner = useRef<HTMLDivElement>(null);
  const giveWay = useAlertUnder(corner);
  return (
    <div
      ref={corner}
      className="pointer-events-none fixed right-5 bottom-5 z-30 size-14 transition-transform duration-200"
      // Above the offline banner while it shows (app/OfflineBanner.tsx), by a transform: nothing is laid out anew.
      style={{ transform: 'translateY(calc(-1 * var(--offline-banner-height, 0px)))' }}
    >
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
