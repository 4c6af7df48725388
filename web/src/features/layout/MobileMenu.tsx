import { Link } from 'react-router';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { ApplicationResponse, MenuEntry } from '@bayi/common';
import { AppLink } from '../../components/AppLink';
import { buttonClasses } from '../../components/Button';
import { Drawer } from '../../components/Drawer';
import { Icon } from '../../components/Icon';
import { cn } from '../../lib/cn';
import { useCategoryMenu } from '../../lib/queries';
import { signOutThroughLink } from '../../lib/offline';
import { LOGOUT_URL } from '../../lib/urls';
import { useHeaderMenu } from './api';
import { CategoryTreeSkeleton } from './category-menu/CategorySidebar';
import { CategoryTree } from './category-menu/CategoryTree';
import { useCurrentCategoryId } from './category-menu/useCurrentCategoryId';

/** Rows of at least 44 px, the finger's size (WCAG 2.5.5 target size): this menu only opens below 1024 px. */
const rowClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600';

function SectionTitle({ children }: { children: string }) {
  return <h3 className="px-3 pt-4 pb-1.5 text-xs font-bold tracking-wider text-subtle uppercase">{children}</h3>;
}

/** Menu style classes are meant for the coloured header bar, so the white drawer leaves them out. */
function MenuEntryRow({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  if (!entry.childs?.length) {
    return (
      <AppLink url={entry.url} onClick={onNavigate} className={rowClass}>
        {entry.displayName}
      </AppLink>
    );
  }
  return (
    <Disclosure>
      <DisclosureButton className={cn(rowClass, 'group/toggle justify-between')}>
        {entry.displayName}
        <Icon
          name="fa-solid fa-chevron-down"
          className="text-[0.65rem] text-slate-400 transition-transform group-data-open/toggle:rotate-180"
        />
      </DisclosureButton>
      <DisclosurePanel className="ml-3 border-l border-slate-200 pl-2">
        {entry.childs.map((child) => (
          <AppLink key={child.id} url={child.url} onClick={onNavigate} className={cn(rowClass, 'font-normal')}>
            {child.displayName}
          </AppLink>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}

function AccountSection({ app, onNavigate }: { app: ApplicationResponse | undefined; onNavigate: () => void }) {
  if (!app) return null;
  if (!app.isLoggedIn) {
    return (
      <div className="px-3 pt-3">
        <Link to="/login" onClick={onNavigate} className={buttonClasses('primary', 'md', 'w-full')}>
          <Icon name="fa-solid fa-right-to-bracket" />
          Bayi Girişi
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-3 mt-3 rounded-xl bg-slate-50 p-1.5">
      <p className="truncate px-3 pt-2 pb-1 text-sm font-semibold text-slate-900">{app.memberDisplayName}</p>
      {app.staffRole && (
        <Link to="/admin" onClick={onNavigate} className={rowClass}>
          <Icon name="fa-solid fa-gauge" className="text-slate-400" />
          Yönetim paneli
        </Link>
      )}
      <Link to="/basket" onClick={onNavigate} className={rowClass}>
        <Icon name="fa-solid fa-cart-shopping" className="text-slate-400" />
        Sepetim
      </Link>
      <Link to="/quick-order" onClick={onNavigate} className={rowClass}>
        <Icon name="fa-solid fa-bolt" className="text-slate-400" />
        Hızlı Sipariş
      </Link>
      <Link to="/info/me" onClick={onNavigate} className={rowClass}>
        <Icon name="fa-solid fa-user" className="text-slate-400" />
        Hesabım
      </Link>
      <Link to="/payment" onClick={onNavigate} className={rowClass}>
        <Icon name="fa-regular fa-credit-card" className="text-slate-400" />
        Ödeme Sayfası
      </Link>
      <a href={LOGOUT_URL} onClick={signOutThroughLink} className={cn(rowClass, 'text-red-700')}>
        <Icon name="fa-solid fa-right-from-bracket" />
        Çıkış
      </a>
    </div>
  );
}

interface MobileMenuProps {
  app: ApplicationResponse | undefined;
  open: boolean;
  onClose: () => void;
}

/** The slide-in menu of small screens: account links, the header menu and the category tree (spec §2). */
export function MobileMenu({ app, open, onClose }: MobileMenuProps) {
  const menu = useHeaderMenu();
  const categories = useCategoryMenu();
  const currentId = useCurrentCategoryId();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={app?.settings.firmaadi ?? 'Menü'}
      side="left"
      widthClass="max-w-[22rem]"
    >
      <div className="pb-8">
        <AccountSection app={app} onNavigate={onClose} />
        {menu.data && menu.data.length > 0 && (
          <nav aria-label="Menü" className="px-2">
            <SectionTitle>Menü</SectionTitle>
            {menu.data.map((entry) => (
              <MenuEntryRow key={entry.id} entry={entry} onNavigate={onClose} />
            ))}
          </nav>
        )}
        <nav aria-label="Kategoriler" className="px-2">
          <SectionTitle>Kategoriler</SectionTitle>
          {categories.data ? (
            <CategoryTree nodes={categories.data} currentId={currentId} onNavigate={onClose} />
          ) : (
            <CategoryTreeSkeleton rows={6} />
          )}
        </nav>
      </div>
    </Drawer>
  );
}
