import { Link } from 'react-router';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import type { ApplicationResponse } from '@bayi/common';
import { buttonClasses } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Skeleton';
import { deleteCookie, PRICE_NAME_COOKIE } from '../../../lib/cookies';
import { LOGOUT_URL } from '../../../lib/urls';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');
}

function resetPrices() {
  deleteCookie(PRICE_NAME_COOKIE);
  window.location.reload();
}

function SignedInMenu({ displayName, priceName }: { displayName: string; priceName: string | null }) {
  return (
    <Menu>
      <MenuButton className="flex max-w-[15rem] items-center gap-2.5 rounded-full py-1 pr-3 pl-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 data-open:bg-slate-100">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-900 text-xs font-bold text-white"
        >
          {initialsOf(displayName) || <Icon name="fa-solid fa-user" />}
        </span>
        <span className="hidden min-w-0 truncate md:block">{displayName}</span>
        <Icon name="fa-solid fa-chevron-down" className="text-[0.65rem] opacity-60" />
        <span className="sr-only md:hidden">{displayName} hesap menüsü</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className="z-40 w-60 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl [--anchor-gap:0.5rem] focus:outline-none data-closed:scale-95 data-closed:opacity-0 data-enter:duration-200 data-enter:ease-out data-leave:duration-150 data-leave:ease-in"
      >
        <div className="px-3 pt-2 pb-2.5 text-xs text-slate-500">
          Oturum açık:
          <span className="block truncate text-sm font-semibold text-slate-900">{displayName}</span>
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        <MenuItem>
          <Link to="/basket" className={itemClass}>
            <Icon name="fa-solid fa-cart-shopping" className="w-4 text-slate-400" />
            Sepetim
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/info/me" className={itemClass}>
            <Icon name="fa-solid fa-user" className="w-4 text-slate-400" />
            Hesabım
          </Link>
        </MenuItem>
        {priceName && (
          <MenuItem>
            <button type="button" onClick={resetPrices} className={itemClass}>
              <Icon name="fa-solid fa-rotate-left" className="w-4 text-slate-400" />
              Fiyatları Sıfırla
            </button>
          </MenuItem>
        )}
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        <MenuItem>
          {/* A server page: a full navigation ends the session (spec §2). */}
          <a href={LOGOUT_URL} className={`${itemClass} text-red-700 data-focus:bg-red-50 data-focus:text-red-800`}>
            <Icon name="fa-solid fa-right-from-bracket" className="w-4" />
            Çıkış
          </a>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

/** Account menu for dealers, 'Bayi Girişi' for visitors (spec §2 "Account menu"). */
export function AccountMenu({ app, priceName }: { app: ApplicationResponse | undefined; priceName: string | null }) {
  if (!app) return <Skeleton className="h-10 w-32 rounded-full" />;
  if (app.isLoggedIn) {
    return <SignedInMenu displayName={app.memberDisplayName ?? 'Hesabım'} priceName={priceName} />;
  }
  return (
    <Link to="/login" className={buttonClasses('primary', 'md', 'whitespace-nowrap')}>
      <Icon name="fa-solid fa-right-to-bracket" />
      Bayi Girişi
    </Link>
  );
}
