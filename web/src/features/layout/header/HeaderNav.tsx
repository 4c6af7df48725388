import { AppLink } from '../../../components/AppLink';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { intentModule } from '../../../lib/intentModule';
import { useHeaderMenu } from '../api';
import { navPanelId, TOP_ITEM_CLASS } from './navItem';

const useNavMenus = intentModule(() => import('./HeaderNavMenus'));

/**
 * The header navigation from menu.header (spec §2): plain or in-app links, drop-downs for entries
 * with childs (one open at a time), rendered only once the menu has loaded. The drop-downs' code
 * arrives on the first hover, focus or click of one of them.
 */
export function HeaderNav({ className }: { className?: string }) {
  const menu = useHeaderMenu();
  const { module, intent, standInProps } = useNavMenus();
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
  if (module) return <module.HeaderNavList entries={menu.data} className={className} intent={intent} />;
  return (
    <ul className={cn('items-center gap-0.5', className)}>
      {menu.data.map((entry) => (
        <li key={entry.id} className="shrink-0">
          {entry.childs?.length ? (
            <button
              type="button"
              aria-expanded={false}
              aria-controls={navPanelId(entry.id)}
              className={cn(TOP_ITEM_CLASS, 'group/toggle', entry.cssClass)}
              {...standInProps(String(entry.id))}
            >
              {entry.displayName}
              <Icon name="fa-solid fa-chevron-down" className="text-[0.6rem] opacity-70" />
            </button>
          ) : (
            <AppLink url={entry.url} className={cn(TOP_ITEM_CLASS, entry.cssClass)}>
              {entry.displayName}
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}
