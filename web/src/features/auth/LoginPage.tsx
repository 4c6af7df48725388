import { Icon } from '../../components/Icon';
import { imageUrl } from '../../lib/urls';
import { useLoginPageData } from './api';
import { CompanyContact } from './CompanyContact';
import { LoginForm } from './LoginForm';

/** /login: the company card beside the sign-in form (spec §2 "Sign-in"). */
export function LoginPage() {
  const page = useLoginPageData();
  const data = page.data;

  // The card appears whole, once the firm's details are known (or could not be), in place of a placeholder of its
  // usual height (its own element: React must not turn one into the other). Drawn around a placeholder and then
  // filled, it grew, and — centred on the screen — the sign-in form moved under the reader.
  if (page.isPending) {
    return (
      <div
        key="loading"
        role="status"
        className="h-[63rem] w-full max-w-4xl animate-pulse rounded-3xl bg-white/10 md:h-[31.5rem]"
      >
        <span className="sr-only">Yükleniyor…</span>
      </div>
    );
  }

  return (
    <div
      key="card"
      className="grid w-full max-w-4xl overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-black/5 md:grid-cols-[1fr_1.1fr]"
    >
      <section
        aria-label="Firma bilgileri"
        className="relative flex flex-col gap-6 bg-gradient-to-br from-slate-900 via-slate-900 to-blue-950 p-7 text-slate-100 md:p-10"
      >
        {data && (
          <>
            <div className="inline-flex w-fit max-w-full items-center rounded-xl bg-white px-4 py-3 shadow">
              <img src={imageUrl(data.logo, 2)} alt={data.firmaAdi} className="h-10 max-w-[12rem] object-contain" />
            </div>
            <div>
              <p className="text-xs font-semibold tracking-[0.2em] text-amber-400 uppercase">Bayi Portalı</p>
              <h1 className="mt-2 text-2xl leading-tight font-bold text-white">{data.firmaAdi}</h1>
              <p className="mt-2 text-sm text-slate-300">
                Güncel fiyatlarınızı, stok durumunu ve hesap hareketlerinizi görmek için giriş yapın.
              </p>
            </div>
            <div className="hidden md:mt-auto md:block">
              <CompanyContact info={data.companyInfo} />
            </div>
          </>
        )}
        {!data && <h1 className="text-2xl leading-tight font-bold text-white">Bayi Portalı</h1>}
      </section>

      <section aria-labelledby="login-title" className="flex flex-col gap-6 p-7 md:p-10">
        <div>
          <h2 id="login-title" className="text-xl font-bold text-slate-900">
            Bayi Girişi
          </h2>
          <p className="mt-1 text-sm text-slate-500">Cari numaranız ve kullanıcı bilgilerinizle oturum açın.</p>
        </div>
        <LoginForm />
        {data?.showBayiFormu && (
          <p className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
            Henüz bayimiz değil misiniz?{' '}
            <a href="/bayibasvuru" className="font-semibold text-blue-700 hover:underline">
              Bayi Başvuru Formu
            </a>
          </p>
        )}
        {data && (
          <div className="rounded-xl bg-slate-50 p-4 text-slate-700 md:hidden">
            <CompanyContact info={data.companyInfo} />
          </div>
        )}
        {page.isError && (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Icon name="fa-solid fa-circle-info" />
            Firma bilgileri şu an yüklenemedi; giriş yapabilirsiniz.
          </p>
        )}
      </section>
    </div>
  );
}
