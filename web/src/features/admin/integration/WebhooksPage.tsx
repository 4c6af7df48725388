import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  adminWebhookBodySchema,
  WEBHOOK_DELIVERY_STATUS_NAMES,
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_EVENT_TYPES,
  type AdminWebhook,
  type AdminWebhookDeliveryRow,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button, ButtonLink } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { LoadingBlock, Skeleton } from '../../../components/Skeleton';
import { errorMessageOf } from '../../../lib/http';
import {
  useAdminWebhook,
  useAdminWebhooks,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSaveWebhook,
  useWebhookDeliveries,
  useWebhookDelivery,
  useWebhookSend,
} from '../api';
import { useSchemaForm } from '../components/useSchemaForm';
import { OnOffBadge, StatusBadge, type BadgeTone } from '../components/StatusBadge';
import { formatInstant } from '../format';

/**
 * /spa/admin/webhooks (admins): the ERP integrator's addresses that are told, signed, of orders and
 * payments; each one's form, its signing secret (shown once), its delivery log with re-send, and a test ping.
 */

const eventName = (type: string) => WEBHOOK_EVENT_NAMES[type as WebhookEventType] ?? type;

const STATUS_TONES: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

function DeliveryBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <StatusBadge tone={STATUS_TONES[status]} nowrap>
      {WEBHOOK_DELIVERY_STATUS_NAMES[status]}
    </StatusBadge>
  );
}

