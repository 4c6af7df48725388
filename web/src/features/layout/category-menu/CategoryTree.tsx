import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CategoryNode } from '@bayi/common';
import { Icon } from '../../../components/Icon';
import { cn } from '../../../lib/cn';
import { CategoryIcon } from './CategoryIcon';
import { findServerCurrent, initiallyOpenIds, pathToCategory } from '../../../lib/categoryTree';
import { useThemeEditing } from '../../../lib/themeEditing';

interface CategoryTreeProps {
  nodes: readonly CategoryNode[];
  /** From the route; falls back to the node the server marked current. */
  currentId: number | null;
  onNavigate?: () => void;
}

interface BranchProps {
  nodes: readonly CategoryNode[];
  depth: number;
  currentId: number | null;
  currentPath: ReadonlySet<number>;
  isOpen: (id: number) => boolean;
  toggle: (id: number) => void;
  onNavigate?: () => void;
}

function CategoryBranch({ nodes, depth, currentId, currentPath, isOpen, toggle, onNavigate }: BranchProps) {
  const idPrefix = useId();
  // Theme-editor mode (the admin): the icon becomes its own button that opens the icon picker.
  const editing = useThemeEditing();
  return (
    <ul className={cn(depth > 0 && 'mt-0.5 ml-[1.15rem] border-l border-slate-200 pl-2')}>
      {nodes.map((node) => {
        const hasChildren = Boolean(node.childs?.length);
        const open = hasChildren && isOpen(node.id);
        const isCurrent = node.id === currentId;
        const inPath = !isCurrent && currentPath.has(node.id);
        const panelId = `${idPrefix}-${node.id}`;
        return (
          <li key={node.id}>
            <div
              className={cn(
                'group flex items-center rounded-lg transition-colors',
                isCurrent ? 'bg-blue-50 text-blue-800' : 'hover:bg-slate-100',
              )}
            >
              {editing && (
                <button
                  type="button"
                  onClick={() => editing.editCategoryIcon({ id: node.id, name: node.name, icon: node.icon })}
                  title="İkonu değiştir"
                  data-category-icon-edit={node.id}
                  className="ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-400 hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-blue-600 lg:size-8"
                >
                  <CategoryIcon icon={node.icon} />
                  <span className="sr-only">{node.name} ikonunu değiştir</span>
                </button>
              )}
              <Link
                to={`/catalog/${node.id}`}
                onClick={onNavigate}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  // 44 px rows below 1024 px (the slide-in menu; WCAG 2.5.5), the sidebar's compact rows above.
                  'flex min-h-11 min-w-0 flex-1 items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm lg:min-h-0 lg:items-start focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600',
                  isCurrent && 'font-semibold',
                  inPath && 'font-medium text-slate-900',
                  depth > 0 && 'py-1.5',
                )}
              >
                {!editing && <CategoryIcon icon={node.icon} />}
                <span className="min-w-0 flex-1 leading-snug break-words">{node.name}</span>
              </Link>
              {hasChildren && (
                <button
                  type="button"
                  onClick={() => toggle(node.id)}
                  aria-expanded={open}
                  aria-controls={panelId}
                  className="inline-flex size-11 shrink-0 items-center lg:mr-1 lg:size-8 justify-center rounded-md text-slate-500 hover:bg-slate-200/70 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  <Icon
                    name="fa-solid fa-chevron-down"
                    className={cn('text-[0.65rem] transition-transform', open && 'rotate-180')}
                  />
                  <span className="sr-only">
                    {node.name} alt kategorilerini {open ? 'gizle' : 'göster'}
                  </span>
                </button>
              )}
            </div>
            {hasChildren && (
              <div id={panelId} hidden={!open}>
                {open && (
                  <CategoryBranch
                    nodes={node.childs}
                    depth={depth + 1}
                    currentId={currentId}
                    currentPath={currentPath}
                    isOpen={isOpen}
                    toggle={toggle}
                    onNavigate={onNavigate}
                  />
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The nested category list with chevrons to open children. The current category is highlighted
 * and its ancestors open themselves (spec §2 "Category side menu").
 */
export function CategoryTree({ nodes, currentId, onNavigate }: CategoryTreeProps) {
  const effectiveCurrent = currentId ?? findServerCurrent(nodes);
  const currentPath = useMemo(
    () => new Set(effectiveCurrent === null ? [] : pathToCategory(nodes, effectiveCurrent)),
    [nodes, effectiveCurrent],
  );
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const serverOpen = useMemo(() => initiallyOpenIds(nodes), [nodes]);

  // Ancestors of the current category (and server-flagged nodes) start open until the user closes them.
  const isOpen = (id: number) => toggled.get(id) ?? (currentPath.has(id) || serverOpen.has(id));
  const toggle = (id: number) =>
    setToggled((previous) => {
      const next = new Map(previous);
      next.set(id, !isOpen(id));
      return next;
    });

  return (
    <CategoryBranch
      nodes={nodes}
      depth={0}
      currentId={effectiveCurrent}
      currentPath={currentPath}
      isOpen={isOpen}
      toggle={toggle}
      onNavigate={onNavigate}
    />
  );
}
