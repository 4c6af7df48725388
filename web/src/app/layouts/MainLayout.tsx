import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SearchBox } from '../../features/search/SearchBox';
import { CategorySidebar } from '../../features/layout/category-menu/CategorySidebar';
import { SiteFooter } from '../../features/layout/footer/SiteFooter';
import { WhatsAppButton } from '../../features/layout/footer/WhatsAppButton';
import { SiteHeader } from '../../features/layout/header/SiteHeader';
import { ShoppingForBanner } from '../../features/layout/ShoppingForBanner';
import { usePriceListHotkeys } from '../../features/layout/usePriceListHotkeys';
import { cn } from '../../lib/cn';
import { getCookie, PRICE_NAME_COOKIE } from '../../lib/cookies';
import { useApplication } from '../../lib/queries';
import { masterLayoutOf } from '../../lib/settings';
import { useLayoutStyle } from '../routeHandle';
import { ThemeEditing } from '../ThemeEditing';

// The slide-in menu (Headless UI dialog) loads on first opening, not with every page.
const MobileMenu = lazy(async () => ({ default: (await import('../../features/layout/MobileMenu')).MobileMenu }));

/**
 * The storefront frame (spec §2 "Main layout"): header bars, category column ('sidebar' master
 * layout, lg screens, unless the route says nosidebar), page, footer, chat button, mobile menu.
 */
export function MainLayout() {
  const { data: app } = useApplication();
  const location = useLocation();
  const layoutStyle = useLayoutStyle();
  usePriceListHotkeys(app);

  // The mobile menu belongs to the location it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);
  const mobileMenuOpen = menuOpenedAt === location.key;
  const openMobileMenu = () => {
    setMobileMenuUsed(true);
    setMenuOpenedAt(location.key);
  };

  const priceName = getCookie(PRICE_NAME_COOKIE) ?? app?.priceName ?? null;
  const sidebarLayout = masterLayoutOf(app) === 'sidebar';
  const showSidebar = sidebarLayout && layoutStyle !== 'nosidebar';
  const whatsappPhone = app?.settings['footer.whatsapp.phone'];

  const frame = (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        İçeriğe geç
      </a>
      {app?.shoppingFor && <ShoppingForBanner shoppingFor={app.shoppingFor} />}
      <SiteHeader
        app={app}
        priceName={priceName}
        search={<SearchBox autoComplete={Boolean(app?.autoComplete)} />}
        showCategoryDropdown={!showSidebar}
        mobileMenuOpen={mobileMenuOpen}
        onOpenMobileMenu={openMobileMenu}
      />
      {/* At least a screen tall: the footer starts below the fold, so a page that arrives after its loading
          block (a session check, a lazy chunk, its data) grows downwards without moving the footer on screen. */}
      <div id="page-body" className="min-h-dvh flex-1 bg-slate-50 text-slate-800">
        {/* Keyed by the frame: a page of the other frame (with or without the category column) is drawn anew in
            its place, not the previous page's column and page moved aside, which the browser counts as the page
            moving under the reader when the new page's code takes more than half a second to come. */}
        <div
          key={showSidebar ? 'with-categories' : 'full-width'}
          className={cn(
            'page-container py-6 lg:py-8',
            // The column is narrower at 1024–1279 px, leaving the list table room for all its columns.
            showSidebar &&
              'lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-6 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-8',
          )}
        >
          {showSidebar && (
            <div className="hidden lg:block">
              <CategorySidebar />
            </div>
          )}
          <main id="main-content" tabIndex={-1} className="min-w-0 focus:outline-none">
            <Outlet />
          </main>
        </div>
      </div>
      <SiteFooter app={app} />
      {whatsappPhone && <WhatsAppButton phone={whatsappPhone} text={app?.settings['footer.whatsapp.text']} />}
      {mobileMenuUsed && (
        <Suspense fallback={null}>
          <MobileMenu app={app} open={mobileMenuOpen} onClose={() => setMenuOpenedAt(null)} />
        </Suspense>
      )}
    </div>
  );
  // For the admin (themeEditorActive) the theme editor and the category icon picker, both loaded lazily.
  return <ThemeEditing active={Boolean(app?.themeEditorActive)}>{frame}</ThemeEditing>;
}
