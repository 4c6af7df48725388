import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CategoryMenuResponse, CategoryNode } from '@bayi/common';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/queryKeys';
import type { IconEditTarget } from '../../../lib/themeEditing';
import { updateCategoryIcon } from '../api';
import { T } from '../texts';
import { reportFailure, showToast } from '../toast';
import type { IconEntry, IconStyle } from './iconIndex';

const TABS: { key: 'all' | IconStyle; label: string }[] = [
  { key: 'all', label: T.iconTabs.all },
  { key: 'regular', label: T.iconTabs.regular },
  { key: 'solid', label: T.iconTabs.solid },
  { key: 'brands', label: T.iconTabs.brands },
];
const CELL_WIDTH = 88;
const ROW_HEIGHT = 76;

/** The index (≈ 66 KB gzipped) is its own chunk, fetched the first time the picker opens. */
const loadIconIndex = () => import('./iconIndex');

function withIcon(nodes: CategoryNode[], id: number, icon: string): CategoryNode[] {
  return nodes.map((node) =>
    node.id === id
      ? { ...node, icon }
      : node.childs?.length
        ? { ...node, childs: withIcon(node.childs, id, icon) }
        : node,
  );
}

/**
 * The category icon picker (spec §2 "Category side menu"): tabs All, Regular, Solid, Brands, a name filter,
 * a preview and İkonu Güncelle, which posts the category id and the icon's classes and shows the new icon in
 * the menu at once. A modal dialog like the app's others; the grid is virtualised (@tanstack/react-virtual).
 */
