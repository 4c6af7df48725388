import { Icon } from '../components/Icon';
import { useOffline } from '../lib/offline';

/**
 * Offline, the service worker shows the last pages visited: the banner says so. Fixed to the bottom edge,
 * over the page rather than in its flow, so its coming and going moves nothing.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-xs font-medium text-white shadow-lg sm:py-3 sm:text-sm"
    >
      <Icon name="fa-solid fa-wifi" className="text-amber-400" />
      <span>Çevrimdışısınız: son görüntülenen sayfalar gösteriliyor. Fiyat ve stok bilgileri güncel olmayabilir.</span>
    </div>
  );
}
