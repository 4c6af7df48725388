import { Link } from 'react-router';
import type { ApplicationResponse } from '@bayi/common';
import { Icon } from '../../../components/Icon';
import { telUrl } from '../../../lib/urls';
import { BasketCountLink } from './BasketCountLink';
import { CurrencyRates } from './CurrencyRates';

/** #header-top: exchange rates, the active price list and the basket count (spec §2 "Top bar"). */
export function TopBar({ app, priceName }: { app: ApplicationResponse | undefined; priceName: string | null }) {
  const phone = app?.settings['footer.phone'];
  return (
    <div id="header-top" className="bg-slate-900 text-xs text-slate-100">
      {/* 44 px below 1024 px: the basket link fills the bar's height (WCAG 2.5.5 target size). */}
      <div className="page-container flex h-11 items-center justify-between gap-3 sm:gap-4 lg:h-9">
        <CurrencyRates rates={app?.dovizs ?? []} />
        <div className="flex shrink-0 items-center gap-5">
          {phone && (
            <a
              href={telUrl(phone)}
              className="hidden items-center gap-1.5 rounded px-1 py-0.5 opacity-90 hover:underline hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current md:inline-flex"
            >
              <Icon name="fa-solid fa-headset" className="opacity-70" />
              {phone}
            </a>
          )}
          {app?.isLoggedIn && priceName && (
            <span
              className="hidden items-center gap-1.5 sm:inline-flex"
              title="ctrl+1, ctrl+2, ctrl+3 ile değiştirilebilir"
            >
              <Icon name="fa-solid fa-tags" className="opacity-70" />
              Fiyat listesi: <strong className="font-semibold">{priceName}</strong>
            </span>
          )}
          {app?.isLoggedIn && (
            <Link
              to="/quick-order"
              className="hidden items-center gap-1.5 rounded px-1 py-0.5 hover:underline focus-visible:outline-2 focus-visible:outline-current md:inline-flex"
            >
              <Icon name="fa-solid fa-bolt" className="opacity-70" />
              Hızlı Sipariş
            </Link>
          )}
          {app?.isLoggedIn && <BasketCountLink />}
        </div>
      </div>
    </div>
  );
}
