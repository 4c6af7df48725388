import { Link } from 'react-router';
import type { AdminPageSummary } from '@bayi/common';
import { Icon } from '../../../components/Icon';
import { OnOffBadge } from '../components/StatusBadge';

/** Pieces the content pages' list and editor share. */

export function PublishedBadge({ published }: { published: boolean }) {
  return <OnOffBadge on={published} labels={['Yayında', 'Taslak']} nowrap />;
}

/** The page on the storefront, in a new tab; a draft has no address there yet. */
export function StorefrontLink({ page }: { page: Pick<AdminPageSummary, 'id' | 'title' | 'isPublished'> }) {
  if (!page.isPublished) return <span className="text-sm text-slate-500">Yayında değil</span>;
  return (
    <Link
      to={`/page/${page.id}`}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-blue-800 underline-offset-4 hover:underline"
    >
      <span>
        Mağazada gör<span className="sr-only">: {page.title} (yeni sekmede açılır)</span>
      </span>
      <Icon name="fa-solid fa-arrow-up-right-from-square" className="text-xs" />
    </Link>
  );
}
