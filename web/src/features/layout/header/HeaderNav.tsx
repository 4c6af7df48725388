import { useRef } from 'react';
import { AppLink } from '../../../components/AppLink';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { intentModule } from '../../../lib/intentModule';
import { useHeaderMenu } from '../api';
import { menuEntryClass, MenuEntryText } from './menuEntry';
import { NAV_ENTRY_ATTRIBUTE, navPanelId, TOP_ITEM_CLASS } from './navItem';

const useNavMenus = intentModule(() => import('./HeaderNavMenus'));

/**
 * The header navigation from menu.header (spec §2): plain or in-app links, drop-downs for entries
 * with childs (one open at a time), rendered only once the menu has loaded. The drop-downs' code
 * arrives on the first hover, focus or click of one of them.
 */
export function HeaderNav({ className }: { className?: string }) {
  const menu = useHeaderMenu();
  const { module, intent, standInProps } = useNavMenus();
  // The real list replaces this one when its code arrives, and Chromium moves the focus of a removed
  // element to <body>: someone tabbing along the bar would start over. The entry focused here is
  // handed to the real list, which focuses it again (WCAG 2.4.3).
  const focusedEntry = useRef<string | null>(null);
  if (menu.isPending) {
    return (
      <div aria-hidden="true" className={cn('items-center gap-3 px-2', className)}>
        {['w-20', 'w-24', 'w-16', 'w-28'].map((width) => (
          <Skeleton key={width} className={cn('h-3.5 bg-white/15', width)} />
        ))}
      </div>
    );
  }
  if (!menu.data?.length) return null;
  if (module) {
    return (
      <module.HeaderNavList entries={menu.data} className={className} intent={intent} focusedEntry={focusedEntry} />
    );
  }
  return (
    <ul
      className={cn('items-center gap-0.5', className)}
      onFocus={(event) => {
        focusedEntry.current =
          event.target.closest(`[${NAV_ENTRY_ATTRIBUTE}]`)?.getAttribute(NAV_ENTRY_ATTRIBUTE) ?? null;
      }}
      // A blur because the list is being replaced leaves the entry to hand over.
      onBlur={(event) => {
        if (event.target.isConnected) focusedEntry.current = null;
      }}
    >
      {menu.data.map((entry) => (
        <li key={entry.id} className="shrink-0" {...{ [NAV_ENTRY_ATTRIBUTE]: entry.id }}>
          {entry.childs?.length ? (
            <button
              type="button"
              aria-expanded={false}
              aria-controls={navPanelId(entry.id)}
              className={cn(TOP_ITEM_CLASS, 'group/toggle', menuEntryClass(entry))}
              {...standInProps(String(entry.id))}
            >
              <MenuEntryText entry={entry} />
              <Icon name="fa-solid fa-chevron-down" className="text-[0.6rem] opacity-70" />
            </button>
          ) : (
            <AppLink url={entry.url} className={cn(TOP_ITEM_CLASS, menuEntryClass(entry))}>
              <MenuEntryText entry={entry} />
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}
