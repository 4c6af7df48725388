import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BasketResponse } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { errorMessageOf } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useBasket, useEmptyBasket, usePlaceOrder } from './api';
import { BasketCards, BasketTable } from './BasketLines';
import { basketTexts as t } from './texts';
import { createWriteTracker } from './writeTracker';

/** From this width the lines are a table; below it, stacked cards (no sideways page scroll on phones). */
const TABLE_MEDIA = '(min-width: 768px)';

function BasketSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">{t.loading}</span>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <Skeleton className="h-10 w-full rounded-none" />
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 border-t border-slate-100 px-3 py-3">
            <Skeleton className="size-14 shrink-0 rounded-lg" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-24" />
            </div>
            <Skeleton className="hidden h-9 w-28 sm:block" />
            <Skeleton className="h-4 w-20" />
          </div>
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-36 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    </div>
  );
}

function Totals({ basket }: { basket: BasketResponse }) {
  const several = basket.sums.length > 1;
  return (
    <div className="flex flex-col gap-3">
      {basket.sums.map((sum) => (
        <dl
          key={sum.paraBirimi}
          aria-label={`${sum.paraBirimi} toplamları`}
          className="flex flex-col gap-1.5 text-sm [&:not(:first-child)]:border-t [&:not(:first-child)]:border-slate-100 [&:not(:first-child)]:pt-3"
        >
          {several && (
            <span className="mb-0.5 w-fit rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
              {sum.paraBirimi}
            </span>
          )}
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t.subtotal}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{sum.satirToplamWCF}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t.vat}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{sum.kdvToplamWCF}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-dashed border-slate-200 pt-2">
            <dt className="font-semibold text-slate-900">{t.grandTotal}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{sum.genelToplamWCF}</dd>
          </div>
        </dl>
      ))}
    </div>
  );
}

function EmptyBasketDialog({
  open,
  pending,
  onClose,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title={t.emptyConfirmTitle}
      widthClass="max-w-md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending} loadingText={t.emptying}>
            <Icon name="fa-regular fa-trash-can" />
            {t.emptyConfirm}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">{t.emptyConfirmText}</p>
    </Modal>
  );
}

function FilledBasket({ basket }: { basket: BasketResponse }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wide = useMediaQuery(TABLE_MEDIA);
  const [tracker] = useState(createWriteTracker);
  const [note, setNote] = useState('');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const emptyBasket = useEmptyBasket();
  const placeOrder = usePlaceOrder();
  // Set synchronously on the first click, so a double click cannot start a second order.
  const placing = useRef(false);
  const [preparing, setPreparing] = useState(false);

  const onOrder = async () => {
    if (placing.current) return;
    placing.current = true;
    setPreparing(true);
    placeOrder.reset();
    try {
      // Quantity edits still waiting or on their way go first; a failed one stops the order.
      if (!(await tracker.settle())) return;
      // The edits may have changed the basket (a line now over stock): decide on the latest answer.
      const latest = queryClient.getQueryData<BasketResponse>(queryKeys.basket) ?? basket;
      if (latest.hideOrderButton || latest.products.length === 0) return;
      const response = await placeOrder.mutateAsync({ siparisId: latest.id, aciklama: note.trim() });
      navigate(`/checkout/${response.siparisId}`);
    } catch {
      // Shown from placeOrder.error.
    } finally {
      placing.current = false;
      setPreparing(false);
    }
  };

  const onEmpty = () => {
    emptyBasket.mutate({ lines: basket.products, siparisId: basket.id }, { onSettled: () => setConfirmOpen(false) });
  };

  const busy = preparing || placeOrder.isPending;
  return (
    <>
      <PageHeading
        title={t.title}
        description={t.lineCount(basket.products.length)}
        actions={
          <Button variant="secondary" size="sm" onClick={() => setConfirmOpen(true)} disabled={busy}>
            <Icon name="fa-regular fa-trash-can" />
            {t.emptyBasket}
          </Button>
        }
      />
      {emptyBasket.isError && (
        <Alert tone="error" className="mb-4">
          {errorMessageOf(emptyBasket.error)}
        </Alert>
      )}
      {wide ? <BasketTable basket={basket} tracker={tracker} /> : <BasketCards basket={basket} tracker={tracker} />}

      <div className="mt-6 grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-4 sm:p-5">
          <label htmlFor="basket-note" className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Icon name="fa-regular fa-note-sticky" className="text-slate-400" />
            {t.note}
          </label>
          <textarea
            id="basket-note"
            rows={5}
            maxLength={t.noteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t.notePlaceholder}
            className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs focus:border-blue-600 focus:ring-4 focus:ring-blue-100 focus:outline-none"
          />
          <p className="mt-1.5 text-right text-xs text-subtle tabular-nums">
            {note.length} / {t.noteMax}
          </p>
        </Card>

        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 text-base font-bold text-slate-900">{t.summary}</h2>
          <Totals basket={basket} />
          <div className="mt-5 flex flex-col gap-3">
            {basket.hideOrderButton ? (
              <Alert tone="error">{t.overStock}</Alert>
            ) : (
              <>
                <Button
                  size="lg"
                  className="w-full"
                  onClick={onOrder}
                  loading={busy}
                  loadingText={t.ordering}
                  data-keep-clear
                >
                  <Icon name="fa-solid fa-check" />
                  {t.order}
                </Button>
                <p className="text-center text-xs text-slate-500">{t.orderHint}</p>
              </>
            )}
            {placeOrder.isError && <Alert tone="error">{errorMessageOf(placeOrder.error)}</Alert>}
          </div>
        </Card>
      </div>

      <EmptyBasketDialog
        open={confirmOpen}
        pending={emptyBasket.isPending}
        onClose={() => setConfirmOpen(false)}
        onConfirm={onEmpty}
      />
    </>
  );
}

/** /basket (spec §2 "Basket", §4 "Basket"). */
export function BasketPage() {
  const basket = useBasket();
  const data = basket.data;
  return (
    <>
      <Breadcrumb items={[{ title: t.title }]} />
      {basket.isError && !data ? (
        <>
          <PageHeading title={t.title} />
          <Alert tone="error">{errorMessageOf(basket.error)}</Alert>
        </>
      ) : !data ? (
        <>
          <PageHeading title={t.title} />
          <BasketSkeleton />
        </>
      ) : data.products.length === 0 ? (
        <>
          <PageHeading title={t.title} />
          <Card>
            <EmptyState
              icon="fa-solid fa-cart-shopping"
              title={t.empty}
              action={
                <ButtonLink to="/">
                  <Icon name="fa-solid fa-arrow-left" />
                  {t.continueShopping}
                </ButtonLink>
              }
            >
              <p className="text-base font-semibold text-blue-900">{t.productsWaiting}</p>
              <p className="mt-1">{t.emptyHint}</p>
            </EmptyState>
          </Card>
        </>
      ) : (
        <FilledBasket basket={data} />
      )}
    </>
  );
}
