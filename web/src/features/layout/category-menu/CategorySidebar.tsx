import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Skeleton';
import { useCategoryMenu } from '../../../lib/queries';
import { CategoryTree } from './CategoryTree';
import { useCurrentCategoryId } from './useCurrentCategoryId';

export function CategoryTreeSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3 px-2.5 py-2">
      <span className="sr-only">Kategoriler yükleniyor…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-4 rounded-full" />
          <Skeleton className={index % 3 === 0 ? 'h-3.5 w-2/3' : 'h-3.5 w-1/2'} />
        </div>
      ))}
    </div>
  );
}

/** #category-sidebar: the category list in the left column of the 'sidebar' master layout. */
export function CategorySidebar() {
  const categories = useCategoryMenu();
  const currentId = useCurrentCategoryId();
  return (
    <aside
      id="category-sidebar"
      aria-labelledby="category-sidebar-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-700 shadow-sm lg:sticky lg:top-4"
    >
      <h2
        id="category-sidebar-title"
        className="flex items-center gap-2.5 border-b border-slate-200/80 px-4 py-3.5 text-sm font-bold tracking-wide uppercase"
      >
        <Icon name="fa-solid fa-layer-group" className="opacity-60" />
        Kategoriler
      </h2>
      <nav aria-labelledby="category-sidebar-title" className="max-h-[calc(100dvh-6rem)] overflow-y-auto p-2">
        {categories.data ? (
          categories.data.length ? (
            <CategoryTree nodes={categories.data} currentId={currentId} />
          ) : (
            <p className="px-3 py-2 text-sm text-slate-500">Henüz kategori yok.</p>
          )
        ) : categories.isError ? (
          <p className="px-3 py-2 text-sm text-slate-500">Kategoriler yüklenemedi.</p>
        ) : (
          <CategoryTreeSkeleton />
        )}
      </nav>
    </aside>
  );
}
