import type { RefObject } from 'react';
import { Modal } from '../Modal';

/**
 * '3D Ödeme Penceresi' (spec §2): the bank's 3-D Secure page in a 400 px high sandboxed frame, closable.
 * The frame runs the bank's scripts and forms but never with this site's origin (no allow-same-origin):
 * the page can reach neither the storefront's cookies nor its DOM. The page is loaded from the server's
 * `threedsUrl` when it gives one: there it has its own CSP that lets the bank's inline auto-submit run,
 * which a `srcdoc` frame (bound by the storefront's `script-src 'self'`) would block. `srcdoc` remains for
 * an answer without it.
 */
export function ThreeDsWindow({
  open,
  html,
  url,
  frameRef,
  onClose,
}: {
  open: boolean;
  html: string;
  url?: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="3D Ödeme Penceresi" widthClass="max-w-xl">
      <p className="mb-3 text-sm text-slate-600">
        Bankanızın doğrulama sayfasında işlemi onaylayın. Pencereyi kapatırsanız ödemenin sonucu yine de bankadan
        sorgulanır.
      </p>
      {/* The frame stays for the window's closing fade (the Modal unmounts it after): taken out at once, it left
          the panel a third of its height while still on screen, and the panel dropped down the page. */}
      {(open || html || url) && (
        <iframe
          ref={frameRef}
          title="Bankanızın 3-D Secure doğrulama sayfası"
          {...(url ? { src: url } : { srcDoc: html })}
          sandbox="allow-scripts allow-forms allow-top-navigation-by-user-activation"
          referrerPolicy="no-referrer"
          className="block h-[400px] w-full rounded-lg border border-slate-200 bg-white"
          data-testid="threeds-frame"
        />
      )}
    </Modal>
  );
}