export function IconPickerDialog({ category, onClose }: { category: IconEditTarget; onClose: () => void }) {
  const queryClient = useQueryClient();
  const index = useQuery({
    queryKey: ['fa-icon-index'],
    queryFn: loadIconIndex,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const [tab, setTab] = useState(0);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string | null>(category.icon);
  const [updating, setUpdating] = useState(false);
  const filterId = useId();
  const countId = useId();

  const matching = useMemo(() => {
    if (!index.data) return [];
    const { ICONS, filterIcons } = index.data;
    return filterIcons(ICONS, filter);
  }, [index.data, filter]);
  const shown = useMemo(
    () => (TABS[tab]!.key === 'all' ? matching : matching.filter((icon) => icon.style === TABS[tab]!.key)),
    [matching, tab],
  );
  const chosenEntry = index.data?.ICONS.find((icon) => icon.className === chosen);

  const update = async () => {
    if (!chosen) return;
    setUpdating(true);
    try {
      await updateCategoryIcon(category.id, chosen);
      // The menu shows the new icon at once, then reloads the tree from the server.
      queryClient.setQueryData(queryKeys.categoryMenu, (old: CategoryMenuResponse | undefined) =>
        old ? { ...old, items: withIcon(old.items, category.id, chosen) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.categoryMenu });
      showToast('success', T.iconUpdated);
      onClose();
    } catch (error) {
      reportFailure(T.iconUpdateFailed, error);
      setUpdating(false);
    }
  };

  return (
    <Modal
      open
      onClose={() => !updating && onClose()}
      title={T.iconTitle(category.name)}
      widthClass="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={updating}>
            {T.cancel}
          </Button>
          <Button onClick={update} loading={updating} disabled={!chosen || chosen === category.icon}>
            {T.iconUpdate}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <Preview chosen={chosenEntry ?? null} chosenClass={chosen} current={category.icon} />
        <div className="min-w-0 flex-1">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-slate-800">
            {T.iconFilterLabel}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={T.iconFilterPlaceholder}
            aria-describedby={countId}
            autoComplete="off"
            spellCheck={false}
            className="h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-blue-600 focus:outline-2 focus:outline-blue-600 lg:h-10"
          />
          <p id={countId} aria-live="polite" className="mt-1 text-xs text-slate-600">
            {index.data ? T.iconCount(shown.length) : ''}
          </p>
        </div>
      </div>
      <TabGroup selectedIndex={tab} onChange={setTab} className="mt-3">
        <TabList className="flex gap-1 border-b border-slate-200">
          {TABS.map((entry) => (
            <Tab
              key={entry.key}
              className="-mb-px min-h-11 rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 data-selected:border-blue-700 data-selected:text-blue-800 lg:min-h-10"
            >
              {entry.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-3">
          {TABS.map((entry) => (
            <TabPanel key={entry.key} unmount>
              {index.isPending ? (
                <div className="flex h-72 items-center justify-center text-sm text-slate-600">
                  <Spinner className="mr-2" />
                  {T.iconLoading}
                </div>
              ) : index.isError ? (
                <p className="flex h-72 items-center justify-center text-sm text-slate-600">{T.iconLoadFailed}</p>
              ) : shown.length === 0 ? (
                <p className="flex h-72 items-center justify-center text-sm text-slate-600">{T.iconNone}</p>
              ) : (
                // A new filter or tab starts over: at the chosen icon when it is among the results, else at the top.
                <IconGrid key={`${tab}|${filter}`} icons={shown} chosen={chosen} onChoose={setChosen} />
              )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}

function Preview({
  chosen,
  chosenClass,
  current,
}: {
  chosen: IconEntry | null;
  chosenClass: string | null;
  current: string | null;
}) {
  return (
    <section
      aria-label={T.iconPreview}
      className="flex shrink-0 items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:w-52 sm:flex-col sm:items-start"
    >
      <div
        data-icon-preview
        className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-white text-3xl text-slate-800 ring-1 ring-slate-200"
      >
        {chosenClass ? (
          <Icon name={chosenClass} />
        ) : (
          <span className="size-3 rounded-full border-2 border-current opacity-50" />
        )}
      </div>
      <dl className="min-w-0 text-sm">
        <dt className="text-xs text-slate-600">{T.iconChosen}</dt>
        <dd className="truncate font-semibold text-slate-900">
          {chosen ? chosen.name : (chosenClass ?? T.iconDefault)}
        </dd>
        {chosenClass && <dd className="truncate font-mono text-xs text-slate-700">{chosenClass}</dd>}
        <dt className="mt-2 text-xs text-slate-600">{T.iconCurrent}</dt>
        <dd className="flex items-center gap-2 truncate text-slate-800">
          {current ? (
            <>
              <Icon name={current} />
              <span className="truncate font-mono text-xs">{current}</span>
            </>
          ) : (
            T.iconDefault
          )}
        </dd>
      </dl>
    </section>
  );
}

/**
 * The icons as a virtualised listbox: only the rows in view are in the page. Focus stays on the list
 * (aria-activedescendant); arrows move through the grid, and the active icon is the chosen one.
 */
function IconGrid({
  icons,
  chosen,
  onChoose,
}: {
  icons: readonly IconEntry[];
  chosen: string | null;
  onChoose: (className: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const listId = useId();
  const [width, setWidth] = useState(0);
  const columns = Math.max(1, Math.floor(width / CELL_WIDTH));
  const rows = Math.ceil(icons.length / columns);
  const chosenIndex = icons.findIndex((icon) => icon.className === chosen);
  const [active, setActive] = useState(() => Math.max(0, chosenIndex));
  const activeIndex = Math.min(active, icons.length - 1);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The virtualiser hands out fresh measurements on every render; the React Compiler leaves this component as it is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });

  useEffect(() => {
    if (width > 0 && activeIndex >= 0) virtualizer.scrollToIndex(Math.floor(activeIndex / columns), { align: 'auto' });
  }, [activeIndex, columns, width, virtualizer]);

  const move = (to: number) => {
    const next = Math.min(icons.length - 1, Math.max(0, to));
    setActive(next);
    onChoose(icons[next]!.className);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pageRows = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT) / ROW_HEIGHT));
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      ArrowDown: activeIndex + columns,
      ArrowUp: activeIndex - columns,
      PageDown: activeIndex + columns * pageRows,
      PageUp: activeIndex - columns * pageRows,
      Home: event.ctrlKey ? 0 : activeIndex - (activeIndex % columns),
      End: event.ctrlKey ? icons.length - 1 : activeIndex - (activeIndex % columns) + columns - 1,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      move(activeIndex);
      return;
    }
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const virtualRows = virtualizer.getVirtualItems();
  // Only an option in the page may be the active descendant; scrolled away by the wheel, none is.
  const activeRow = Math.floor(activeIndex / columns);
  const activeRendered = width > 0 && virtualRows.some((row) => row.index === activeRow);

  return (
    <div
      ref={scroller}
      role="listbox"
      aria-label={T.iconGrid}
      tabIndex={0}
      aria-activedescendant={activeRendered ? optionId(activeIndex) : undefined}
      onKeyDown={onKeyDown}
      className="group h-72 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <div role="none" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {width > 0 &&
          virtualRows.map((row) => (
            <div
              key={row.key}
              role="none"
              className="absolute inset-x-0 top-0 grid"
              style={{
                height: ROW_HEIGHT,
                transform: `translateY(${row.start}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {icons.slice(row.index * columns, row.index * columns + columns).map((icon, column) => {
                const index = row.index * columns + column;
                const selected = icon.className === chosen;
                return (
                  <div
                    key={icon.className}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    aria-label={`${icon.name} (${icon.style})`}
                    title={icon.className}
                    data-icon={icon.className}
                    onClick={() => move(index)}
                    className={cn(
                      'm-0.5 flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border px-1 text-slate-800',
                      selected ? 'border-blue-700 bg-blue-50 text-blue-900' : 'border-transparent hover:bg-slate-100',
                      index === activeIndex && 'group-focus-visible:ring-2 group-focus-visible:ring-blue-600',
                    )}
                  >
                    <Icon name={icon.className} className="text-xl" />
                    <span className="w-full truncate text-center text-[0.7rem] leading-tight">{icon.name}</span>
                  </div>
                );
              })}
            </div>
          ))}
      </div>
    </div>
  );
}
