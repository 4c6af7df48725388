import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Icon } from '../components/Icon';

/** Last resort when a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-2xl text-red-500">
          <Icon name="fa-solid fa-triangle-exclamation" />
        </span>
        <h1 className="text-lg font-bold text-slate-900">
          {notFound ? 'Sayfa bulunamadı.' : 'Beklenmeyen bir hata oluştu.'}
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          Sayfayı yenilemeyi deneyin; sorun sürerse bizimle iletişime geçin.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="theme-accent inline-flex h-10 items-center gap-2 rounded-lg bg-amber-500 px-4 text-sm font-semibold text-slate-900 hover:brightness-95"
          >
            <Icon name="fa-solid fa-rotate-right" />
            Yenile
          </button>
          <a
            href="/spa"
            className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Ana Sayfa
          </a>
        </div>
      </div>
    </div>
  );
}
