import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /brand/{id}/{categoryId}: 'Markalar' > brand > category (spec §2); names arrive with the list call. */
export function BrandProductsPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Markalar', to: '/brand/all' }, { title: 'Marka Ürünleri' }]} />
      <PageHeading title="Marka Ürünleri" />
      <ComingSoon icon="fa-solid fa-tag">Bu markanın ürünleri çok yakında burada listelenecek.</ComingSoon>
    </>
  );
}
