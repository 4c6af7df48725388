import { Link } from 'react-router';
import { formatMoney, type ApplicationResponse } from '@bayi/common';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { cn } from '../../lib/cn';
import { useApplication } from '../../lib/queries';
import { HomeProductLists } from './HomeProductLists';
import { ModalBanner } from './ModalBanner';
import { PROMOTION, usePromotion } from './api';
import { PromotionCarousel } from './PromotionCarousel';
import { PromotionTiles } from './PromotionTiles';

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

function ExchangeRateChips({ app }: { app: ApplicationResponse }) {
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

/** Greeting and the exchange-rate chips (spec §2 "Home"). */
function WelcomeStrip({ app }: { app: ApplicationResponse | undefined }) {
  if (!app) return <Skeleton className="h-24 w-full rounded-2xl" />;
  return (
    <section
      aria-label="Hoş geldiniz"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-blue-950 via-blue-900 to-slate-900 px-5 py-5 text-white shadow-sm sm:px-7"
    >
      <div aria-hidden="true" className="absolute -top-20 -right-16 size-56 rounded-full bg-amber-400/15 blur-2xl" />
      <div className="relative flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-amber-300 uppercase">Bayi Sipariş Portalı</p>
          <p className="mt-1 text-lg leading-snug font-bold sm:text-xl">
            {app.isLoggedIn
              ? `Hoş geldiniz, ${app.memberDisplayName ?? ''}`
              : 'Güncel fiyat ve stoklarla hızlı sipariş'}
          </p>
          {!app.isLoggedIn && (
            <p className="mt-1 text-sm text-blue-100/90">Size özel fiyatları görmek için bayi girişi yapın.</p>
          )}
        </div>
        <ExchangeRateChips app={app} />
      </div>
    </section>
  );
}

function ShortcutCard({ to, icon, title, text }: (typeof SHORTCUTS)[number]) {
  return (
    <Link
      to={to}
      className="group flex h-full items-center gap-3.5 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-lg text-blue-800 transition group-hover:bg-blue-100">
        <Icon name={icon} />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{text}</span>
      </span>
    </Link>
  );
}

/**
 * Home (spec §2 "Home", "Home banners"): the hero chosen by home.vitrin.tipi ('slider' → the
 * three-promotion slider, anything else the promotion carousel), greeting with exchange-rate chips,
 * shortcuts, the four product lists and the announcement banner.
 */
export function HomePage() {
  const { data: app } = useApplication();
  const signedIn = Boolean(app?.isLoggedIn);
  const heroType = app?.settings['home.vitrin.tipi']?.trim().toLowerCase();
  const shortcuts = signedIn ? SHORTCUTS : SHORTCUTS.slice(0, 2);
  // The first screen (hero, greeting, shortcuts) appears at once, when the settings and the hero's promotions are
  // both known: a hero that turns out empty or taller than its placeholder would otherwise move everything
  // under it. The same query feeds the hero itself.
  const hero = usePromotion(heroType === 'slider' ? PROMOTION.tiles : PROMOTION.carousel, Boolean(app));
  const page =
    !app || hero.isPending ? (
      <div role="status" className="flex flex-col gap-8">
        <span className="sr-only">Ana sayfa yükleniyor…</span>
        <Skeleton className="aspect-[16/10] w-full rounded-2xl sm:aspect-[3/1]" />
        <Skeleton className="h-52 w-full rounded-2xl lg:h-24" />
      </div>
    ) : (
      <div className="flex flex-col gap-8">
        <h1 className="sr-only">{app.settings.firmaadi ?? 'Ana Sayfa'}</h1>
        {heroType === 'slider' ? <PromotionTiles /> : <PromotionCarousel />}
        <WelcomeStrip app={app} />
        <ul className={cn('grid gap-3 sm:grid-cols-2 sm:gap-4', shortcuts.length > 2 && '2xl:grid-cols-4')}>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.to}>
              <ShortcutCard {...shortcut} />
            </li>
          ))}
        </ul>
        <HomeProductLists listType={app.settings['home.vitrin.productlist.type']} signedIn={signedIn} />
      </div>
    );
  return (
    <>
      {page}
      {/* The announcement opens as soon as it is known, not after the page, and stays the same dialog while the
          page fills in: one that came later would take the focus from a dealer who has started typing. */}
      <ModalBanner />
    </>
  );
}
