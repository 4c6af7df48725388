import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /checkout/{id}: Sepetim > 'Sipariş Teslimat & Ödeme Bilgileri' (spec §2 "Checkout"). */
export function CheckoutPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Sepetim', to: '/basket' }, { title: 'Sipariş Teslimat & Ödeme Bilgileri' }]} />
      <PageHeading title="Sipariş Teslimat & Ödeme Bilgileri" />
      <ComingSoon icon="fa-solid fa-truck-fast">Teslimat ve ödeme seçenekleri çok yakında burada olacak.</ComingSoon>
    </>
  );
}
