import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { QrFont, QrMenuConfig, QrRoundness, QrThumbnailHeight } from '@bayi/common';
import { Icon } from '../../components/Icon';
import { Price } from '../../components/Price';
import { cn } from '../../lib/cn';
import { CoverArt, DishArt } from './DishArt';
import { qrPalette } from './palette';
import { SAMPLE_MENU, SAMPLE_PHONE, SAMPLE_SOCIAL_LINKS, type MenuItem } from './sampleMenu';
import { qrTexts } from './texts';
import { useQrMenuConfig } from './useQrMenuConfig';

// The settings dialog (Headless UI, react-hook-form) loads with the first Düzenle: a guest who scans
// the code only reads the menu.
const QrMenuSettings = lazy(() => import('./QrMenuSettings').then((module) => ({ default: module.QrMenuSettings })));

/** spec §9 fonts, each with the metric-compatible faces Linux and Android ship in their place. */
const FONT_STACKS: Record<QrFont, string> = {
  Arial: "Arial, 'Liberation Sans', Helvetica, sans-serif",
  'Times New Roman': "'Times New Roman', 'Liberation Serif', Times, serif",
  'Courier New': "'Courier New', 'Liberation Mono', Courier, monospace",
};

/** spec §9 thumbnail heights are Tailwind's h-32/h-40/h-48. */
const THUMBNAIL_HEIGHTS: Record<QrThumbnailHeight, string> = { 32: 'h-32', 40: 'h-40', 48: 'h-48' };

const THUMBNAIL_ROUNDING: Record<QrRoundness, string> = {
  none: 'rounded-none',
  sm: 'rounded-sm',
  md: 'rounded-md',
  lg: 'rounded-lg',
  full: 'rounded-full',
};

/** The card follows the thumbnail's corners, a step rounder so the two nest. */
const CARD_ROUNDING: Record<QrRoundness, string> = {
  none: 'rounded-none',
  sm: 'rounded-md',
  md: 'rounded-lg',
  lg: 'rounded-xl',
  full: 'rounded-3xl',
};

/** The settings as CSS variables on the page: every change applies at once, without a reload. */
function themeVariables(config: QrMenuConfig): CSSProperties {
  const palette = qrPalette(config);
  return {
    '--qr-bg': palette.background,
    '--qr-surface': palette.surface,
    '--qr-text': palette.text,
    '--qr-muted': palette.muted,
    '--qr-primary': palette.primary,
    '--qr-on-primary': palette.onPrimary,
    '--qr-secondary': palette.secondary,
    '--qr-on-secondary': palette.onSecondary,
    '--qr-border': palette.border,
    '--qr-cols-sm': String(config.columnsSmall),
    '--qr-cols-lg': String(config.columnsLarge),
    '--qr-title': `${config.titleFontSize}px`,
    '--qr-desc': `${config.descriptionFontSize}px`,
    '--qr-price': `${config.priceFontSize}px`,
    fontFamily: FONT_STACKS[config.fontFamily],
  } as CSSProperties;
}

const COVER_DISHES = [
  SAMPLE_MENU[2]!.items[0]!,
  SAMPLE_MENU[0]!.items[0]!,
  SAMPLE_MENU[3]!.items[0]!,
  SAMPLE_MENU[4]!.items[4]!,
  SAMPLE_MENU[1]!.items[0]!,
  SAMPLE_MENU[2]!.items[7]!,
].map((item) => ({ dish: item.thumbnail, seed: item.name }));

function MenuItemCard({ item, config }: { item: MenuItem; config: QrMenuConfig }) {
  return (
    <article
      className={cn(
        'flex h-full flex-col border border-(--qr-border) bg-(--qr-surface) p-2 shadow-sm',
        CARD_ROUNDING[config.thumbnailRounded],
      )}
    >
      <div
        className={cn(
          'overflow-hidden',
          THUMBNAIL_HEIGHTS[config.thumbnailHeight],
          THUMBNAIL_ROUNDING[config.thumbnailRounded],
        )}
      >
        <DishArt dish={item.thumbnail} seed={item.name} className="size-full" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 px-1.5 pt-2.5 pb-1">
        <h3 className="text-(length:--qr-title) leading-snug font-bold break-words">{item.name}</h3>
        <p className="text-(length:--qr-desc) leading-snug break-words text-(--qr-muted)">{item.description}</p>
        <p className="mt-auto pt-1.5 text-(length:--qr-price) leading-tight font-bold text-(--qr-primary)">
          <Price amount={item.price} />
        </p>
      </div>
    </article>
  );
}

