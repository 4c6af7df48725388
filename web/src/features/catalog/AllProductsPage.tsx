import { ProductListView } from './ProductListView';

const CRUMBS = [{ title: 'Tüm Ürünler' }];

/** /productAll: every product (spec §2), breadcrumb 'Tüm Ürünler'. */
export function AllProductsPage() {
  return (
    <ProductListView
      apiPath="/product/all/"
      crumbs={() => CRUMBS}
      heading={() => 'Tüm Ürünler'}
      notFoundTitle="Ürün bulunamadı"
    />
  );
}
