/**
 * Every browser-storage key the SPA uses, in one place (spec §4). Access is wrapped because
 * storage throws in some private modes and when full.
 */
export const STORAGE_KEYS = {
  /** Product list view mode: 'list' | 'card' (spec §4 "Product list"). */
  catalogGridView: 'catalog-grid-view',
  /** Modal banner 'Bir daha gösterme' flag, one per promotion id (spec §4 "Modal banner"). */
  modalBannerHidden: (promotionId: number | string) => `modal-banner-hidden-${promotionId}`,
  /** QR menu settings chosen in its Düzenle dialog, JSON read back through the shared schema (spec §2 "QR menu"). */
  qrMenuConfig: 'qr-menu-config',
  /** sessionStorage: scroll position per history entry, for back/forward after a reload (spec §2). */
  scrollPositions: 'scroll-positions',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference simply is not remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** sessionStorage: kept for this tab only, through reloads. */
export function readSessionStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStorage(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: positions are kept for this page load only.
  }
}
