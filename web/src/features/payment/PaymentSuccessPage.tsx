import { useParams, useSearchParams } from 'react-router';
import { buttonClasses, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { receiptPrintUrl } from '../../lib/urls';

/** /payment/success/{id}?fid= (spec §2 "Payment success"): the receipt opens in a new tab. */
export function PaymentSuccessPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const receiptId = params.get('fid');
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-3xl text-emerald-600">
        <Icon name="fa-solid fa-circle-check" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Ödemeniz Başarıyla Alınmıştır.</h1>
      <p className="text-slate-600">
        Ödeme numaranız: <strong className="font-semibold text-slate-900">{id}</strong>
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {receiptId && (
          <a
            href={receiptPrintUrl(receiptId)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary')}
          >
            <Icon name="fa-solid fa-print" />
            Dekont Yazdır
          </a>
        )}
        <ButtonLink to="/" variant="secondary">
          Ana sayfaya dön
        </ButtonLink>
      </div>
    </Card>
  );
}
