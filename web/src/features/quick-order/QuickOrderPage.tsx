import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_STATUS_LABELS,
  type QuickOrderLine,
  type QuickOrderResponse,
} from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button, ButtonLink, buttonClasses } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { cn } from '../../lib/cn';
import { errorMessageOf } from '../../lib/http';
import { newRequestKey, useAddAll, usePreviewFile, usePreviewText } from './api';
import { quickOrderTexts as t } from './texts';

const TEMPLATE_URL = '/basket/quickorder/template';

/** A preview and the Idempotency-Key of adding it: one key per preview, so a double click adds once. */
interface Preview {
  answer: QuickOrderResponse;
  key: string;
}

function StatusBadge({ line }: { line: QuickOrderLine }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        line.uygun ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
      )}
    >
      <Icon name={line.uygun ? 'fa-solid fa-check' : 'fa-solid fa-circle-exclamation'} />
      {QUICK_ORDER_STATUS_LABELS[line.durum]}
    </span>
  );
}

const stockText = (line: QuickOrderLine) => [line.stokDurumu, line.teminDisplayName].filter(Boolean).join(' · ') || '—';

/** The preview as a table, from 768 px. Invalid lines are tinted and explained in their status cell. */
function PreviewTable({ lines }: { lines: QuickOrderLine[] }) {
  const c = t.columns;
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-right">
              {c.line}
            </th>
            <th scope="col" className="px-3 py-2.5">
              {c.code}
            </th>
            <th scope="col" className="px-3 py-2.5">
              {c.name}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {c.quantity}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {c.unitPrice}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {c.amount}
            </th>
            <th scope="col" className="px-3 py-2.5">
              {c.stock}
            </th>
            <th scope="col" className="px-3 py-2.5">
              {c.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.satirNo}
              data-testid="quick-order-line"
              data-status={line.durum}
              className={cn('border-t border-slate-100 align-top', !line.uygun && 'bg-red-50/70')}
            >
              <td className="px-3 py-2.5 text-right text-slate-600 tabular-nums">{line.satirNolari.join(', ')}</td>
              <td className="px-3 py-2.5 font-mono text-xs whitespace-nowrap text-slate-700">
                {line.kod ?? line.girdi}
                {line.kod && line.kod !== line.girdi && (
                  <span className="block text-slate-600">
                    {t.written}: {line.girdi}
                  </span>
                )}
              </td>
              <td className="px-3 py-2.5 text-slate-900">{line.ad ?? '—'}</td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
                {line.miktarF ?? line.miktarGirdi}
                {line.birim && <span className="ml-1 text-xs text-slate-600">{line.birim}</span>}
              </td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{line.birimFiyatF ?? '—'}</td>
              <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
                {line.tutarF ?? '—'}
              </td>
              <td className="px-3 py-2.5 text-slate-600">{stockText(line)}</td>
              <td className="px-3 py-2.5">
                <StatusBadge line={line} />
                {line.mesaj && (
                  <p className={cn('mt-1 max-w-64 text-xs', line.uygun ? 'text-slate-600' : 'text-red-800')}>
                    {line.mesaj}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The preview as cards below 768 px: no sideways scrolling on a phone. */
function PreviewCards({ lines }: { lines: QuickOrderLine[] }) {
  const c = t.columns;
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label={t.tableCaption}>
      {lines.map((line) => (
        <li
          key={line.satirNo}
          data-testid="quick-order-card"
          data-status={line.durum}
          className={cn(
            'rounded-xl border bg-white p-3.5 text-sm',
            line.uygun ? 'border-slate-200' : 'border-red-300 bg-red-50/70',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs text-slate-600">
                {t.lineOf(line.satirNolari)} · <span className="font-mono">{line.kod ?? line.girdi}</span>
              </p>
              <p className="mt-0.5 font-semibold text-slate-900">{line.ad ?? '—'}</p>
            </div>
            <StatusBadge line={line} />
          </div>
          {line.mesaj && (
            <p className={cn('mt-2 text-xs', line.uygun ? 'text-slate-600' : 'text-red-800')}>{line.mesaj}</p>
          )}
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
            <dt className="text-slate-600">{c.quantity}</dt>
            <dd className="text-right tabular-nums">
              {line.miktarF ?? line.miktarGirdi} {line.birim}
            </dd>
            <dt className="text-slate-600">{c.unitPrice}</dt>
            <dd className="text-right tabular-nums">{line.birimFiyatF ?? '—'}</dd>
            <dt className="text-slate-600">{c.amount}</dt>
            <dd className="text-right font-semibold tabular-nums">{line.tutarF ?? '—'}</dd>
            <dt className="text-slate-600">{c.stock}</dt>
            <dd className="text-right">{stockText(line)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Totals({ answer }: { answer: QuickOrderResponse }) {
  if (!answer.sums.length) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{t.totals}</h3>
      {answer.sums.map((sum) => (
        <dl key={sum.paraBirimi} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
          <dt className="text-slate-600">{t.subtotal}</dt>
          <dd className="text-right">{sum.satirToplamWCF}</dd>
          <dt className="text-slate-600">{t.vat}</dt>
          <dd className="text-right">{sum.kdvToplamWCF}</dd>
          <dt className="font-semibold text-slate-900">{t.grandTotal}</dt>
          <dd className="text-right font-bold text-slate-900">{sum.genelToplamWCF}</dd>
        </dl>
      ))}
    </div>
  );
}

function PreviewSection({ preview, onNewList }: { preview: Preview; onNewList: () => void }) {
  const { answer, key } = preview;
  const addAll = useAddAll();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new preview is read from its heading: on a phone it lies below the form and the help.
  // A block body: newer Chromium answers scrollIntoView with a promise, which React would take for a clean-up.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  const valid = answer.satirlar.filter((l) => l.uygun && l.stokId !== null && l.miktar !== null);
  const onAdd = () => {
    if (addAll.isPending || addAll.isSuccess) return;
    addAll.mutate({ lines: valid.map((l) => ({ productId: l.stokId!, adet: l.miktar! })), key });
  };
  return (
    <section aria-labelledby="quick-order-preview" className="mt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 ref={heading} id="quick-order-preview" className="text-lg font-bold text-slate-900">
          {t.previewTitle}
        </h2>
        <p className="text-sm text-slate-600" data-testid="quick-order-summary">
          {t.summary(answer.uygunSayisi, answer.hataliSayisi)}
        </p>
      </div>
      {answer.hataliSayisi > 0 && (
        <Alert tone="warning" className="mb-3">
          {t.badLines}
        </Alert>
      )}
      <PreviewTable lines={answer.satirlar} />
      <PreviewCards lines={answer.satirlar} />

      <Card className="mt-4 p-4 sm:p-5">
        <div className="grid items-end gap-5 md:grid-cols-[minmax(0,1fr)_20rem]">
          <Totals answer={answer} />
          <div className="flex flex-col gap-3">
            {addAll.isSuccess ? (
              <>
                <Alert tone="success">{t.added(valid.length, addAll.data.basketProductCount)}</Alert>
                <div className="flex flex-wrap gap-2">
                  <ButtonLink to="/basket" className="flex-1">
                    <Icon name="fa-solid fa-cart-shopping" />
                    {t.goToBasket}
                  </ButtonLink>
                  <Button variant="secondary" onClick={onNewList}>
                    {t.newList}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <Button
                  size="lg"
                  className="w-full"
                  onClick={onAdd}
                  loading={addAll.isPending}
                  loadingText={t.adding}
                  disabled={valid.length === 0}
                >
                  <Icon name="fa-solid fa-cart-plus" />
                  {t.addAll}
                </Button>
                <p className="text-center text-xs text-slate-500">{t.addCount(valid.length)}</p>
              </>
            )}
            {addAll.isError && <Alert tone="error">{errorMessageOf(addAll.error)}</Alert>}
          </div>
        </div>
      </Card>
    </section>
  );
}

/** /quick-order: paste or upload a list, preview it at the dealer's prices, add it all at once. */
export function QuickOrderPage() {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewText = usePreviewText();
  const previewFile = usePreviewFile();
  const ids = { list: useId(), listHint: useId(), file: useId(), fileHint: useId() };
  const lineCount = useMemo(() => parseQuickOrderText(text).length, [text]);
  const tooMany = lineCount > QUICK_ORDER_MAX_LINES;
  const error = previewText.error ?? previewFile.error;
  const pending = previewText.isPending || previewFile.isPending;

  const show = (answer: QuickOrderResponse) => setPreview({ answer, key: newRequestKey() });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    previewFile.reset();
    setFileName(null);
    previewText.mutate(text, { onSuccess: show });
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    previewText.reset();
    setFileName(file.name);
    previewFile.mutate(file, { onSuccess: show });
    // The same file may be chosen again after it is corrected.
    if (fileInput.current) fileInput.current.value = '';
  };

  const reset = () => {
    setText('');
    setFileName(null);
    setPreview(null);
    previewText.reset();
    previewFile.reset();
  };

  return (
    <>
      <Breadcrumb items={[{ title: t.title }]} />
      <PageHeading
        title={t.title}
        description={t.description}
        actions={
          <a href={TEMPLATE_URL} download className={buttonClasses('secondary', 'sm')}>
            <Icon name="fa-solid fa-file-arrow-down" />
            {t.template}
          </a>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-4 sm:p-5">
          <form onSubmit={onSubmit} noValidate>
            <label htmlFor={ids.list} className="block text-sm font-semibold text-slate-900">
              {t.listLabel}
            </label>
            <p id={ids.listHint} className="mt-0.5 text-xs text-slate-500">
              {t.listHint}
            </p>
            <textarea
              id={ids.list}
              aria-describedby={ids.listHint}
              aria-invalid={tooMany || undefined}
              rows={10}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t.placeholder}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              className="mt-2 block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 font-mono text-sm text-slate-900 shadow-xs focus:border-blue-600 focus:ring-4 focus:ring-blue-100 focus:outline-none"
            />
            <p
              className={cn('mt-1.5 text-right text-xs tabular-nums', tooMany ? 'text-red-700' : 'text-slate-500')}
              aria-live="polite"
            >
              {tooMany ? t.tooMany : t.lineCount(lineCount)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                type="submit"
                loading={previewText.isPending}
                loadingText={t.previewing}
                disabled={lineCount === 0 || tooMany || pending}
              >
                <Icon name="fa-solid fa-list-check" />
                {t.preview}
              </Button>
              <Button variant="ghost" onClick={reset} disabled={pending}>
                {t.clear}
              </Button>
            </div>
          </form>

          <div className="mt-5 border-t border-slate-100 pt-4">
            <p className="block text-sm font-semibold text-slate-900">{t.fileLabel}</p>
            <p id={ids.fileHint} className="mt-0.5 text-xs text-slate-500">
              {t.fileHint}
            </p>
            {/* The browser's own file button speaks the browser's language; this one is Turkish. */}
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <input
                ref={fileInput}
                id={ids.file}
                type="file"
                accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={ids.fileHint}
                disabled={pending}
                onChange={(event) => onFile(event.target.files?.[0])}
                className="peer sr-only"
              />
              <label
                htmlFor={ids.file}
                className={cn(
                  buttonClasses('secondary', 'md'),
                  'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                )}
              >
                <Icon name="fa-solid fa-file-arrow-up" />
                {t.chooseFile}
              </label>
              <span className="min-w-0 truncate text-sm text-slate-600" aria-live="polite">
                {fileName ? (previewFile.isPending ? t.fileReading(fileName) : t.fileRead(fileName)) : t.noFile}
              </span>
            </div>
          </div>
          {error && (
            <Alert tone="error" className="mt-4">
              {errorMessageOf(error)}
            </Alert>
          )}
        </Card>

        <Card className="p-4 sm:p-5">
          <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
            <Icon name="fa-regular fa-circle-question" className="text-slate-400" />
            {t.helpTitle}
          </h2>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700">
            {t.help.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <a
            href={TEMPLATE_URL}
            download
            className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 lg:min-h-0"
          >
            <Icon name="fa-solid fa-file-csv" />
            {t.template}
          </a>
        </Card>
      </div>

      {preview && <PreviewSection key={preview.key} preview={preview} onNewList={reset} />}
    </>
  );
}
