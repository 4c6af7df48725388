import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /payment: 'Ödeme Sayfası (Tahsilat)' (spec §2). */
export function PaymentPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Ödeme Sayfası (Tahsilat)' }]} />
      <PageHeading title="Ödeme Sayfası (Tahsilat)" />
      <ComingSoon icon="fa-solid fa-credit-card">
        Kartla tahsilat ve taksit seçenekleri çok yakında burada olacak.
      </ComingSoon>
    </>
  );
}
