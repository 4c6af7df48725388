import { useParams } from 'react-router';
import type { ProductListResponse } from '@bayi/common';
import { ProductListView } from './ProductListView';

const titleOf = (data: ProductListResponse) => data.title || data.category?.displayName || 'Kategori';

/** /catalog/{id}: breadcrumb 'Kategoriler' then the category (spec §2 "Product list pages"). */
export function CategoryPage() {
  const { id = '' } = useParams();
  const apiPath = `/category/${encodeURIComponent(id)}`;
  return (
    <ProductListView
      // A new category starts with an empty selection.
      key={apiPath}
      apiPath={apiPath}
      crumbs={(data) => (data ? [{ title: 'Kategoriler' }, { title: titleOf(data) }] : undefined)}
      heading={(data) => (data ? titleOf(data) : undefined)}
      notFoundTitle="Kategori bulunamadı"
    />
  );
}
