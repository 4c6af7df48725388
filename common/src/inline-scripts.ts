/**
 * The storefront's only inline script, allowed by its hash in the Content-Security-Policy
 * (server/src/plugins/security-headers.ts): written right after the home's announcement in the page the server
 * draws, it makes it the browser's modal dialog before the page's first paint, so the announcement is on the
 * screen with the page instead of after the app has started, and the page behind is inert from the start. It
 * notes a closing before the app has the page (Escape, × or 'Bir daha gösterme', which close it without script),
 * for the app to keep (web/src/features/home/ModalBanner.tsx).
 */
export const OPEN_MODAL_BANNER_SCRIPT =
  "(function(d){if(!d||d.open)return;d.showModal();d.addEventListener('close',function(){d.dataset.closed=d.returnValue||'now'},{once:true})})(document.getElementById('modal-banner'))";
