import { Link } from 'react-router';
import type { ApplicationResponse } from '@bayi/common';
import { buttonClasses } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Skeleton';
import { intentModule } from '../../../lib/intentModule';
import { ACCOUNT_BUTTON_CLASS, AccountButtonContent } from './accountButton';
import { ACCOUNT_MENU_ID } from './navItem';

const useAccountMenuPopup = intentModule(() => import('./AccountMenuPopup'));

function SignedInMenu({ displayName, priceName }: { displayName: string; priceName: string | null }) {
  const { module, intent, standInProps } = useAccountMenuPopup();
  if (module) {
    return (
      <module.AccountMenuPopup displayName={displayName} priceName={priceName} initialAction={intent?.action ?? null} />
    );
  }
  // Looks and reads like the menu button; the menu itself loads on first hover, focus or click.
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-controls={ACCOUNT_MENU_ID}
      className={ACCOUNT_BUTTON_CLASS}
      {...standInProps()}
    >
      <AccountButtonContent displayName={displayName} />
    </button>
  );
}

/** Account menu for dealers, 'Bayi Girişi' for visitors (spec §2 "Account menu"). */
export function AccountMenu({ app, priceName }: { app: ApplicationResponse | undefined; priceName: string | null }) {
  // As tall as the sign-in button it most often becomes (44 px), so the header keeps its height.
  if (!app) return <Skeleton className="h-11 w-32 rounded-full" />;
  if (app.isLoggedIn) {
    const menu = <SignedInMenu displayName={app.memberDisplayName ?? 'Hesabım'} priceName={priceName} />;
    if (!app.staffRole) return menu;
    // Staff reach the back office from the header (on a phone, from the side menu).
    return (
      <div className="flex items-center gap-2">
        <Link to="/admin" className={buttonClasses('secondary', 'md', 'hidden whitespace-nowrap lg:inline-flex')}>
          <Icon name="fa-solid fa-gauge" />
          Yönetim
        </Link>
        {menu}
      </div>
    );
  }
  return (
    <Link to="/login" className={buttonClasses('primary', 'md', 'whitespace-nowrap')}>
      <Icon name="fa-solid fa-right-to-bracket" />
      Bayi Girişi
    </Link>
  );
}
