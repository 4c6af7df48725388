import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CARD_PAYMENT, type AttemptStatusAnswer, type CheckoutData } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { ThreeDsWindow } from '../../components/payment/ThreeDsWindow';
import { useThreeDsPayment } from '../../components/payment/useThreeDsPayment';
import { Skeleton } from '../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';
import { useCheckout, useSubmitCheckout } from './api';
import { completedChoices, initialChoices, toSubmission, type CheckoutChoices } from './checkoutForm';
import { CompletedChoices } from './CompletedChoices';
import { DeliveryOptions } from './DeliveryOptions';
import { PaymentOptions } from './PaymentOptions';
import { DELIVERY_OPTIONS, checkoutTexts as t, paymentOption } from './texts';

const CRUMBS = [{ title: t.basket, to: '/basket' }, { title: t.title }];
const isOrderId = (id: string) => /^[1-9]\d{0,9}$/.test(id);

function CheckoutSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <span className="sr-only">{t.loading}</span>
      <div className="flex flex-col gap-6">
        {[0, 1].map((block) => (
          <div key={block} className="rounded-2xl border border-slate-200 bg-white p-6">
            <Skeleton className="mb-5 h-6 w-48" />
            <div className="grid gap-3 sm:grid-cols-2">
              <Skeleton className="h-20 w-full rounded-xl" />
              <Skeleton className="h-20 w-full rounded-xl" />
              <Skeleton className="h-20 w-full rounded-xl" />
              <Skeleton className="h-20 w-full rounded-xl" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert tone="error" className="w-full">
        <p className="font-semibold">{t.notFound}</p>
        <p className="mt-0.5 text-red-700">{t.notFoundHint}</p>
      </Alert>
      <ButtonLink to="/basket" variant="secondary">
        <Icon name="fa-solid fa-arrow-left" />
        {t.backToBasket}
      </ButtonLink>
    </div>
  );
}

/** 'Bir hata oluştu.' with the answer's messages, above the finish button (spec §2, §8). */
function ErrorList({ errors }: { errors: Record<string, string> }) {
  const messages = [...new Set(Object.values(errors).filter(Boolean))];
  return (
    <Alert tone="error">
      <p className="font-semibold">{t.errorTitle}</p>
      {messages.length > 0 && (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

function Summary({
  id,
  data,
  choices,
  errors,
  submitting,
  onFinish,
  waiting,
}: {
  id: string;
  data: CheckoutData;
  choices: CheckoutChoices;
  errors: Record<string, string> | null;
  submitting: boolean;
  onFinish: () => void;
  /** The 3-D Secure window was closed before the bank's answer: reopen it. */
  waiting: (() => void) | null;
}) {
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <Card className="p-4 sm:p-6 lg:sticky lg:top-4">
      <h2 className="mb-4 text-lg font-bold text-slate-900">{t.summary}</h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className={row}>
          <dt className="text-slate-600">{t.orderNo}</dt>
          <dd className="font-mono font-medium text-slate-900">{id}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t.delivery}</dt>
          <dd className="text-right font-medium text-slate-900">{DELIVERY_OPTIONS[choices.teslimSekli].title}</dd>
        </div>
        {choices.odemeSekli && (
          <div className={row}>
            <dt className="text-slate-600">{t.payment}</dt>
            <dd className="text-right font-medium text-slate-900">{paymentOption(choices.odemeSekli).title}</dd>
          </div>
        )}
        <div className={`${row} mt-2 border-t border-dashed border-slate-200 pt-3`}>
          <dt className="font-semibold text-slate-900">{t.total}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums" data-testid="checkout-total">
            {data.toplamTutarF}
          </dd>
        </div>
        {data.showToplamTL && (
          <div className={row}>
            <dt className="text-slate-600">{t.totalTL}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{data.toplamTutarTLF}</dd>
          </div>
        )}
      </dl>
      <div className="mt-5 flex flex-col gap-3">
        {/* The checkout data's own message where the dealer looks: a completed order is news, not an error. */}
        {/* By card, the card section shows it where the card is filled in (spec §2). */}
        {data.errorMessage && (data.secim || choices.odemeSekli !== CARD_PAYMENT) && (
          <Alert tone={data.secim ? 'success' : 'error'}>{data.errorMessage}</Alert>
        )}
        {errors && <ErrorList errors={errors} />}
        {waiting && (
          <Alert tone="info">
            <p>{t.cardWaiting}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={waiting}>
              <Icon name="fa-solid fa-up-right-from-square" />
              {t.reopenWindow}
            </Button>
          </Alert>
        )}
        {data.disableFinish ? (
          // Greyed and inert (spec §2): grey, not the theme's accent faded, and no click handler at all.
          <button
            type="button"
            disabled
            className="inline-flex h-12 w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-slate-200 px-6 text-base font-semibold text-slate-600 select-none"
          >
            <Icon name="fa-solid fa-check" />
            {t.finish}
          </button>
        ) : (
          <Button
            size="lg"
            className="w-full"
            onClick={onFinish}
            loading={submitting}
            loadingText={t.finishing}
            data-keep-clear
          >
            <Icon name="fa-solid fa-check" />
            {t.finish}
          </Button>
        )}
        {!data.disableFinish && <p className="text-center text-xs text-slate-500">{t.finishHint}</p>}
      </div>
    </Card>
  );
}

function CheckoutForm({ id, data }: { id: string; data: CheckoutData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitCheckout(id);
  // A completed order shows what it was completed with, never the defaults.
  const [choices, setChoices] = useState(() => (data.secim ? completedChoices(data.secim) : initialChoices(data)));
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  // Set on the first click, so a double click cannot send the order twice.
  const submitting = useRef(false);

  // Any edit hides the errors of the last try (spec §4 "Checkout").
  const change = (update: Partial<CheckoutChoices>) => {
    setChoices((current) => ({ ...current, ...update }));
    setErrors(null);
  };

  // Checkout by card: the order completes only after the verified charge; a decline leaves it
  // open, to pay again or with another method, with the bank's reason.
  const threeDs = useThreeDsPayment((attempt: AttemptStatusAnswer) => {
    submitting.current = false;
    if (attempt.status === 'paid') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.checkout(id), refetchType: 'none' });
      navigate(`/checkout/success/${id}`);
      return;
    }
    setErrors({ kart: attempt.message ?? '', genel: t.cardDeclined });
  });

  const onFinish = () => {
    if (submitting.current || data.disableFinish || threeDs.busy) return;
    submitting.current = true;
    setErrors(null);
    submit.mutate(toSubmission(choices, data.payProvider), {
      onSuccess: (result) => {
        if (result.hasError) {
          setErrors(Object.keys(result.errors).length ? result.errors : { genel: '' });
          submitting.current = false;
          return;
        }
        if (result.openThreedsPagePopUp && result.threedsHtmlContent && result.attemptId !== undefined) {
          threeDs.begin({
            attemptId: result.attemptId,
            threedsHtmlContent: result.threedsHtmlContent,
            threedsUrl: result.threedsUrl,
          });
          return;
        }
        navigate(`/checkout/success/${id}`);
      },
      onError: (error) => {
        setErrors({ genel: errorMessageOf(error) });
        submitting.current = false;
      },
    });
  };

  const sectionProps = { data, choices, errors, onChange: change };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {data.secim ? (
          <CompletedChoices data={data} choice={data.secim} />
        ) : (
          <>
            <DeliveryOptions {...sectionProps} />
            <PaymentOptions {...sectionProps} />
          </>
        )}
      </div>
      <Summary
        id={id}
        data={data}
        choices={choices}
        errors={errors}
        submitting={submit.isPending || threeDs.phase === 'window'}
        onFinish={onFinish}
        waiting={threeDs.phase === 'waiting' ? threeDs.reopenWindow : null}
      />
      <ThreeDsWindow
        open={threeDs.phase === 'window'}
        html={threeDs.html}
        url={threeDs.url}
        frameRef={threeDs.frameRef}
        onClose={threeDs.closeWindow}
      />
    </div>
  );
}

/** /checkout/{id}: delivery and payment of a placed order (spec §2 "Checkout", §4 "Checkout"). */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const valid = isOrderId(id);
  const checkout = useCheckout(id, valid);
  const data = checkout.data;
  const notFound = !valid || data?.notFound === true || (isApiError(checkout.error) && checkout.error.status === 404);

  return (
    <>
      <Breadcrumb items={CRUMBS} />
      <PageHeading
        title={t.title}
        description={notFound ? undefined : data?.secim ? t.completedDescription : t.description}
      />
      {notFound ? (
        <NotFound />
      ) : checkout.isError ? (
        <Alert tone="error">{errorMessageOf(checkout.error)}</Alert>
      ) : !data ? (
        <CheckoutSkeleton />
      ) : (
        <CheckoutForm key={id} id={id} data={data} />
      )}
    </>
  );
}
