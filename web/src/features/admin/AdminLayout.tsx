import { Link, NavLink, Outlet } from 'react-router';
import { STAFF_ROLE_NAMES } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LoadingBlock } from '../../components/Skeleton';
import { cn } from '../../lib/cn';
import { errorMessageOf } from '../../lib/http';
import { useApplication } from '../../lib/queries';

/**
 * The back office's frame, a chunk of its own under /spa/admin: a staff member's name and role,
 * the sections their role may open, and the way back to the storefront. The server refuses every call a
 * role may not make; this frame only leaves out what would be refused.
 */
export function AdminLayout() {
  const app = useApplication();
  if (app.isError) return <Alert tone="error">{errorMessageOf(app.error)}</Alert>;
  if (!app.data) return <LoadingBlock label="Yükleniyor…" />;
  const role = app.data.staffRole;
  if (!role) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Yönetim paneli</h1>
        <p className="mt-3 text-slate-600">
          Bu sayfa personel içindir. Lütfen personel hesabınızla (Cari No: ADMIN) giriş yapın.
        </p>
        <ButtonLink to="/login" className="mt-6">
          Giriş yap
        </ButtonLink>
      </main>
    );
  }
  const content = [
    { to: '/admin/promotions', label: 'Kampanyalar', icon: 'fa-solid fa-bullhorn' },
    { to: '/admin/sliders', label: 'Ürün listeleri', icon: 'fa-solid fa-table-cells' },
    { to: '/admin/menus', label: 'Menüler', icon: 'fa-solid fa-bars' },
    { to: '/admin/pages', label: 'Sayfalar', icon: 'fa-regular fa-file-lines' },
  ];
  const sections =
    role === 'editor'
      ? content
      : [
          { to: '/admin/orders', label: 'Siparişler', icon: 'fa-solid fa-receipt' },
          { to: '/admin/dealers', label: 'Bayiler', icon: 'fa-solid fa-store' },
          ...(role === 'admin'
            ? [
                { to: '/admin/representatives', label: 'Plasiyerler', icon: 'fa-solid fa-user-tie' },
                ...content,
                { to: '/admin/payments', label: 'Ödemeler', icon: 'fa-solid fa-credit-card' },
                { to: '/admin/staff', label: 'Personel', icon: 'fa-solid fa-user-shield' },
                { to: '/admin/settings', label: 'Ayarlar', icon: 'fa-solid fa-sliders' },
                { to: '/admin/rates', label: 'Döviz kurları', icon: 'fa-solid fa-money-bill-transfer' },
                { to: '/admin/imports', label: 'Veri aktarımı', icon: 'fa-solid fa-file-import' },
                { to: '/admin/webhooks', label: "Webhook'lar", icon: 'fa-solid fa-satellite-dish' },
                { to: '/admin/api-keys', label: 'API anahtarları', icon: 'fa-solid fa-key' },
                { to: '/admin/audit', label: 'Denetim kaydı', icon: 'fa-solid fa-clock-rotate-left' },
              ]
            : []),
        ];
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-blue-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link to="/admin" className="text-lg font-bold tracking-tight">
            Bayi <span className="font-normal text-blue-200">Yönetim</span>
          </Link>
          <nav
            aria-label="Yönetim bölümleri"
            className="no-scrollbar flex max-w-full min-w-0 gap-1 overflow-x-auto lg:flex-wrap lg:overflow-visible"
          >
            {sections.map((s) => (
              <NavLink
                key={s.to}
                to={s.to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-10 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-semibold whitespace-nowrap',
                    isActive ? 'bg-white/15' : 'text-blue-100 hover:bg-white/10',
                  )
                }
              >
                <Icon name={s.icon} />
                {s.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-4 text-sm">
            <span>
              {app.data.memberDisplayName} <span className="text-blue-200">· {STAFF_ROLE_NAMES[role]}</span>
            </span>
            <Link to="/" className="font-semibold text-blue-100 underline-offset-4 hover:underline">
              Mağazaya dön
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
