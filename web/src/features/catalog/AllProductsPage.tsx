import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /productAll: 'Tüm Ürünler' (spec §2). */
export function AllProductsPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Tüm Ürünler' }]} />
      <PageHeading title="Tüm Ürünler" />
      <ComingSoon icon="fa-solid fa-boxes-stacked">Tüm ürünlerin listesi çok yakında burada olacak.</ComingSoon>
    </>
  );
}
