/** Server addresses the SPA builds (spec §7); all at the site root, outside /spa. */
export type ImageSize = 0 | 1 | 2 | 3;

/** /image/show: 0 original, 1 small, 2 medium, 3 large. */
export function imageUrl(fileName: string, size: ImageSize = 2): string {
  return `/image/show/?fileName=${encodeURIComponent(fileName)}&size=${size}`;
}

export function loginBackgroundUrl(background: string): string {
  return `/commons/images/bgs/${encodeURIComponent(background)}`;
}

export const LOGOUT_URL = '/login/logout';
export const PAYMENT_SECURITY_LOGO = imageUrl('odeme-guvenlik.png', 0);

export function receiptPrintUrl(id: string | number): string {
  return `/payment2/print/${encodeURIComponent(String(id))}`;
}

export function whatsappUrl(phone: string, text: string | undefined): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text ?? '')}`;
}

/** Phone numbers in tel: links keep digits and a leading +. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Full page load inside the SPA (used after sign-in so the app restarts with the session). */
export const SPA_ROOT = '/spa';
