import { useMemo, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { turkishCollator, turkishInitial, type Brand } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { errorMessageOf } from '../../lib/http';
import { imageUrl } from '../../lib/urls';
import { useBrands } from './api';

const CRUMBS = [{ title: 'Markalar' }];
/** Names that do not start with a letter (digits, signs) gather under one heading. */
const OTHER = '#';

interface BrandGroup {
  letter: string;
  brands: Brand[];
}

/** Brands under their Turkish initial, letters in Turkish alphabet order (Ç after C, İ after I, Ş after S). */
export function groupBrands(brands: readonly Brand[]): BrandGroup[] {
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const initial = turkishInitial(brand.ad);
    const letter = /\p{L}/u.test(initial) ? initial : OTHER;
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups]
    .map(([letter, list]) => ({ letter, brands: list.sort((a, b) => turkishCollator.compare(a.ad, b.ad)) }))
    .sort((a, b) => (a.letter === OTHER ? 1 : b.letter === OTHER ? -1 : turkishCollator.compare(a.letter, b.letter)));
}

const anchorOf = (letter: string) => `harf-${letter === OTHER ? 'diger' : encodeURIComponent(letter)}`;

function logoSrc(logo: string): string {
  return logo.startsWith('/') || /^https?:/i.test(logo) ? logo : imageUrl(logo, 2);
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, letter: string) {
  const target = document.getElementById(anchorOf(letter));
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** /brand/all: every brand under its first letter, with a letter index (spec §2 "Brands and pages"). */
export function BrandsPage() {
  const brands = useBrands();
  const groups = useMemo(() => groupBrands(brands.data ?? []), [brands.data]);

  let body;
  if (brands.isPending) {
    body = (
      <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <span className="sr-only">Markalar yükleniyor…</span>
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  } else if (brands.isError) {
    body = <Alert tone="error">{errorMessageOf(brands.error)}</Alert>;
  } else if (!groups.length) {
    body = (
      <Card>
        <EmptyState icon="fa-solid fa-tag" title="Henüz marka bulunmuyor." />
      </Card>
    );
  } else {
    body = (
      <>
        <nav
          aria-label="Harf dizini"
          className="sticky top-0 z-20 -mx-1 mb-6 rounded-xl border border-slate-200 bg-white/95 p-2 shadow-xs backdrop-blur"
        >
          <ul className="flex flex-wrap gap-1">
            {groups.map(({ letter }) => (
              <li key={letter}>
                <a
                  href={`#${anchorOf(letter)}`}
                  onClick={(event) => jumpTo(event, letter)}
                  className="inline-flex size-9 items-center justify-center rounded-lg text-sm font-bold text-slate-700 transition hover:bg-blue-50 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="columns-1 gap-4 sm:columns-2 xl:columns-3">
          {groups.map(({ letter, brands: list }) => (
            <section
              key={letter}
              aria-labelledby={anchorOf(letter)}
              className="mb-4 break-inside-avoid rounded-xl border border-slate-200 bg-white p-3 shadow-xs"
            >
              <h2
                id={anchorOf(letter)}
                tabIndex={-1}
                className="mb-2 flex scroll-mt-24 items-center gap-3 px-1 focus:outline-none"
              >
                <span className="inline-flex size-9 items-center justify-center rounded-lg bg-blue-900 text-lg font-bold text-white">
                  {letter}
                </span>
                <span className="text-xs font-medium text-subtle">{list.length} marka</span>
              </h2>
              <ul className="flex flex-col">
                {list.map((brand) => (
                  <li key={brand.id}>
                    <Link
                      to={`/brand/${brand.id}/0`}
                      className="group flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-800 transition hover:bg-blue-50 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600"
                    >
                      {brand.logo ? (
                        <img
                          src={logoSrc(brand.logo)}
                          alt=""
                          width={240}
                          height={80}
                          loading="lazy"
                          decoding="async"
                          className="h-8 w-24 shrink-0 object-contain"
                        />
                      ) : (
                        <span
                          aria-hidden="true"
                          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-500"
                        >
                          {turkishInitial(brand.ad)}
                        </span>
                      )}
                      <span className="min-w-0 flex-1 truncate">{brand.ad}</span>
                      <Icon
                        name="fa-solid fa-chevron-right"
                        className="text-[0.65rem] text-slate-300 group-hover:text-blue-700"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      <Breadcrumb items={CRUMBS} />
      <PageHeading
        title="Markalar"
        description={brands.data ? `${brands.data.length} marka, alfabetik sırayla` : undefined}
      />
      {body}
    </>
  );
}
