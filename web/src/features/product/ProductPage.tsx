import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /product/{id} (spec §2 "Product detail"). */
export function ProductPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Ürün Detayı' }]} />
      <PageHeading title="Ürün Detayı" />
      <ComingSoon icon="fa-solid fa-box-open">
        Ürün görselleri, fiyatlar ve sepete ekleme çok yakında burada olacak.
      </ComingSoon>
    </>
  );
}
