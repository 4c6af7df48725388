import { useState } from 'react';
import { DOCUMENT_TITLES, formatMoney, type DetailLine, type DocumentKind } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink, buttonClasses } from '../../components/Button';
import { Drawer } from '../../components/Drawer';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { cn } from '../../lib/cn';
import { errorMessageOf } from '../../lib/http';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { documentExportPath, useDocumentLines, useReorder } from './api';
import { Barcode } from './Barcode';
import type { DocumentRef } from './columns';
import { formatInstant } from './dates';
import { printDocument } from './printDocument';
import { reportTexts } from './texts';

const rateFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const quantityFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });
const percent = (value: number) => `%${quantityFormat.format(value)}`;

/** An invoice whose type is an order answers the order's lines (spec §2): they carry ISLEM_TARIHI. */
const isOrder = (kind: DocumentKind, lines: readonly DetailLine[] | undefined) =>
  kind === 'siparisdetay' || Boolean(lines?.[0]?.ISLEM_TARIHI);

/**
 * The detail side panel (spec §2 "Detail side panels", §4 "Detail panel"): slides in from the right,
 * at most 6xl wide; a skeleton while the lines load; 'Belgeyi Yazdir' prints the document; closes on
 * its button, a click outside and Escape, and focus goes back to the row's button (Headless UI Dialog).
 */
export function DocumentPanel({
  document,
  open,
  onClose,
}: {
  document: DocumentRef | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      widthClass="max-w-6xl"
      title={document ? <PanelTitle document={document} /> : ''}
      actions={document && <PrintButton document={document} />}
    >
      {document && <DocumentBody key={`${document.kind}/${document.belgeNo}`} document={document} />}
    </Drawer>
  );
}

function PanelTitle({ document }: { document: DocumentRef }) {
  const { data } = useDocumentLines(document.kind, document.belgeNo);
  return <>{isOrder(document.kind, data) ? DOCUMENT_TITLES.siparisdetay : DOCUMENT_TITLES[document.kind]}</>;
}

const PRINTABLE_ID = 'document-panel-printable';

function PrintButton({ document }: { document: DocumentRef }) {
  const { data } = useDocumentLines(document.kind, document.belgeNo);
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    const element = window.document.getElementById(PRINTABLE_ID);
    if (!element || printing) return;
    setPrinting(true);
    try {
      await printDocument(element);
    } finally {
      setPrinting(false);
    }
  };
  return (
    // Not disabled while the frame prints (a disabled button drops the focus, which should come back here).
    <Button variant="secondary" size="sm" disabled={!data?.length} aria-busy={printing || undefined} onClick={print}>
      {printing ? <Spinner /> : <Icon name="fa-solid fa-print" />}
      {/* On a phone the title needs the room: the icon stays, the words are still the button's name. */}
      <span className="sr-only sm:not-sr-only">{reportTexts.print}</span>
    </Button>
  );
}

function DocumentBody({ document }: { document: DocumentRef }) {
  const query = useDocumentLines(document.kind, document.belgeNo);
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4 p-4 sm:p-6">
        <span className="sr-only">{reportTexts.documentLoading}</span>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-4 sm:p-6">
        <Alert tone="error">{errorMessageOf(query.error)}</Alert>
      </div>
    );
  }
  const lines = query.data;
  const order = isOrder(document.kind, lines);
  const exportKind: DocumentKind = order ? 'siparisdetay' : document.kind;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div data-print-hidden className="flex flex-wrap gap-2">
        <a href={documentExportPath(exportKind, document.belgeNo, 'excel')} download className={exportClass}>
          <Icon name="fa-solid fa-file-excel" className="text-emerald-700" />
          {reportTexts.excel}
          <span className="sr-only"> {reportTexts.download}</span>
        </a>
        <a href={documentExportPath(exportKind, document.belgeNo, 'pdf')} download className={exportClass}>
          <Icon name="fa-solid fa-file-pdf" className="text-red-700" />
          {reportTexts.pdf}
          <span className="sr-only"> {reportTexts.download}</span>
        </a>
      </div>
      <div id={PRINTABLE_ID} className="flex flex-col gap-5">
        <PrintedHeading title={order ? DOCUMENT_TITLES.siparisdetay : DOCUMENT_TITLES[document.kind]} />
        <DocumentSummary lines={lines} order={order} document={document} />
        <Lines lines={lines} />
        <Totals first={lines[0]} />
      </div>
      {order && lines.length > 0 && <Reorder belgeNo={lines[0]?.BELGENO ?? document.belgeNo} />}
    </div>
  );
}

