import { useId, useRef, useState } from 'react';
import {
  apiKeyCreateSchema,
  API_KEY_SCOPE_HINTS,
  API_KEY_SCOPE_NAMES,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf } from '../../../lib/http';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api';
import { StatusBadge, type BadgeTone } from '../components/StatusBadge';
import { useSchemaForm } from '../components/useSchemaForm';
import { formatInstant } from '../format';

const STATE_NAMES: Record<ApiKey['state'], string> = {
  active: 'Etkin',
  expired: 'Süresi doldu',
  revoked: 'İptal edildi',
};
const STATE_TONES: Record<ApiKey['state'], BadgeTone> = {
  active: 'success',
  expired: 'warning',
  revoked: 'neutral',
};

/** The new key, shown once: copied with one click, then dismissed for good (the server keeps only its hash). */
function NewToken({ created, onDone }: { created: ApiKeyCreated; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): select the text for ctrl+c.
      input.current?.select();
    }
  }
  return (
    <section
      aria-labelledby="new-key"
      className="mb-6 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 shadow-xs"
      data-testid="new-api-key"
    >
      <h2 id="new-key" className="flex items-center gap-2 font-semibold text-amber-950">
        <Icon name="fa-solid fa-triangle-exclamation" />"{created.key.name}" anahtarı oluşturuldu
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Anahtarı şimdi kopyalayıp ERP'nin ayarlarına girin: <strong>bir daha gösterilmeyecek</strong>. Kaybolursa bu
        anahtarı iptal edip yenisini oluşturun.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          ref={input}
          label="API anahtarı"
          value={created.token}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 [&_input]:font-mono [&_input]:text-sm"
        />
        <Button variant="secondary" onClick={copy} className="h-11">
          <Icon name={copied ? 'fa-solid fa-check' : 'fa-regular fa-copy'} />
          {copied ? 'Kopyalandı' : 'Kopyala'}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? 'Anahtar panoya kopyalandı.' : ''}
      </p>
      <Button variant="ghost" size="sm" className="mt-3" onClick={onDone}>
        Kopyaladım, kapat
      </Button>
    </section>
  );
}

function CreateForm({ onCreated }: { onCreated(created: ApiKeyCreated): void }) {
  const create = useCreateApiKey();
  const scopesError = useId();
  const { register, handleSubmit, errorOf, serverFields, watch, setValue, reset } = useSchemaForm(apiKeyCreateSchema, {
    defaultValues: { name: '', scopes: ['orders'], expiresOn: '' },
    serverError: create.error,
  });
  const scopes = watch('scopes') as ApiKeyScope[];
  const scopeError = errorOf('scopes') ?? Object.entries(serverFields).find(([k]) => k.startsWith('scopes'))?.[1];
  const submit = handleSubmit((key) =>
    create.mutate(key, {
      onSuccess: (created) => {
        reset();
        onCreated(created);
      },
    }),
  );
  // The scopes keep the catalogue's order, whatever order they were ticked in.
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setValue(
      'scopes',
      on ? API_KEY_SCOPES.filter((x) => x === scope || scopes.includes(x)) : scopes.filter((x) => x !== scope),
    );
  return (
    <section aria-labelledby="create-key" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <h2 id="create-key" className="mb-3 font-semibold">
        Yeni anahtar
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label="Anahtar adı"
          maxLength={100}
          placeholder="ör. Logo Tiger"
          error={errorOf('name')}
          {...register('name')}
        />
        <fieldset aria-describedby={scopeError ? scopesError : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Yetkiler</legend>
          <div className="space-y-2">
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-2.5 text-sm">
                <input
                  type="checkbox"
                  value={scope}
                  checked={scopes.includes(scope)}
                  onChange={(e) => toggle(scope, e.currentTarget.checked)}
                  className="mt-0.5 size-4 rounded border-slate-300 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                />
                <span>
                  <span className="font-medium text-slate-900">{API_KEY_SCOPE_NAMES[scope]}</span>{' '}
                  <code className="text-xs text-slate-600">{scope}</code>
                  <span className="block text-slate-600">{API_KEY_SCOPE_HINTS[scope]}</span>
                </span>
              </label>
            ))}
          </div>
          {scopeError && (
            <p id={scopesError} className="mt-1.5 text-sm text-red-600">
              {scopeError}
            </p>
          )}
        </fieldset>
        <TextField
          label="Son geçerlilik tarihi (isteğe bağlı)"
          type="date"
          error={errorOf('expiresOn')}
          {...register('expiresOn')}
        />
        {create.isError && !Object.keys(serverFields).length && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessageOf(create.error)}
          </p>
        )}
        <Button type="submit" loading={create.isPending} loadingText="Oluşturuluyor…">
          <Icon name="fa-solid fa-key" />
          Anahtar oluştur
        </Button>
      </form>
    </section>
  );
}

