import { useParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { checkoutTexts as t } from './texts';

/** /checkout/success/{id} (spec §2 "Order success"). */
export function CheckoutSuccessPage() {
  const { id = '' } = useParams();
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-3xl text-emerald-600">
        <Icon name="fa-solid fa-circle-check" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t.success}</h1>
      <p className="text-slate-600">
        {t.orderNumber}: <strong className="font-semibold text-slate-900">{id}</strong>
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">
          <Icon name="fa-solid fa-house" />
          {t.home}
        </ButtonLink>
        <ButtonLink to="/report/siparislistesi" variant="secondary">
          <Icon name="fa-solid fa-list-ul" />
          {t.orders}
        </ButtonLink>
      </div>
    </Card>
  );
}