export function WebhooksPage() {
  const list = useAdminWebhooks();
  return (
    <>
      <PageHeading
        title="Webhook'lar"
        description="ERP entegrasyonu için: seçilen olaylar bu adreslere imzalı JSON olarak gönderilir; alınamazsa artan aralıklarla yeniden denenir."
        actions={
          <ButtonLink to="/admin/webhooks/new">
            <Icon name="fa-solid fa-plus" />
            Yeni webhook
          </ButtonLink>
        }
      />
      {list.isError && <Alert tone="error">{errorMessageOf(list.error)}</Alert>}
      {!list.data && !list.isError && <LoadingBlock label="Webhook'lar yükleniyor…" />}
      {list.data && list.data.items.length === 0 && (
        <Alert tone="info">Henüz bir webhook adresi yok. ERP'nizin olayları alacağı adresi ekleyin.</Alert>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="space-y-3" aria-label="Webhook adresleri">
          {list.data.items.map((w) => (
            <li key={w.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link
                    to={`/admin/webhooks/${w.id}`}
                    className="font-semibold break-all text-blue-800 underline-offset-4 hover:underline"
                  >
                    {w.url}
                  </Link>
                  {w.description && <p className="mt-0.5 text-sm text-slate-600">{w.description}</p>}
                  <p className="mt-1 text-sm text-slate-600">{w.events.map(eventName).join(' · ')}</p>
                </div>
                <OnOffBadge on={w.isActive} labels={['Etkin', 'Kapalı']} />
              </div>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                <span>
                  Son gönderim:{' '}
                  {w.lastDelivery ? (
                    <>
                      {formatInstant(w.lastDelivery.at)} <DeliveryBadge status={w.lastDelivery.status} />
                    </>
                  ) : (
                    'henüz yok'
                  )}
                </span>
                {w.pending > 0 && <span>Bekleyen: {w.pending}</span>}
                {w.failed > 0 && <span className="font-semibold text-red-800">İletilemeyen: {w.failed}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The secret, just issued: shown this once, with a copy button. */
function SecretBox({ secret, onDone }: { secret: string; onDone(): void }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
      data-testid="webhook-secret"
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        İmza anahtarı
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        Bu anahtar yalnız şimdi gösterilir. ERP tarafında saklayın: her isteğin <code>Bayi-Signature</code> başlığı bu
        anahtarla doğrulanır. Kaybederseniz "Anahtarı yenile" ile yenisini alın.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          label="Anahtar"
          value={secret}
          readOnly
          className="min-w-0 flex-1 basis-72"
          onFocus={(e) => e.currentTarget.select()}
          spellCheck={false}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Icon name="fa-regular fa-copy" />
          Kopyala
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Sakladım, gizle
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {copied === true
          ? 'Anahtar panoya kopyalandı.'
          : copied === false
            ? 'Kopyalanamadı; anahtarı seçip kopyalayın.'
            : ''}
      </p>
    </section>
  );
}

function WebhookForm({
  endpoint,
  onSaved,
}: {
  endpoint: AdminWebhook | null;
  onSaved(id: number, secret?: string): void;
}) {
  const id = useId();
  const save = useSaveWebhook(endpoint ? String(endpoint.id) : null);
  const { register, handleSubmit, errorOf, serverFields, watch, setValue } = useSchemaForm(adminWebhookBodySchema, {
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: (endpoint?.events ?? ['order.placed']) as WebhookEventType[],
      isActive: endpoint?.isActive ?? true,
    },
    serverError: save.error,
  });
  const events = watch('events') as WebhookEventType[];
  const eventsError = errorOf('events') ?? Object.entries(serverFields).find(([k]) => k.startsWith('events.'))?.[1];
  const submit = handleSubmit((body) =>
    save.mutate(
      // The events in the catalogue's order, whatever order they were ticked in.
      { ...body, events: WEBHOOK_EVENT_TYPES.filter((t) => body.events.includes(t)) },
      { onSuccess: (saved) => onSaved(saved.id, 'secret' in saved ? (saved.secret as string) : undefined) },
    ),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <TextField
        label="Adres (URL)"
        type="url"
        inputMode="url"
        placeholder="https://erp.example.com/bayi/olaylar"
        error={errorOf('url')}
        required
        {...register('url')}
      />
      <TextField
        label="Açıklama"
        error={errorOf('description')}
        placeholder="Ör. Logo Tiger aktarımı"
        {...register('description')}
      />
      <fieldset aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">Olaylar</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((t) => (
            <div key={t} className="flex items-start gap-3">
              <input
                id={`${id}-${t}`}
                type="checkbox"
                checked={events.includes(t)}
                onChange={(e) => setValue('events', e.target.checked ? [...events, t] : events.filter((x) => x !== t))}
                aria-invalid={eventsError ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-blue-700"
              />
              <label htmlFor={`${id}-${t}`} className="text-sm text-slate-800">
                <span className="font-semibold">{WEBHOOK_EVENT_NAMES[t]}</span>{' '}
                <code className="text-slate-600">{t}</code>
              </label>
            </div>
          ))}
        </div>
        {eventsError && (
          <p id={`${id}-events-error`} className="mt-1.5 text-sm text-red-700">
            {eventsError}
          </p>
        )}
      </fieldset>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-active`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-blue-700"
          {...register('isActive')}
        />
        <label htmlFor={`${id}-active`} className="text-sm font-semibold text-slate-800">
          Etkin (kapalıyken yeni olay gönderilmez, bekleyenler bekler)
        </label>
      </div>
      {save.isError && !Object.keys(serverFields).length && <Alert tone="error">{errorMessageOf(save.error)}</Alert>}
      <Button type="submit" loading={save.isPending} loadingText="Kaydediliyor…">
        {endpoint ? 'Kaydet' : 'Webhook ekle'}
      </Button>
      {save.isSuccess && endpoint && (
        <p role="status" className="text-sm text-emerald-800">
          Kaydedildi.
        </p>
      )}
    </form>
  );
}

export function NewWebhookPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title="Yeni webhook"
        description="Kaydedince sunucu bir imza anahtarı üretir ve bir kez gösterir."
        actions={
          <ButtonLink to="/admin/webhooks" variant="secondary">
            Listeye dön
          </ButtonLink>
        }
      />
      <WebhookForm
        endpoint={null}
        onSaved={(id, secret) => navigate(`/admin/webhooks/${id}`, { replace: true, state: { secret } })}
      />
    </>
  );
}

function AttemptDetail({ endpointId, deliveryId }: { endpointId: string; deliveryId: number }) {
  const detail = useWebhookDelivery(endpointId, deliveryId);
  if (detail.isError) return <Alert tone="error">{errorMessageOf(detail.error)}</Alert>;
  if (!detail.data) return <LoadingBlock label="Gönderim yükleniyor…" lines={2} />;
  const d = detail.data;
  let body = d.body;
  try {
    body = JSON.stringify(JSON.parse(d.body), null, 2);
  } catch {
    // Shown as stored.
  }
  return (
    <div className="space-y-3">
      <div>
        <h4 className="text-sm font-semibold text-slate-800">Gönderilen gövde</h4>
        <pre className="mt-1 max-h-72 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100" tabIndex={0}>
          {body}
        </pre>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-slate-800">Denemeler</h4>
        {d.attemptLog.length === 0 ? (
          <p className="text-sm text-slate-600">Henüz denenmedi.</p>
        ) : (
          <ol className="mt-1 space-y-1 text-sm">
            {d.attemptLog.map((a, i) => (
              <li key={i} className="rounded-md bg-slate-50 px-3 py-2">
                <span className="font-semibold">{formatInstant(a.at)}</span> · {a.durationMs} ms ·{' '}
                {a.httpStatus !== null ? `HTTP ${a.httpStatus}` : 'yanıt yok'}
                {a.error && <span className="block text-red-800">{a.error}</span>}
                {a.responseBody && (
                  <span className="block break-all text-slate-600">Yanıt: {a.responseBody.slice(0, 300)}</span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function DeliveryRow({
  endpointId,
  row,
  open,
  onToggle,
}: {
  endpointId: string;
  row: AdminWebhookDeliveryRow;
  open: boolean;
  onToggle(): void;
}) {
  const send = useWebhookSend(endpointId);
  const panelId = `delivery-${row.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <DeliveryBadge status={row.status} />
            <span className="font-semibold">{eventName(row.type)}</span>
            <code className="text-xs text-slate-600">{row.type}</code>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {formatInstant(row.createdAt)} · {row.attempts} deneme
            {row.lastStatus !== null && ` · HTTP ${row.lastStatus}`}
            {row.resendOf !== null && ` · #${row.resendOf} yeniden gönderimi`}
            {row.status === 'pending' && row.nextAttemptAt && ` · sıradaki: ${formatInstant(row.nextAttemptAt)}`}
          </p>
          {row.lastError && row.status !== 'delivered' && <p className="text-sm text-red-800">{row.lastError}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
            <Icon name={open ? 'fa-solid fa-chevron-up' : 'fa-solid fa-chevron-down'} />
            Ayrıntı<span className="sr-only"> (gönderim #{row.id})</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={send.isPending}
            loadingText="Gönderiliyor…"
            onClick={() => send.mutate({ resend: row.id })}
          >
            <Icon name="fa-solid fa-rotate-right" />
            Yeniden gönder<span className="sr-only"> (gönderim #{row.id})</span>
          </Button>
        </div>
      </div>
      {send.isError && <p className="mt-2 text-sm text-red-800">{errorMessageOf(send.error)}</p>}
      {open && (
        <div id={panelId} className="mt-3 border-t border-slate-200 pt-3">
          <AttemptDetail endpointId={endpointId} deliveryId={row.id} />
        </div>
      )}
    </li>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const log = useWebhookDeliveries(endpointId, page);
  const send = useWebhookSend(endpointId);
  const [open, setOpen] = useState<number | null>(null);
  const data = log.data;
  return (
    <section aria-labelledby="deliveries-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="deliveries-title" className="text-lg font-semibold">
          Gönderimler
        </h2>
        <Button
          variant="secondary"
          loading={send.isPending}
          loadingText="Gönderiliyor…"
          onClick={() => send.mutate({ ping: true })}
        >
          <Icon name="fa-solid fa-paper-plane" />
          Test gönder
        </Button>
      </div>
      {send.isError && <Alert tone="error">{errorMessageOf(send.error)}</Alert>}
      {log.isError && <Alert tone="error">{errorMessageOf(log.error)}</Alert>}
      {!data && !log.isError && <LoadingBlock label="Gönderimler yükleniyor…" lines={3} />}
      {data && data.rows.length === 0 && (
        <p className="text-sm text-slate-600">Henüz gönderim yok. "Test gönder" ile adresi sınayabilirsiniz.</p>
      )}
      {data && data.rows.length > 0 && (
        <>
          <ul className="space-y-2" aria-label="Gönderim kaydı, en yenisi önce">
            {data.rows.map((r) => (
              <DeliveryRow
                key={r.id}
                endpointId={endpointId}
                row={r}
                open={open === r.id}
                onToggle={() => setOpen(open === r.id ? null : r.id)}
              />
            ))}
          </ul>
          <Pager
            className="mt-4"
            page={page}
            totalPages={Math.ceil(data.total / data.pageSize)}
            hrefFor={(p) => `/admin/webhooks/${endpointId}?page=${p}`}
          />
        </>
      )}
    </section>
  );
}

export function WebhookPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const endpoint = useAdminWebhook(id);
  const rotate = useRotateWebhookSecret(id);
  const remove = useDeleteWebhook(id);
  const [secret, setSecret] = useState<string | null>((location.state as { secret?: string } | null)?.secret ?? null);
  function hideSecret() {
    setSecret(null);
    // The secret leaves the history entry too: going back and forth does not show it again.
    navigate(location.pathname + location.search, { replace: true, state: null });
  }
  const data = endpoint.data;
  return (
    <>
      <PageHeading
        title="Webhook"
        // The address's line is held while the webhook loads: the heading's actions and everything under it stay put.
        description={
          data ? <span className="break-all">{data.url}</span> : <Skeleton className="my-0.75 h-3.5 w-72 max-w-full" />
        }
        actions={
          <ButtonLink to="/admin/webhooks" variant="secondary">
            Listeye dön
          </ButtonLink>
        }
      />
      {secret && <SecretBox secret={secret} onDone={hideSecret} />}
      {endpoint.isError && <Alert tone="error">{errorMessageOf(endpoint.error)}</Alert>}
      {!data && !endpoint.isError && <LoadingBlock label="Webhook yükleniyor…" />}
      {data && (
        <>
          <WebhookForm key={data.id} endpoint={data} onSaved={() => {}} />
          <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>
              İmza anahtarı: <code>{data.secretHint}</code> ({formatInstant(data.secretCreatedAt)})
            </span>
            <Button
              variant="secondary"
              size="sm"
              loading={rotate.isPending}
              loadingText="Yenileniyor…"
              onClick={() => {
                if (
                  window.confirm(
                    'Yeni anahtar hemen geçerli olur; eski anahtarla imza doğrulayan alıcı reddeder. Yenilensin mi?',
                  )
                )
                  rotate.mutate(undefined, { onSuccess: (r) => setSecret(r.secret) });
              }}
            >
              <Icon name="fa-solid fa-key" />
              Anahtarı yenile
            </Button>
            <Button
              variant="danger"
              size="sm"
              loading={remove.isPending}
              loadingText="Siliniyor…"
              onClick={() => {
                if (window.confirm('Webhook gönderim kayıtlarıyla birlikte silinsin mi?'))
                  remove.mutate(undefined, { onSuccess: () => navigate('/admin/webhooks', { replace: true }) });
              }}
            >
              <Icon name="fa-solid fa-trash" />
              Sil
            </Button>
          </div>
          {(rotate.isError || remove.isError) && (
            <Alert tone="error">{errorMessageOf(rotate.error ?? remove.error)}</Alert>
          )}
          <Deliveries endpointId={id} />
        </>
      )}
    </>
  );
}
