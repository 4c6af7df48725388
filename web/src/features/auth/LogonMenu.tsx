import { AppLink } from '../../components/AppLink';
import { useLogonMenu } from './api';

/** Content pages open in the login layout there: '/page/' becomes '/apage/' (spec §2 "Sign-in"). */
export function toLoginLayoutUrl(url: string): string {
  return url.replace('/page/', '/apage/');
}

/** Links under the sign-in card, from menu.logon. */
export function LogonMenu() {
  const menu = useLogonMenu();
  // Its line is kept while the menu loads, and when it has no entries: the sign-in card, centred above it, does
  // not move when the links arrive.
  if (!menu.data?.length) return <div aria-hidden="true" className="h-5" />;
  return (
    <nav aria-label="Bilgi sayfaları">
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-white/85">
        {menu.data.map((entry) => (
          <li key={entry.id}>
            <AppLink
              url={toLoginLayoutUrl(entry.url)}
              className="rounded px-1 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {entry.displayName}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
