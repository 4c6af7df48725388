import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Popover, PopoverButton, PopoverGroup, PopoverPanel } from '@headlessui/react';
import type { MenuEntry } from '@bayi/common';
import { AppLink } from '../../../components/AppLink';
import { Icon } from '../../../components/Icon';
import { cn } from '../../../lib/cn';
import { useCarryOverIntent, type IntentAction, type PendingIntent } from '../../../lib/intentModule';
import { menuEntryClass, MenuEntryText } from './menuEntry';
import { NAV_ENTRY_ATTRIBUTE, navPanelId, TOP_ITEM_CLASS } from './navItem';

function DropdownEntry({ entry, initialAction }: { entry: MenuEntry; initialAction: IntentAction | null }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useCarryOverIntent(buttonRef, initialAction);
  return (
    <Popover className="shrink-0">
      <PopoverButton ref={buttonRef} className={cn(TOP_ITEM_CLASS, 'group/toggle', menuEntryClass(entry))}>
        <MenuEntryText entry={entry} />
        <Icon
          name="fa-solid fa-chevron-down"
          className="text-[0.6rem] opacity-70 transition-transform group-data-open/toggle:rotate-180"
        />
      </PopoverButton>
      <PopoverPanel
        id={navPanelId(entry.id)}
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
                  menuEntryClass(child),
                )}
              >
                <MenuEntryText entry={child} iconClassName="mr-1.5" />
              </AppLink>
            ))}
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}

/** The menu bar with working drop-downs (one open at a time), loaded on first reach for a drop-down. */
export function HeaderNavList({
  entries,
  className,
  intent,
  focusedEntry,
}: {
  entries: readonly MenuEntry[];
  className?: string;
  intent: PendingIntent | null;
  /** The stand-in entry that had focus when this list replaced the stand-ins (HeaderNav). */
  focusedEntry: RefObject<string | null>;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // Once, as it replaces the stand-ins: take over their focus if the swap dropped it on <body>.
  useLayoutEffect(() => {
    const entryId = focusedEntry.current;
    const active = document.activeElement;
    if (!entryId || (active && active !== document.body)) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[${NAV_ENTRY_ATTRIBUTE}="${entryId}"] :is(a, button)`)
      ?.focus({ preventScroll: true });
  }, [focusedEntry]);
  return (
    <PopoverGroup as="ul" ref={listRef} className={cn('items-center gap-0.5', className)}>
      {entries.map((entry) => (
        <li key={entry.id} className="shrink-0" {...{ [NAV_ENTRY_ATTRIBUTE]: entry.id }}>
          {entry.childs?.length ? (
            <DropdownEntry entry={entry} initialAction={intent?.target === String(entry.id) ? intent.action : null} />
          ) : (
            <AppLink url={entry.url} className={cn(TOP_ITEM_CLASS, menuEntryClass(entry))}>
              <MenuEntryText entry={entry} />
            </AppLink>
          )}
        </li>
      ))}
    </PopoverGroup>
  );
}
