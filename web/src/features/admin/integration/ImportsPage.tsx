import { useRef, useState, type FormEvent } from 'react';
import {
  IMPORT_KIND_INFO,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_STATUS_NAMES,
  type ImportJob,
  type ImportKind,
  type ImportStatus,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button, buttonClasses } from '../../../components/Button';
import { SelectField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useImportErrors, useImports, useStartImport } from '../api';
import { StatusBadge, type BadgeTone } from '../components/StatusBadge';
import { formatInstant } from '../format';

const STATUS_TONES: Record<ImportStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'info',
  finished: 'success',
  failed: 'danger',
};

const count = (n: number) => n.toLocaleString('tr-TR');

function Columns({ kind }: { kind: ImportKind }) {
  const info = IMPORT_KIND_INFO[kind];
  return (
    <details className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-800">
        {info.label}: sütunlar ({info.key} ile eşleşir; varsa güncellenir, yoksa eklenir)
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left">
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Sütun
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Zorunlu
              </th>
              <th scope="col" className="py-1 font-semibold">
                Açıklama
              </th>
            </tr>
          </thead>
          <tbody>
            {info.columns.map((c) => (
              <tr key={c.header} className="border-t border-slate-200">
                <td className="py-1 pr-3 font-medium whitespace-nowrap">{c.header}</td>
                <td className="py-1 pr-3">{c.required ? 'Evet' : 'Hayır'}</td>
                <td className="py-1 text-slate-700">{c.help}</td>
              </tr>
            ))}
            {info.extra && (
              <tr className="border-t border-slate-200">
                <td className="py-1 pr-3 font-medium whitespace-nowrap">{info.extra.prefix} &lt;liste adı&gt;</td>
                <td className="py-1 pr-3">Hayır</td>
                <td className="py-1 text-slate-700">{info.extra.help}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {info.note && <p className="mt-2 text-slate-700">{info.note}</p>}
      <p className="mt-2 text-slate-700">
        Sütun sırası önemli değildir; CSV'de ayırıcı noktalı virgül, sekme veya virgül olabilir. Sayılar 1.250,50 ya da
        1250.50 biçiminde, tarihler gg.aa.yyyy olarak yazılabilir.
      </p>
    </details>
  );
}

function StartImport() {
  const start = useStartImport();
  const [kind, setKind] = useState<ImportKind>('products');
  const [fileError, setFileError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const serverFileError = isApiError(start.error) ? start.error.fields.file : undefined;
  const error = fileError ?? serverFileError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setFileError('Bir CSV veya XLSX dosyası seçin.');
    if (file.size > IMPORT_MAX_BYTES) return setFileError('Dosya en fazla 100 MB olabilir.');
    setFileError(null);
    start.mutate(
      { kind, file },
      {
        onSuccess: () => {
          if (fileInput.current) fileInput.current.value = '';
          setChosen(null);
        },
      },
    );
  }

  return (
    <section aria-labelledby="start-import" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <h2 id="start-import" className="text-lg font-semibold">
        Yeni aktarım
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 md:grid-cols-[14rem_1fr_auto] md:items-end">
        <SelectField
          label="Aktarım türü"
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as ImportKind)}
        >
          {IMPORT_KINDS.map((k) => (
            <option key={k} value={k}>
              {IMPORT_KIND_INFO[k].label}
            </option>
          ))}
        </SelectField>
        <div>
          {/* One <label> per field (the Turkish button below); the field's name is this caption. */}
          <span id="import-file-title" className="mb-1 block text-sm font-medium text-slate-800">
            Dosya (CSV veya XLSX, en fazla 100 MB)
          </span>
          {/* The browser's own file button speaks the browser's language; this one is Turkish. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={fileInput}
              id="import-file"
              name="file"
              type="file"
              aria-labelledby="import-file-title"
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'import-file-error chosen-file' : 'chosen-file'}
              onChange={(event) => {
                setFileError(null);
                setChosen(event.target.files?.[0]?.name ?? null);
              }}
              className="peer sr-only"
            />
            <label
              htmlFor="import-file"
              className={`${buttonClasses('secondary', 'md')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600`}
            >
              <Icon name="fa-solid fa-file-arrow-up" />
              Dosya seç
            </label>
            <span id="chosen-file" className="min-w-0 text-sm break-all text-slate-700">
              {chosen ?? 'Dosya seçilmedi'}
            </span>
          </div>
          {error && (
            <p id="import-file-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" loading={start.isPending} loadingText="Yükleniyor…">
          <Icon name="fa-solid fa-file-import" />
          Aktarımı başlat
        </Button>
      </form>
      {start.isError && !serverFileError && (
        <Alert tone="error" className="mt-3">
          {errorMessageOf(start.error)}
        </Alert>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-700">Şablon:</span>
        {(['csv', 'xlsx'] as const).map((format) => (
          <a
            key={format}
            href={`/admin/imports/templates/${kind}?format=${format}`}
            download
            className={buttonClasses('secondary', 'sm')}
          >
            <Icon name={format === 'csv' ? 'fa-solid fa-file-csv' : 'fa-solid fa-file-excel'} />
            {IMPORT_KIND_INFO[kind].label} şablonu ({format.toUpperCase()})
          </a>
        ))}
      </div>
      <Columns kind={kind} />
    </section>
  );
}

function ErrorReport({ job }: { job: ImportJob }) {
  const [page, setPage] = useState(1);
  const report = useImportErrors(job.id, page);
  const data = report.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mt-3">
      {report.isError && <Alert tone="error">{errorMessageOf(report.error)}</Alert>}
      {!data && !report.isError && <LoadingBlock label="Hata raporu yükleniyor…" />}
      {data && (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{job.fileName}: hatalı satırlar</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Satır
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Sütun
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Açıklama
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.errors.map((e, i) => (
                  <tr key={`${e.row}-${e.column}-${i}`} className="border-t border-slate-200">
                    <td className="px-3 py-1.5 tabular-nums">{e.row}</td>
                    <td className="px-3 py-1.5 whitespace-nowrap">{e.column || '—'}</td>
                    <td className="px-3 py-1.5">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-slate-700">
              {count(data.total)} hata kaydı{job.failed > data.total ? ` (ilk ${count(data.total)} saklandı)` : ''}
            </span>
            {pages > 1 && (
              <span className="flex items-center gap-2">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Önceki
                </Button>
                <span aria-live="polite">
                  Sayfa {page} / {pages}
                </span>
                <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Sonraki
                </Button>
              </span>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function ImportRow({ job }: { job: ImportJob }) {
  const [showErrors, setShowErrors] = useState(false);
  const active = job.status === 'queued' || job.status === 'running';
  const figures: [string, number][] = [
    ['Okunan', job.read],
    ['Eklenen', job.created],
    ['Güncellenen', job.updated],
    ['Değişmeyen', job.unchanged],
    ['Hatalı', job.failed],
  ];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-all">{job.fileName}</h3>
          <p className="text-sm text-slate-700">
            {IMPORT_KIND_INFO[job.kind].label} · {job.createdBy} · {formatInstant(job.createdAt)}
          </p>
        </div>
        <StatusBadge tone={STATUS_TONES[job.status]}>{IMPORT_STATUS_NAMES[job.status]}</StatusBadge>
      </div>
      <div
        role="progressbar"
        aria-label={`${job.fileName} ilerlemesi`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        aria-valuetext={`%${job.progress}`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${job.status === 'failed' ? 'bg-red-600' : 'bg-blue-600'}`}
          style={{ width: `${job.progress}%` }}
        />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-6">
        <div>
          <dt className="text-slate-600">İlerleme</dt>
          <dd className="font-semibold tabular-nums">%{job.progress}</dd>
        </div>
        {figures.map(([label, n]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className={`font-semibold tabular-nums ${label === 'Hatalı' && n > 0 ? 'text-red-700' : ''}`}>
              {count(n)}
            </dd>
          </div>
        ))}
      </dl>
      {job.message && (
        <Alert tone="error" className="mt-3">
          {job.message}
        </Alert>
      )}
      {!active && job.failed > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-expanded={showErrors} onClick={() => setShowErrors(!showErrors)}>
            <Icon name="fa-solid fa-triangle-exclamation" />
            {showErrors ? 'Hata raporunu gizle' : 'Hata raporunu göster'}
          </Button>
          <a href={`/admin/imports/${job.id}/errors.csv`} download className={buttonClasses('secondary', 'sm')}>
            <Icon name="fa-solid fa-file-csv" />
            Hata raporunu indir (CSV)
          </a>
        </div>
      )}
      {showErrors && <ErrorReport job={job} />}
    </li>
  );
}

/** /spa/admin/imports (admins): start an import from a CSV or XLSX file, follow its progress, read its errors. */
export function ImportsPage() {
  const imports = useImports();
  const data = imports.data;
  return (
    <>
      <PageHeading
        title="Veri aktarımı"
        description="ERP'den alınan ürün, fiyat, stok, bayi, cari hareket, fatura ve irsaliye dosyalarını yükleyin. Aktarım arka planda çalışır; hatalı satırlar atlanır ve raporlanır, aynı dosyayı yeniden yüklemek hiçbir şeyi değiştirmez."
      />
      <div className="space-y-6">
        <StartImport />
        <section aria-labelledby="recent-imports">
          <h2 id="recent-imports" className="mb-3 text-lg font-semibold">
            Son aktarımlar
          </h2>
          {imports.isError && <Alert tone="error">{errorMessageOf(imports.error)}</Alert>}
          {!data && !imports.isError && <LoadingBlock label="Aktarımlar yükleniyor…" />}
          {data && data.imports.length === 0 && <p className="text-slate-700">Henüz aktarım yapılmadı.</p>}
          {data && data.imports.length > 0 && (
            <ul className="space-y-3" aria-label="Son aktarımlar">
              {data.imports.map((job) => (
                <ImportRow key={job.id} job={job} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
