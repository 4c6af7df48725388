import { useRef } from 'react';
import { Link } from 'react-router';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { CategoryNode } from '@bayi/common';
import { Icon } from '../../../components/Icon';
import { cn } from '../../../lib/cn';
import { useCarryOverIntent, type IntentAction } from '../../../lib/intentModule';
import { useCategoryMenu } from '../../../lib/queries';
import { CategoryIcon } from '../category-menu/CategoryIcon';
import { CategoryTreeSkeleton } from '../category-menu/CategorySidebar';
import { useCurrentCategoryId } from '../category-menu/useCurrentCategoryId';
import { CATEGORY_BUTTON_CLASS, CATEGORY_PANEL_ID } from './navItem';

const CHILDREN_SHOWN = 6;

function CategoryColumn({
  node,
  currentId,
  close,
}: {
  node: CategoryNode;
  currentId: number | null;
  close: () => void;
}) {
  const children = node.childs ?? [];
  // Long names ('Sıva Üstü Anahtar ve Priz…') wrap onto a second line rather than being cut.
  const linkClass = (id: number) =>
    cn(
      'block rounded-md px-2 py-1 text-sm leading-snug break-words hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600',
      id === currentId ? 'bg-blue-50 font-semibold text-blue-800' : 'text-slate-600',
    );
  return (
    <div className="min-w-0">
      <Link
        to={`/catalog/${node.id}`}
        onClick={close}
        aria-current={node.id === currentId ? 'page' : undefined}
        className={cn(
          'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600',
          node.id === currentId ? 'text-blue-800' : 'text-slate-900',
        )}
      >
        <CategoryIcon icon={node.icon} />
        <span className="leading-snug">{node.name}</span>
      </Link>
      {children.length > 0 && (
        <ul className="mt-1 ml-7 flex flex-col">
          {children.slice(0, CHILDREN_SHOWN).map((child) => (
            <li key={child.id}>
              <Link to={`/catalog/${child.id}`} onClick={close} className={linkClass(child.id)}>
                {child.name}
              </Link>
            </li>
          ))}
          {children.length > CHILDREN_SHOWN && (
            <li>
              <Link
                to={`/catalog/${node.id}`}
                onClick={close}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:underline"
              >
                Tümünü gör
                <Icon name="fa-solid fa-arrow-right" className="text-[0.7rem]" />
              </Link>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/** The working drop-down (Headless UI), loaded on the first hover, focus or click of its button. */
export function CategoryDropdownPanel({
  className,
  initialAction,
}: {
  className?: string;
  initialAction: IntentAction | null;
}) {
  const categories = useCategoryMenu();
  const currentId = useCurrentCategoryId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useCarryOverIntent(buttonRef, initialAction);
  return (
    <Popover className={className}>
      <PopoverButton ref={buttonRef} className={`${CATEGORY_BUTTON_CLASS} data-open:bg-white/20`}>
        <Icon name="fa-solid fa-bars-staggered" />
        Kategoriler
        <Icon
          name="fa-solid fa-chevron-down"
          className="text-[0.65rem] opacity-70 transition-transform group-data-open/toggle:rotate-180"
        />
      </PopoverButton>
      <PopoverPanel
        id={CATEGORY_PANEL_ID}
        anchor={{ to: 'bottom start', gap: 6 }}
        transition
        className="z-40 w-[min(64rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-2xl transition data-closed:-translate-y-1 data-closed:opacity-0 data-enter:duration-200 data-enter:ease-out data-leave:duration-150 data-leave:ease-in"
      >
        {({ close }) =>
          categories.data ? (
            <div className="grid max-h-[70vh] grid-cols-2 gap-x-6 gap-y-5 overflow-y-auto xl:grid-cols-4">
              {categories.data.map((node) => (
                <CategoryColumn key={node.id} node={node} currentId={currentId} close={() => close()} />
              ))}
            </div>
          ) : (
            <CategoryTreeSkeleton rows={6} />
          )
        }
      </PopoverPanel>
    </Popover>
  );
}