const exportClass = buttonClasses('secondary', 'sm');

/** The panel's title is in its frame; the paper needs its own. Hidden on screen, printed. */
function PrintedHeading({ title }: { title: string }) {
  return <h2 className="hidden text-xl font-bold text-slate-900 print:block">{title}</h2>;
}

function DocumentSummary({ lines, order, document }: { lines: DetailLine[]; order: boolean; document: DocumentRef }) {
  const first = lines[0];
  const items: [string, string][] = [
    ['Belge No', first?.BELGENO ?? document.belgeNo],
    ...(document.erpBelgeNo ? [[reportTexts.erpDocumentNo, document.erpBelgeNo] as [string, string]] : []),
    [order ? 'Sipariş Tarihi' : 'Tarih', formatInstant(order ? first?.ISLEM_TARIHI : first?.FIS_TARIHI)],
    ['Tür', first?.FIS_TURU ?? ''],
    [
      'Döviz',
      first ? first.DOVIZ_AD + (first.DOVIZ_AD !== 'TL' ? ` (${rateFormat.format(first.DOVIZ_KURU)})` : '') : '',
    ],
    ['Kalem', String(lines.length)],
  ];
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm',
        items.length > 5 ? 'sm:grid-cols-6' : 'sm:grid-cols-5',
      )}
    >
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs text-slate-600">{term}</dt>
          <dd className="font-semibold break-words text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The lines: a table on wide screens (and on paper from them), a card per line on phones. */