function KeyCard({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke(): void }) {
  const k = apiKey;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs" aria-label={`Anahtar: ${k.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{k.name}</h3>
          <code className="text-sm break-all text-slate-700">{k.prefix}…</code>
        </div>
        <StatusBadge tone={STATE_TONES[k.state]}>{STATE_NAMES[k.state]}</StatusBadge>
      </div>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Yetkiler">
        {k.scopes.map((s) => (
          <li key={s} className="rounded bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-900">
            {API_KEY_SCOPE_NAMES[s]}
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Oluşturan</dt>
        <dd>
          {k.createdBy}, {formatInstant(k.createdAt)}
        </dd>
        <dt className="text-slate-600">Son kullanım</dt>
        <dd>{k.lastUsedAt ? formatInstant(k.lastUsedAt) : 'Hiç kullanılmadı'}</dd>
        <dt className="text-slate-600">Geçerlilik</dt>
        <dd>{k.expiresAt ? `${formatInstant(k.expiresAt)} tarihine kadar` : 'Süresiz'}</dd>
        {k.revokedAt && (
          <>
            <dt className="text-slate-600">İptal</dt>
            <dd>
              {k.revokedBy ?? '—'}, {formatInstant(k.revokedAt)}
            </dd>
          </>
        )}
      </dl>
      {!k.revokedAt && (
        <Button variant="danger" size="sm" className="mt-3" onClick={onRevoke} aria-label={`İptal et: ${k.name}`}>
          <Icon name="fa-solid fa-ban" />
          İptal et
        </Button>
      )}
    </li>
  );
}

/** /spa/admin/api-keys (admins): the ERP's keys to /api/v1 — made, shown once, revoked. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <>
      <PageHeading
        title="API anahtarları"
        description="ERP entegrasyonunun (/api/v1) anahtarları. Bir anahtar yalnızca oluşturulduğu anda bir kez gösterilir; iptal edilen anahtar hemen geçersiz olur."
        actions={
          <a
            href="/docs"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 text-sm font-semibold text-blue-800 hover:underline"
          >
            <Icon name="fa-solid fa-book" />
            API belgeleri <span className="sr-only">(yeni sekmede açılır)</span>
          </a>
        }
      />
      {created && <NewToken created={created} onDone={() => setCreated(null)} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr] lg:items-start">
        <CreateForm onCreated={setCreated} />
        <section aria-labelledby="key-list">
          <h2 id="key-list" className="mb-3 font-semibold">
            Anahtarlar
          </h2>
          {revoke.isError && <Alert tone="error">{errorMessageOf(revoke.error)}</Alert>}
          {keys.isError && <Alert tone="error">{errorMessageOf(keys.error)}</Alert>}
          {!keys.data && !keys.isError && <LoadingBlock label="Anahtarlar yükleniyor…" />}
          {keys.data && keys.data.keys.length === 0 && (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              Henüz anahtar yok. ERP'nin bağlanması için soldaki formdan bir anahtar oluşturun.
            </p>
          )}
          {keys.data && keys.data.keys.length > 0 && (
            <ul className="grid gap-4 xl:grid-cols-2">
              {keys.data.keys.map((k) => (
                <KeyCard key={k.id} apiKey={k} onRevoke={() => setRevoking(k)} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <Modal
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Anahtar iptal edilsin mi?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              Vazgeç
            </Button>
            <Button
              variant="danger"
              loading={revoke.isPending}
              loadingText="İptal ediliyor…"
              onClick={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
            >
              İptal et
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          <strong>{revoking?.name}</strong> (<code>{revoking?.prefix}…</code>) ile yapılan her istek bundan sonra
          reddedilir. Bu işlem geri alınamaz; ERP için yeni bir anahtar oluşturmanız gerekir.
        </p>
      </Modal>
    </>
  );
}
