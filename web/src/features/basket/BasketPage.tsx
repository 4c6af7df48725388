import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /basket (spec §2 "Basket"). */
export function BasketPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Sepetim' }]} />
      <PageHeading title="Sepetim" />
      <ComingSoon icon="fa-solid fa-cart-shopping">
        Sepet satırları ve sipariş verme çok yakında burada olacak.
      </ComingSoon>
    </>
  );
}
