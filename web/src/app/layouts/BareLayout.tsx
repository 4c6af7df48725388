import { Outlet } from 'react-router';

/** A page with no storefront frame (the QR menu, spec §2). */
export function BareLayout() {
  return (
    <div className="min-h-dvh bg-white text-slate-900">
      <Outlet />
    </div>
  );
}
