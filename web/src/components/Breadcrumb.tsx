import { Link } from 'react-router';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';

export interface Crumb {
  title: string;
  /** In-app path; the last crumb never links. */
  to?: string;
}

interface BreadcrumbProps {
  /** undefined while the page does not know its crumbs yet: a skeleton shows (spec §2). */
  items: readonly Crumb[] | undefined;
}

export function Breadcrumb({ items }: BreadcrumbProps) {
  if (!items) {
    return (
      // The same box as the trail it stands for, down to the home link's 44 px target reaching past the page's
      // edge on phones: the page does not move, even by its outline, when the trail replaces it.
      <div role="status" className="-mt-2.5 mb-1.5 flex h-11 items-center gap-x-2 lg:mt-0 lg:mb-4 lg:h-6">
        <span className="sr-only">Sayfa konumu yükleniyor…</span>
        <span className="-mx-2.5 inline-flex size-11 items-center justify-center lg:mx-0 lg:size-6">
          <Skeleton className="h-4 w-4 rounded-full" />
        </span>
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-3.5 w-36" />
      </div>
    );
  }
  return (
    // Below 1024 px each link is 44 px high (WCAG 2.5.5 target size); the row keeps its place by
    // giving the difference back in margins.
    <nav aria-label="Sayfa konumu" className="-mt-2.5 mb-1.5 text-sm lg:mt-0 lg:mb-4">
      <ol className="flex flex-wrap items-center gap-x-2 text-slate-500 lg:gap-y-1">
        <li className="flex items-center">
          <Link
            to="/"
            className="-mx-2.5 inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-200/70 lg:mx-0 lg:size-6 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <Icon name="fa-solid fa-house" className="text-xs" />
            <span className="sr-only">Ana Sayfa</span>
          </Link>
        </li>
        {items.map((crumb, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${crumb.title}`} className="flex min-w-0 items-center gap-2">
              <Icon name="fa-solid fa-chevron-right" className="text-[0.6rem] text-slate-400" />
              {crumb.to && !isLast ? (
                <Link
                  to={crumb.to}
                  className="flex min-h-11 min-w-11 items-center rounded hover:text-slate-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 lg:min-h-0 lg:min-w-0"
                >
                  <span className="truncate">{crumb.title}</span>
                </Link>
              ) : (
                <span className="truncate font-medium text-slate-800" aria-current={isLast ? 'page' : undefined}>
                  {crumb.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