function Lines({ lines }: { lines: DetailLine[] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const hasBarcode = lines.some((line) => line.BARKOD);
  const hasSerial = lines.some((line) => line.SERI_NO);
  if (!wide) {
    return (
      <ol aria-label="Belge satırları" className="flex flex-col gap-3">
        {lines.map((line) => (
          <li key={line.ID} className="rounded-xl border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-slate-900">{line.STOK_AD}</p>
            <p className="text-xs text-slate-600">{line.STOK_KOD}</p>
            {line.BARKOD && (
              <div className="mt-2">
                <Barcode value={line.BARKOD} />
              </div>
            )}
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5">
              {hasSerial && <Field term="Seri No" value={line.SERI_NO ?? ''} />}
              <Field term="Miktar" value={`${quantityFormat.format(line.MIKTAR_FIS)} ${line.STOK_BIRIM}`} />
              <Field term="Fiyat" value={formatMoney(line.FIYAT)} />
              <Field term="İskonto" value={percent(line.ISKONTO)} />
              <Field term="Net Fiyat" value={formatMoney(line.NET_FIYAT)} />
              <Field term="KDV" value={percent(line.KDV_TOPTAN)} />
              <Field term="Tutar" value={formatMoney(line.SATIR_TUTAR)} />
              <Field term="Genel Toplam" value={`${formatMoney(line.SATIR_GENEL_TOPLAM)} ${line.DOVIZ_AD}`} strong />
            </dl>
          </li>
        ))}
      </ol>
    );
  }
  const head = 'px-2 py-2 text-xs font-semibold tracking-wide text-slate-700 whitespace-nowrap';
  const num = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Belge satırları</caption>
        <thead className="bg-slate-100 text-left">
          <tr>
            <th scope="col" className={head}>
              STOK KODU
            </th>
            <th scope="col" className={head}>
              STOK ADI
            </th>
            {hasBarcode && (
              <th scope="col" className={head}>
                BARKOD
              </th>
            )}
            {hasSerial && (
              <th scope="col" className={head}>
                SERİ NO
              </th>
            )}
            <th scope="col" className={`${head} text-right`}>
              MİKTAR
            </th>
            <th scope="col" className={`${head} text-right`}>
              FİYAT
            </th>
            <th scope="col" className={`${head} text-right`}>
              İSK.
            </th>
            <th scope="col" className={`${head} text-right`}>
              NET FİYAT
            </th>
            <th scope="col" className={`${head} text-right`}>
              KDV
            </th>
            <th scope="col" className={`${head} text-right`}>
              TUTAR
            </th>
            <th scope="col" className={`${head} text-right`}>
              GENEL TOPLAM
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={line.ID} className="align-middle">
              <td className="px-2 py-2 whitespace-nowrap text-slate-700">{line.STOK_KOD}</td>
              <td className="min-w-48 px-2 py-2 text-slate-900">{line.STOK_AD}</td>
              {hasBarcode && <td className="px-2 py-1">{line.BARKOD && <Barcode value={line.BARKOD} />}</td>}
              {hasSerial && <td className="px-2 py-2">{line.SERI_NO}</td>}
              <td className={num}>
                {quantityFormat.format(line.MIKTAR_FIS)} {line.STOK_BIRIM}
              </td>
              <td className={num}>{formatMoney(line.FIYAT)}</td>
              <td className={num}>{percent(line.ISKONTO)}</td>
              <td className={num}>{formatMoney(line.NET_FIYAT)}</td>
              <td className={num}>{percent(line.KDV_TOPTAN)}</td>
              <td className={num}>{formatMoney(line.SATIR_TUTAR)}</td>
              <td className={`${num} font-semibold`}>{formatMoney(line.SATIR_GENEL_TOPLAM)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Field({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className={cn('text-slate-900 tabular-nums', strong ? 'font-bold' : 'font-medium')}>{value}</dd>
    </div>
  );
}

/** spec §3: the document's totals are read from its first line. */
function Totals({ first }: { first: DetailLine | undefined }) {
  if (!first) return null;
  const rows: [string, number][] = [
    ['Ara Toplam', first.SATIR_TOPLAM],
    ['KDV', first.KDV_TOPLAM],
  ];
  return (
    <dl className="ml-auto w-full max-w-xs text-sm">
      {rows.map(([term, amount]) => (
        <div key={term} className="flex justify-between gap-4 py-1">
          <dt className="text-slate-700">{term}</dt>
          <dd className="text-slate-900 tabular-nums">
            {formatMoney(amount)} {first.DOVIZ_AD}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t-2 border-slate-300 pt-2 text-base font-bold">
        <dt className="text-slate-900">Genel Toplam</dt>
        <dd className="text-slate-900 tabular-nums" data-testid="document-total">
          {formatMoney(first.GENELTOPLAM)} {first.DOVIZ_AD}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Tekrar Sipariş Ver: the order's lines into the basket at today's prices; what went in and
 * what did not, each with its reason, then the way to the basket. Never a silent drop.
 */
function Reorder({ belgeNo }: { belgeNo: string }) {
  const reorder = useReorder(belgeNo);
  const result = reorder.data;
  return (
    <section
      data-print-hidden
      aria-label={reportTexts.reorder}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Bu siparişteki ürünleri bugünkü fiyatlarıyla yeniden sepetinize ekleyin.
        </p>
        <Button
          onClick={() => reorder.mutate()}
          loading={reorder.isPending}
          loadingText={reportTexts.reordering}
          disabled={Boolean(result && !result.hasError)}
        >
          <Icon name="fa-solid fa-rotate-right" />
          {reportTexts.reorder}
        </Button>
      </div>
      {reorder.isError && <Alert tone="error">{errorMessageOf(reorder.error)}</Alert>}
      {result && (
        <div className="flex flex-col gap-3" data-testid="reorder-result">
          {result.eklenenler.length > 0 ? (
            <Alert tone="success">
              <p className="font-semibold">{reportTexts.added(result.eklenenler.length)}</p>
              <ul className="mt-1 list-disc pl-5">
                {result.eklenenler.map((line) => (
                  <li key={`${line.STOK_KOD}-${line.MIKTAR}`}>
                    {line.STOK_AD} <span className="text-emerald-800">({line.STOK_KOD})</span> ×{' '}
                    {quantityFormat.format(line.MIKTAR)}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : (
            <Alert tone="error">{result.errorMessage}</Alert>
          )}
          {result.atlananlar.length > 0 && (
            <Alert tone="warning">
              <p className="font-semibold">{reportTexts.skipped}</p>
              <ul className="mt-1 list-disc pl-5">
                {result.atlananlar.map((line) => (
                  <li key={`${line.STOK_KOD}-${line.MIKTAR}`}>
                    {line.STOK_AD} ({line.STOK_KOD}) × {quantityFormat.format(line.MIKTAR)}: {line.neden}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {result.eklenenler.length > 0 && (
            <ButtonLink to="/basket" className="self-end">
              <Icon name="fa-solid fa-cart-shopping" />
              {reportTexts.goToBasket}
            </ButtonLink>
          )}
        </div>
      )}
    </section>
  );
}
