import { Link } from 'react-router';
import { formatMoney } from '@bayi/common';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { cn } from '../../lib/cn';
import { useApplication } from '../../lib/queries';

const SHORTCUTS = [
  { to: '/productAll', icon: 'fa-solid fa-boxes-stacked', title: 'Tüm Ürünler', text: 'Kataloğun tamamına göz atın' },
  { to: '/brand/all', icon: 'fa-solid fa-tag', title: 'Markalar', text: 'Markaya göre ürünleri listeleyin' },
  {
    to: '/report/siparislistesi',
    icon: 'fa-solid fa-clipboard-list',
    title: 'Siparişlerim',
    text: 'Verdiğiniz siparişleri görün',
  },
  {
    to: '/report/hesapekstresi',
    icon: 'fa-solid fa-file-invoice',
    title: 'Hesap Ekstresi',
    text: 'Cari hareketlerinizi izleyin',
  },
];

function ExchangeRateChips() {
  const { data: app } = useApplication();
  if (!app) return <Skeleton className="h-9 w-72 rounded-full" />;
  if (!app.dovizs.length) return null;
  return (
    <ul aria-label="Döviz kurları" className="flex flex-wrap gap-2">
      {app.dovizs.map((rate) => (
        <li
          key={rate.kod}
          className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm ring-1 ring-white/15"
        >
          <span className="font-semibold text-amber-300">{rate.ad}</span>
          <span className="tabular-nums">{formatMoney(rate.satis)} ₺</span>
        </li>
      ))}
    </ul>
  );
}

/** Home (spec §2 "Home"): the showcase sliders and product lists come in a later release. */
export function HomePage() {
  const { data: app } = useApplication();
  const shortcuts = app?.isLoggedIn ? SHORTCUTS : SHORTCUTS.slice(0, 2);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">{app?.settings.firmaadi ?? 'Ana Sayfa'}</h1>
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-blue-950 via-blue-900 to-slate-900 px-6 py-10 text-white shadow-sm sm:px-10 sm:py-14">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-amber-400/15 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-28 left-1/3 size-72 rounded-full bg-sky-400/10 blur-2xl" />
        <div className="relative flex max-w-2xl flex-col gap-5">
          <p className="text-xs font-semibold tracking-[0.2em] text-amber-300 uppercase">Bayi Sipariş Portalı</p>
          <p className="text-3xl leading-tight font-bold sm:text-4xl">
            {app?.isLoggedIn
              ? `Hoş geldiniz, ${app.memberDisplayName ?? ''}`
              : 'Güncel fiyat ve stoklarla hızlı sipariş'}
          </p>
          <p className="text-base text-blue-100/90">
            Binlerce ürünü kategori, marka ya da barkodla bulun; size özel fiyatlarla sepetinizi oluşturun.
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/productAll" size="lg">
              Ürünleri İncele
              <Icon name="fa-solid fa-arrow-right" />
            </ButtonLink>
          </div>
          <ExchangeRateChips />
        </div>
      </section>
      <ul className={cn('grid gap-4 sm:grid-cols-2', shortcuts.length > 2 && 'xl:grid-cols-4')}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Card className="group h-full transition hover:-translate-y-0.5 hover:shadow-md">
              <ShortcutCard {...shortcut} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShortcutCard({ to, icon, title, text }: (typeof SHORTCUTS)[number]) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-lg text-blue-800 transition group-hover:bg-blue-100">
        <Icon name={icon} />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{text}</span>
      </span>
    </Link>
  );
}
