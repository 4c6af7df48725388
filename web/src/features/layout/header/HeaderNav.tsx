import { Popover, PopoverButton, PopoverGroup, PopoverPanel } from '@headlessui/react';
import type { MenuEntry } from '@bayi/common';
import { AppLink } from '../../../components/AppLink';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { useHeaderMenu } from '../api';

const topItemClass =
  'inline-flex h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-current data-open:bg-white/15';

function DropdownEntry({ entry }: { entry: MenuEntry }) {
  return (
    <Popover className="shrink-0">
      <PopoverButton className={cn(topItemClass, 'group/toggle', entry.cssClass)}>
        {entry.displayName}
        <Icon
          name="fa-solid fa-chevron-down"
          className="text-[0.6rem] opacity-70 transition-transform group-data-open/toggle:rotate-180"
        />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 6 }}
        transition
        className="z-40 flex min-w-56 flex-col rounded-xl border border-slate-200 bg-white p-1.5 text-slate-700 shadow-xl transition data-closed:-translate-y-1 data-closed:opacity-0 data-enter:duration-200 data-enter:ease-out data-leave:duration-150 data-leave:ease-in"
      >
        {({ close }) => (
          <>
            {entry.childs.map((child) => (
              <AppLink
                key={child.id}
                url={child.url}
                onClick={() => close()}
                className={cn(
                  'rounded-lg px-3 py-2 text-sm hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600',
                  child.cssClass,
                )}
              >
                {child.displayName}
              </AppLink>
            ))}
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}

/**
 * The header navigation from menu.header (spec §2): plain or in-app links, drop-downs for entries
 * with childs (one open at a time), rendered only once the menu has loaded.
 */
export function HeaderNav({ className }: { className?: string }) {
  const menu = useHeaderMenu();
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
  return (
    <PopoverGroup as="ul" className={cn('items-center gap-0.5', className)}>
      {menu.data.map((entry) => (
        <li key={entry.id} className="shrink-0">
          {entry.childs?.length ? (
            <DropdownEntry entry={entry} />
          ) : (
            <AppLink url={entry.url} className={cn(topItemClass, entry.cssClass)}>
              {entry.displayName}
            </AppLink>
          )}
        </li>
      ))}
    </PopoverGroup>
  );
}
