import { useEffect, useRef } from 'react';
import { Icon } from '../components/Icon';
import { useOffline } from '../lib/offline';

/** The banner's height while it shows, for what floats over the same bottom edge (the WhatsApp button). */
const OFFLINE_BANNER_HEIGHT = '--offline-banner-height';

/**
 * Offline, the service worker shows the last pages visited: the banner says so. Fixed to the bottom edge,
 * over the page rather than in its flow, so its coming and going moves nothing. Its height is published as a
 * CSS variable while it shows: the floating chat button steps up by it instead of lying under it.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!offline || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(OFFLINE_BANNER_HEIGHT, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OFFLINE_BANNER_HEIGHT);
    };
  }, [offline]);
  if (!offline) return null;
  return (
    <div
      ref={banner}
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-xs font-medium text-white shadow-lg sm:py-3 sm:text-sm"
    >
      <Icon name="fa-solid fa-wifi" className="text-amber-400" />
      <span>Çevrimdışısınız: son görüntülenen sayfalar gösteriliyor. Fiyat ve stok bilgileri güncel olmayabilir.</span>
    </div>
  );
}
