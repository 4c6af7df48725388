import { useParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';

/** /checkout/success/{id} (spec §2 "Order success"). */
export function CheckoutSuccessPage() {
  const { id = '' } = useParams();
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-3xl text-emerald-600">
        <Icon name="fa-solid fa-circle-check" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Siparişiniz Başarıyla Oluşturuldu.</h1>
      <p className="text-slate-600">
        Sipariş numaranız: <strong className="font-semibold text-slate-900">{id}</strong>
      </p>
      <ButtonLink to="/" className="mt-2">
        <Icon name="fa-solid fa-house" />
        Ana sayfaya dön
      </ButtonLink>
    </Card>
  );
}
