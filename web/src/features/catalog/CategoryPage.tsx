import { useParams } from 'react-router';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { findCategory } from '../../lib/categoryTree';
import { useCategoryMenu } from '../../lib/queries';

/** /catalog/{id}: breadcrumb 'Kategoriler' then the category (spec §2 "Product list pages"). */
export function CategoryPage() {
  const { id = '' } = useParams();
  const categories = useCategoryMenu();
  const title = categories.data ? (findCategory(categories.data, Number(id))?.name ?? 'Kategori') : undefined;
  return (
    <>
      <Breadcrumb items={title === undefined ? undefined : [{ title: 'Kategoriler' }, { title }]} />
      <PageHeading title={title ?? <Skeleton className="h-8 w-56" />} />
      <ComingSoon icon="fa-solid fa-table-cells-large">
        Bu kategorinin ürün listesi çok yakında burada olacak.
      </ComingSoon>
    </>
  );
}
