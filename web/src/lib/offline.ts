import { useSyncExternalStore, type MouseEvent } from 'react';
import { OFFLINE_MESSAGE_TYPE, VIEWER_CACHE_PREFIX } from '../../sw/rules';

/**
 * The page's side of the service worker (web/sw/worker.ts): whether the page is showing kept answers
 * because the network is gone, and forgetting the signed-in dealer's kept answers on sign-out.
 */
let answeredFromCache = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', notify);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', notify);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}

function onOnline() {
  answeredFromCache = false;
  notify();
}

function onWorkerMessage(event: MessageEvent) {
  // The worker answered from its cache: the browser may still think it is online (a dead Wi-Fi, a server down).
  if ((event.data as { type?: string } | null)?.type !== OFFLINE_MESSAGE_TYPE || answeredFromCache) return;
  answeredFromCache = true;
  notify();
}

const snapshot = () => !navigator.onLine || answeredFromCache;

/** True while the page cannot reach the server and shows what was kept from earlier visits. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/**
 * Sign-out: the dealer's kept catalogue answers (their prices) are deleted before the sign-out address loads,
 * so the next person on this browser never sees them, online or not. The worker also drops them on its own
 * at the next answer made for someone else; this covers going offline right after signing out.
 */
export async function forgetViewerAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: 'bayi:sign-out' });
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(VIEWER_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/** The account menus' "Çıkış" link: forget the kept answers, then follow the link (at most a second later). */
export function signOutThroughLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  const timeout = new Promise((resolve) => setTimeout(resolve, 1000));
  void Promise.race([forgetViewerAnswers().catch(() => undefined), timeout]).then(() => window.location.assign(href));
}
