import { Link, Outlet } from 'react-router';
import { LogonMenu } from '../../features/auth/LogonMenu';
import { useLoginPageData } from '../../features/auth/api';
import { Icon } from '../../components/Icon';
import { loginBackgroundUrl } from '../../lib/urls';

/** /login and /apage/{id}: a full-screen background image, the page centred on it (spec §2). */
export function LoginLayout() {
  const { data } = useLoginPageData();
  const background = data?.background ? `url("${loginBackgroundUrl(data.background)}")` : undefined;
  return (
    <div className="relative isolate flex min-h-dvh flex-col bg-slate-900">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-cover bg-center"
        style={{ backgroundImage: background }}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-slate-950/80 via-slate-900/55 to-blue-950/70"
      />
      <header className="flex items-center justify-between px-5 py-4 sm:px-8">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-white/85 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <Icon name="fa-solid fa-arrow-left" className="text-xs" />
          Mağazaya dön
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-10 sm:px-6">
        <Outlet />
      </main>
      <footer className="flex flex-col items-center gap-3 px-4 pb-6 text-xs text-white/60">
        <LogonMenu />
        <p>Bayi B2B Platformu</p>
      </footer>
    </div>
  );
}
