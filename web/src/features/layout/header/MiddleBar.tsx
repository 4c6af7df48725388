import type { ReactNode } from 'react';
import type { ApplicationResponse } from '@bayi/common';
import { Icon } from '../../../components/Icon';
import { AccountMenu } from './AccountMenu';
import { SiteLogo } from './SiteLogo';

interface MiddleBarProps {
  app: ApplicationResponse | undefined;
  priceName: string | null;
  search: ReactNode;
  onOpenMobileMenu: () => void;
  mobileMenuOpen: boolean;
}

/** #header-middle: logo, search and the account menu (spec §2 "Middle bar"). */
export function MiddleBar({ app, priceName, search, onOpenMobileMenu, mobileMenuOpen }: MiddleBarProps) {
  return (
    <div id="header-middle" className="border-b border-slate-200 bg-white text-slate-800">
      <div className="page-container flex flex-wrap items-center gap-x-3 gap-y-3 py-3 lg:flex-nowrap lg:gap-x-8 lg:py-4">
        <button
          type="button"
          onClick={onOpenMobileMenu}
          aria-expanded={mobileMenuOpen}
          aria-haspopup="dialog"
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 lg:hidden"
        >
          <Icon name="fa-solid fa-bars" className="text-lg" />
          <span className="sr-only">Menüyü aç</span>
        </button>
        <SiteLogo app={app} />
        <div className="order-last w-full lg:order-none lg:mx-auto lg:max-w-2xl lg:flex-1">{search}</div>
        <div className="ml-auto flex shrink-0 items-center lg:ml-0">
          <AccountMenu app={app} priceName={priceName} />
        </div>
      </div>
    </div>
  );
}
