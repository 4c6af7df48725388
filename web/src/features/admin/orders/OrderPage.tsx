import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  adminOrderStageBodySchema,
  formatMoney,
  ORDER_STAGE_NAMES,
  type AdminOrderDetail,
  type OrderStage,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { inputClasses, SelectField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { errorMessageOf } from '../../../lib/http';
import { useAdminOrder, useChangeStage } from '../api';
import { useSchemaForm } from '../components/useSchemaForm';
import { formatInstant, formatTotals, paymentName, StageBadge } from '../format';

/** /spa/admin/orders/:id: an order's lines, delivery, payment, note and stages, and moving it on. */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  if (order.isError) {
    return (
      <>
        <BackLink />
        <Alert tone="error">{errorMessageOf(order.error)}</Alert>
      </>
    );
  }
  if (!order.data) return <LoadingBlock label="Sipariş yükleniyor…" />;
  const o = order.data;
  return (
    <>
      <BackLink />
      <PageHeading
        title={`Sipariş ${o.documentNo || `#${o.id}`}`}
        description={`${formatInstant(o.placedAt)} · ${o.dealer.code} ${o.dealer.name}`}
        actions={<StageBadge stage={o.stage} />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="lines"
          className="min-w-0 self-start rounded-xl border border-slate-200 bg-white shadow-xs lg:col-span-2"
        >
          <h2 id="lines" className="border-b border-slate-200 px-4 py-3 font-semibold">
            Satırlar ({o.lines.length})
          </h2>
          {/* Focusable so a keyboard can scroll the lines on a phone (WCAG 2.1.1); the region is named by its heading. */}
          <div
            role="region"
            aria-labelledby="lines"
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Ürün
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Miktar
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Birim fiyat
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    İskonto
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    KDV
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {o.lines.map((l, i) => (
                  <tr key={`${l.productId}-${i}`}>
                    <td className="px-4 py-2">
                      <span className="block font-medium">{l.name}</span>
                      <span className="text-xs text-slate-600">{l.code}</span>
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">{Number(l.quantity).toLocaleString('tr-TR')}</td>
                    <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(l.unitPrice)} {l.currency}
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">%{formatMoney(l.discountRate)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">%{Number(l.vatRate).toLocaleString('tr-TR')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="border-t border-slate-200 px-4 py-3 text-right font-semibold tabular-nums">
            Genel toplam (KDV dahil): {formatTotals(o.totals)}
          </p>
        </section>

        <div className="space-y-6">
          <StageForm order={o} />
          <section aria-labelledby="info" className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xs">
            <h2 id="info" className="mb-3 font-semibold">
              Teslimat ve ödeme
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-slate-600">Ödeme</dt>
              <dd>{o.paymentMethod ? paymentName(o.paymentMethod) : 'Seçilmedi'}</dd>
              <dt className="text-slate-600">Teslimat</dt>
              <dd>{o.delivery.method ?? 'Seçilmedi'}</dd>
              {o.delivery.slot && (
                <>
                  <dt className="text-slate-600">Zaman</dt>
                  <dd>{o.delivery.slot}</dd>
                </>
              )}
              {o.delivery.address && (
                <>
                  <dt className="text-slate-600">Adres</dt>
                  <dd>{o.delivery.address}</dd>
                </>
              )}
              <dt className="text-slate-600">Veren</dt>
              <dd>{o.placedBy ?? '—'}</dd>
              <dt className="text-slate-600">Not</dt>
              <dd className="whitespace-pre-line">{o.note || '—'}</dd>
              {/* The number the ERP took the order in with (POST /api/v1/orders/{id}/ack). */}
              <dt className="text-slate-600">ERP Belge No</dt>
              <dd>
                {o.erp ? (
                  <>
                    <span className="font-medium">{o.erp.documentNo}</span>{' '}
                    <span className="text-xs text-slate-600">({formatInstant(o.erp.at)})</span>
                  </>
                ) : (
                  'ERP henüz almadı'
                )}
              </dd>
            </dl>
          </section>
          <History order={o} />
        </div>
      </div>
    </>
  );
}

function BackLink() {
  return (
    <Link to="/admin/orders" className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-blue-800">
      <Icon name="fa-solid fa-arrow-left" /> Siparişler
    </Link>
  );
}

function StageForm({ order }: { order: AdminOrderDetail }) {
  const change = useChangeStage(String(order.id));
  const [done, setDone] = useState<OrderStage | null>(null);
  if (!order.nextStages.length) {
    return (
      <Alert tone="info">Bu sipariş “{ORDER_STAGE_NAMES[order.stage]}” durumunda; durumu artık değiştirilemez.</Alert>
    );
  }
  // A new form for each stage: its choices are the next stages of the one the order is in now.
  return <StageFormBody key={order.stage} order={order} change={change} done={done} onDone={setDone} />;
}

function StageFormBody({
  order,
  change,
  done,
  onDone,
}: {
  order: AdminOrderDetail;
  change: ReturnType<typeof useChangeStage>;
  done: OrderStage | null;
  onDone(stage: OrderStage): void;
}) {
  const stageId = useId();
  const reasonId = useId();
  const { register, handleSubmit, errorOf, serverFields } = useSchemaForm(adminOrderStageBodySchema, {
    defaultValues: { stage: order.nextStages[0], reason: '' },
    serverError: change.error,
  });
  const reasonError = errorOf('reason');
  return (
    <form
      onSubmit={(event) =>
        void handleSubmit((body) => change.mutate(body, { onSuccess: () => onDone(body.stage) }))(event)
      }
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
      aria-labelledby={`${stageId}-title`}
    >
      <h2 id={`${stageId}-title`} className="mb-3 font-semibold">
        Durumu değiştir
      </h2>
      <SelectField label="Yeni durum" error={errorOf('stage')} {...register('stage')}>
        {order.nextStages.map((s) => (
          <option key={s} value={s}>
            {ORDER_STAGE_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <label htmlFor={reasonId} className="mt-4 mb-1.5 block text-sm font-medium text-slate-700">
        Açıklama
      </label>
      <textarea
        id={reasonId}
        rows={3}
        maxLength={500}
        className={inputClasses(Boolean(reasonError), 'py-2')}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={`${reasonId}-hint`}
        {...register('reason')}
      />
      {/* The hint's line turns into the server's message: the button and what lies below keep their place. */}
      <p id={`${reasonId}-hint`} className={cn('mt-1.5 text-sm', reasonError ? 'text-red-600' : 'text-slate-600')}>
        {reasonError ?? 'En az 3 karakter; bayiye e-postayla iletilir.'}
      </p>
      <Button type="submit" className="mt-4 w-full" loading={change.isPending} loadingText="Kaydediliyor…">
        Durumu değiştir
      </Button>
      {/* The answer comes on a line kept for it under the button, so it moves nothing when it arrives. */}
      <p role="status" className="mt-2 min-h-5 text-sm">
        {done && (
          <span className="font-medium text-emerald-800">
            <Icon name="fa-solid fa-circle-check" /> Sipariş “{ORDER_STAGE_NAMES[done]}” durumuna geçti.
          </span>
        )}
        {change.isError && !Object.keys(serverFields).length && (
          <span className="text-red-700">{errorMessageOf(change.error)}</span>
        )}
      </p>
    </form>
  );
}

function History({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="history" className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xs">
      <h2 id="history" className="mb-3 font-semibold">
        Durum geçmişi
      </h2>
      {order.history.length === 0 ? (
        <p className="text-slate-600">Henüz durum değişikliği yok.</p>
      ) : (
        <ol className="space-y-3">
          {order.history.map((h, i) => (
            <li key={i} className="border-l-2 border-blue-200 pl-3">
              <p className="font-medium">
                {ORDER_STAGE_NAMES[h.from]} → {ORDER_STAGE_NAMES[h.to]}
              </p>
              <p className="text-slate-600">
                {formatInstant(h.at)} · {h.by}
              </p>
              <p className="mt-1">{h.reason}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
