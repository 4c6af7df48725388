import type { ReactNode } from 'react';
import type { ApplicationResponse } from '@bayi/common';
import { BottomBar } from './BottomBar';
import { MiddleBar } from './MiddleBar';
import { TopBar } from './TopBar';

interface SiteHeaderProps {
  app: ApplicationResponse | undefined;
  priceName: string | null;
  /** The search component (classic or autocomplete), supplied by the app shell. */
  search: ReactNode;
  showCategoryDropdown: boolean;
  mobileMenuOpen: boolean;
  onOpenMobileMenu: () => void;
}

/** The three header bars of the main layout (spec §2 "Main layout"). */
export function SiteHeader({
  app,
  priceName,
  search,
  showCategoryDropdown,
  mobileMenuOpen,
  onOpenMobileMenu,
}: SiteHeaderProps) {
  return (
    <header>
      <TopBar app={app} priceName={priceName} />
      <MiddleBar
        app={app}
        priceName={priceName}
        search={search}
        onOpenMobileMenu={onOpenMobileMenu}
        mobileMenuOpen={mobileMenuOpen}
      />
      <BottomBar app={app} showCategoryDropdown={showCategoryDropdown} onOpenCategories={onOpenMobileMenu} />
    </header>
  );
}