/** /qrmenu: a restaurant's menu as a guest sees it after scanning the table's code (spec §2 "QR menu"). */
export function QrMenuPage() {
  const { config, update } = useQrMenuConfig();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);

  return (
    <div style={themeVariables(config)} className="min-h-dvh bg-(--qr-bg) text-(--qr-text)">
      <header className="relative isolate overflow-hidden bg-stone-900">
        {config.coverImage ? (
          <img src={config.coverImage} alt="" className="absolute inset-0 -z-10 size-full object-cover" />
        ) : (
          <CoverArt dishes={COVER_DISHES} className="absolute inset-0 -z-10 size-full" />
        )}
        {/* A dark scrim under the name: white text stays above 4.5:1 whatever the picture. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-stone-950/90 via-stone-950/55 to-stone-950/10"
        />
        <div className="mx-auto flex h-56 max-w-6xl flex-col justify-between px-4 py-4 sm:h-72 sm:px-6 sm:py-6">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => {
                setSettingsLoaded(true);
                setSettingsOpen(true);
              }}
              aria-haspopup="dialog"
              className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-stone-900 shadow-md transition hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Icon name="fa-solid fa-sliders" />
              {qrTexts.edit}
            </button>
          </div>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-amber-200 uppercase">{qrTexts.menu}</p>
            <h1 className="mt-1 text-3xl leading-tight font-bold break-words text-white sm:text-5xl">
              {config.restaurantName}
            </h1>
            <p className="mt-1.5 text-sm text-stone-200 sm:text-base">{qrTexts.cuisine}</p>
          </div>
        </div>
      </header>

      <nav
        aria-label={qrTexts.categories}
        className="sticky top-0 z-10 border-b border-(--qr-border) bg-(--qr-secondary) text-(--qr-on-secondary) shadow-sm"
      >
        <ul className="no-scrollbar mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1 sm:px-4">
          {SAMPLE_MENU.map((category) => (
            <li key={category.id} className="shrink-0">
              <Link
                to={{ hash: category.id }}
                className="inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap hover:underline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-(--qr-on-secondary)"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <main className="mx-auto max-w-6xl px-3 pb-12 sm:px-6">
        {SAMPLE_MENU.map((category) => (
          <section
            key={category.id}
            id={category.id}
            aria-labelledby={`${category.id}-baslik`}
            className="scroll-mt-16 pt-7 sm:pt-10"
          >
            <h2
              id={`${category.id}-baslik`}
              className="flex flex-wrap items-baseline gap-x-3 px-1 text-2xl font-bold text-(--qr-primary)"
            >
              {category.name}
              <span className="text-sm font-normal text-(--qr-muted)">{qrTexts.itemCount(category.items.length)}</span>
            </h2>
            <ul
              data-qr-grid=""
              className="mt-3 grid grid-cols-[repeat(var(--qr-cols-sm),minmax(0,1fr))] gap-2.5 sm:mt-4 sm:gap-4 lg:grid-cols-[repeat(var(--qr-cols-lg),minmax(0,1fr))]"
            >
              {category.items.map((item) => (
                <li key={item.name}>
                  <MenuItemCard item={item} config={config} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>

      <footer className="border-t border-(--qr-border) bg-(--qr-secondary) text-(--qr-on-secondary)">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-start sm:justify-between sm:px-6">
          <div className="min-w-0">
            <p className="text-lg font-bold break-words">{config.restaurantName}</p>
            <address className="mt-2 flex items-start gap-2.5 not-italic">
              <Icon name="fa-solid fa-location-dot" className="mt-1" />
              <span className="break-words">
                <span className="sr-only">{qrTexts.address}: </span>
                {config.restaurantAddress}
              </span>
            </address>
            <a
              href={SAMPLE_PHONE.href}
              className="mt-1 inline-flex h-11 items-center gap-2.5 font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-current"
            >
              <Icon name="fa-solid fa-phone" />
              {SAMPLE_PHONE.display}
            </a>
          </div>
          <div>
            <p className="text-sm font-semibold">{qrTexts.follow}</p>
            <ul className="mt-2 flex gap-2">
              {SAMPLE_SOCIAL_LINKS.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-(--qr-primary) text-lg text-(--qr-on-primary) transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--qr-primary)"
                  >
                    <Icon name={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-6 text-xs sm:px-6">{qrTexts.sampleNotice}</p>
      </footer>

      {settingsLoaded && (
        <Suspense fallback={null}>
          <QrMenuSettings
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            config={config}
            onChange={update}
          />
        </Suspense>
      )}
    </div>
  );
}
