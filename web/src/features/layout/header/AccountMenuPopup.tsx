import { useRef } from 'react';
import { Link } from 'react-router';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Icon } from '../../../components/Icon';
import { deleteCookie, PRICE_NAME_COOKIE } from '../../../lib/cookies';
import { useCarryOverIntent, type IntentAction } from '../../../lib/intentModule';
import { signOutThroughLink } from '../../../lib/offline';
import { LOGOUT_URL } from '../../../lib/urls';
import { ACCOUNT_BUTTON_CLASS, AccountButtonContent } from './accountButton';
import { ACCOUNT_MENU_ID } from './navItem';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

function resetPrices() {
  deleteCookie(PRICE_NAME_COOKIE);
  window.location.reload();
}

/** The dealer's account menu (Headless UI), loaded when the dealer first reaches for it. */
export function AccountMenuPopup({
  displayName,
  priceName,
  initialAction,
}: {
  displayName: string;
  priceName: string | null;
  initialAction: IntentAction | null;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useCarryOverIntent(buttonRef, initialAction);
  return (
    <Menu>
      <MenuButton ref={buttonRef} className={`${ACCOUNT_BUTTON_CLASS} data-open:bg-slate-100`}>
        <AccountButtonContent displayName={displayName} />
      </MenuButton>
      <MenuItems
        id={ACCOUNT_MENU_ID}
        anchor="bottom end"
        transition
        // `transition` names what fades and grows: with a duration alone every property was animated, the anchor's
        // top and left too, so the menu slid in from across the header when first opened.
        className="z-40 w-60 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl transition [--anchor-gap:0.5rem] focus:outline-none data-closed:scale-95 data-closed:opacity-0 data-enter:duration-200 data-enter:ease-out data-leave:duration-150 data-leave:ease-in"
      >
        <div className="px-3 pt-2 pb-2.5 text-xs text-slate-500">
          Oturum açık:
          <span className="block truncate text-sm font-semibold text-slate-900">{displayName}</span>
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        <MenuItem>
          <Link to="/basket" className={itemClass}>
            <Icon name="fa-solid fa-cart-shopping" className="text-slate-400" />
            Sepetim
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/quick-order" className={itemClass}>
            <Icon name="fa-solid fa-bolt" className="text-slate-400" />
            Hızlı Sipariş
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/info/me" className={itemClass}>
            <Icon name="fa-solid fa-user" className="text-slate-400" />
            Hesabım
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/payment" className={itemClass}>
            <Icon name="fa-regular fa-credit-card" className="text-slate-400" />
            Ödeme Sayfası
          </Link>
        </MenuItem>
        {priceName && (
          <MenuItem>
            <button type="button" onClick={resetPrices} className={itemClass}>
              <Icon name="fa-solid fa-rotate-left" className="text-slate-400" />
              Fiyatları Sıfırla
            </button>
          </MenuItem>
        )}
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        <MenuItem>
          {/* A server page: a full navigation ends the session (spec §2), once the kept prices are gone. */}
          <a
            href={LOGOUT_URL}
            onClick={signOutThroughLink}
            className={`${itemClass} text-red-700 data-focus:bg-red-50 data-focus:text-red-800`}
          >
            <Icon name="fa-solid fa-right-from-bracket" />
            Çıkış
          </a>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
