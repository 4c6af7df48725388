import Decimal from 'decimal.js';
import sharp from 'sharp';
import {
  ORDER_STAGE_NAMES,
  isReportType,
  reportMessages,
  type BasketLineInput,
  type DetailLine,
  type DocumentKind,
  type InvoiceListRow,
  type MovementRow,
  type OrderListRow,
  type ReorderLine,
  type ReorderResponse,
  type ReportRange,
  type ReportType,
  type StatementRow,
} from '@bayi/common';
import { badRequest, HttpError, notFound } from '../../plugins/errors';
import { groupBy } from '../../lib/group-by';
import { settingIsOn, type ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';
import { amountNumber, storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import type { PricingService, Viewer } from '../pricing/service';
import { inStock } from '../pricing/stock';
import type { ExportCompany, ExportDocument, ExportFile } from './export-model';
import {
  documentExport,
  invoiceListExport,
  movementsExport,
  orderListExport,
  statementExport,
  type ExportContext,
} from './export-tables';
import { MAX_PDF_ROWS, PDF_CONTENT_TYPE } from './pdf';
import { renderPdfOffThread } from './pdf-pool';
import { formatDay, reportPeriod, type Period } from './range';
import { receiptHtml, receiptNotFoundHtml, type ReceiptCompany } from './receipt';
import type { ReportsRepository } from './repository';
import {
  deliveryNoteMovementRow,
  documentDetailLines,
  invoiceListRow,
  isOrderType,
  mergeNewestFirst,
  movementRow,
  openingRow,
  orderDetailLines,
  statementRow,
  statementRows,
  type DetailColumns,
} from './rows';
import { createReportCache, REPORT_SOURCE, type ReportHistory } from './report-cache';
import { gzipJsonArray, jsonArray, rowsWithin, rowSlab } from './row-slab';
import { writeSpreadsheet, XLSX_CONTENT_TYPE } from './xlsx';

export type ExportFormat = 'excel' | 'pdf';

/** A report period's JSON: plain chunks, and the same gzipped (made only when the client takes gzip). */
export interface RowsAnswer {
  plain: Buffer[];
  gzipped: () => Buffer;
}

/** The dealer user a reorder fills the basket of. */
export interface ReportOwner {
  userId: number;
  dealerId: number;
}

/**
 * What a reorder needs of the basket module: adding lines at today's prices, all or nothing (a refusal is an
 * HttpError under 500), and the basket's count. Said here as a shape, so reports (which the orders module's export uses) does not
 * depend on the basket, which depends on orders.
 */
export interface ReorderBasket {
  add(owner: ReportOwner, viewer: Viewer, lines: BasketLineInput[]): Promise<unknown>;
  /** How many different products the basket holds after it. */
  productCount(owner: ReportOwner): Promise<number>;
}

/** How long the logo converted for PDFs is kept (it changes when the distributor uploads another). */
const LOGO_TTL_MS = 60_000;

export function createReportsService(deps: {
  repo: ReportsRepository;
  application: ApplicationService;
  content: ContentService;
  pricing: PricingService;
  basket: ReorderBasket;
  now?: () => Date;
  /** Bytes of report histories kept in memory (REPORT_CACHE_MB). */
  reportCacheBytes?: number;
}) {
  const { repo, application, content, pricing, basket } = deps;
  const now = deps.now ?? (() => new Date());
  let logo: { fileName: string; png: Buffer | null; until: number } | null = null;

  /** The site logo as a PNG for PDFs (pdfkit draws PNG and JPEG; the stored file may be anything sharp reads). */
  async function logoPng(fileName: string | undefined): Promise<Buffer | null> {
    if (!fileName) return null;
    if (logo && logo.fileName === fileName && logo.until > Date.now()) return logo.png;
    const file = await content.original(fileName);
    let png: Buffer | null = null;
    if (file) {
      try {
        png = await sharp(file.bytes, { density: 144 })
          .resize({ width: 600, height: 200, fit: 'inside', withoutEnlargement: true })
          .png()
          .toBuffer();
      } catch {
        png = null; // A logo sharp cannot read: the PDF shows the company name instead.
      }
    }
    logo = { fileName, png, until: Date.now() + LOGO_TTL_MS };
    return png;
  }

  /** The distributor as documents show it (settings firmaadi, footer.*). */
  async function companyOf(settings: Map<string, string>) {
    const lines = [
      settings.get('footer.adres'),
      settings.get('footer.phone') ? `Tel: ${settings.get('footer.phone')}` : undefined,
      settings.get('footer.email'),
    ].filter((l): l is string => !!l && l.trim().length > 0);
    return { name: settings.get('firmaadi') ?? '', lines, logoFile: settings.get('siteLogo') };
  }

  /** The distributor at the head of an export: name, address lines and logo. */
  async function exportCompany(): Promise<ExportCompany> {
    const company = await companyOf(await application.settings());
    return { name: company.name, lines: company.lines, logoPng: await logoPng(company.logoFile) };
  }

  async function exportContext(dealerId: number): Promise<ExportContext> {
    const [company, dealer] = await Promise.all([exportCompany(), repo.dealerHeader(dealerId)]);
    if (!dealer) throw notFound();
    return { company, dealer, generatedAt: now() };
  }

  async function detailColumns(): Promise<DetailColumns> {
    const settings = await application.settings();
    return {
      barcode: settingIsOn(settings.get('showReportBarcode')),
      serial: settingIsOn(settings.get('showReportSerino')),
    };
  }

  const period = (input: ReportRange) => reportPeriod(input, now());

  /** Every day a report can hold: the whole history of a dealer, as one period. */
  const ALL_TIME: Period = {
    begin: { year: 1, month: 1, day: 1 },
    end: { year: 9999, month: 12, day: 30 },
    from: new Date('0001-01-01T00:00:00.000Z'),
    to: new Date('9999-12-31T00:00:00.000Z'),
  };

  /** A report's whole history for the dealer, serialised in the order the report shows it. */
  async function history(type: ReportType, dealerId: number): Promise<ReportHistory> {
    switch (type) {
      case 'hesapekstresi': {
        const rows = await repo.statementRows(dealerId, ALL_TIME.from, ALL_TIME.to, '0');
        return { slab: rowSlab(rows.map(statementRow), (r) => r.TARIH, false), balances: rows.map((r) => r.balance) };
      }
      case 'genelhareket':
        return { slab: rowSlab(await movements(dealerId, ALL_TIME), (r) => r.TARIH, true) };
      case 'faturalistesi':
        return { slab: rowSlab(await invoiceList(dealerId, ALL_TIME), (r) => r.FIS_TARIHI, true) };
      case 'siparislistesi':
        return { slab: rowSlab(await orderList(dealerId, ALL_TIME), (r) => r.SIPARIS_TARIHI, true) };
    }
  }
  const cache = createReportCache({ maxBytes: deps.reportCacheBytes ?? 128 * 1024 * 1024, build: history });

  /**
   * GET /report/{type} as chunks of JSON: the period's run of the dealer's cached history (report-cache.ts),
   * the same rows the range functions below compute. The statement's Devir is the running balance
   * before the period's first row.
   */
  /** A period of a report: its JSON as plain chunks and, for clients that take it, gzipped. */
  async function reportJson(type: ReportType, dealerId: number, input: ReportRange): Promise<RowsAnswer> {
    const p = period(input);
    const versions = await repo.reportVersions(dealerId);
    const { slab, balances } = await cache.history(type, dealerId, versions[REPORT_SOURCE[type]]);
    const { first, end } = rowsWithin(slab, p.from.getTime(), p.to.getTime());
    let lead = '';
    if (type === 'hesapekstresi') {
      const opening = first > 0 ? balances![first - 1]! : '0';
      if (first < end || !new Decimal(opening).isZero()) {
        lead = JSON.stringify(
          openingRow(opening, p.from.toISOString(), `${formatDay(p.begin)} öncesinden devreden bakiye`),
        );
      }
    }
    return { plain: jsonArray(slab, first, end, lead), gzipped: () => gzipJsonArray(slab, first, end, lead) };
  }

  async function orderList(dealerId: number, p: Period): Promise<OrderListRow[]> {
    const rows = await repo.orderLines(dealerId, p.from, p.to);
    // Groups keep the statement's order: newest order first.
    return [...groupBy(rows, (r) => r.order_id).values()].flatMap((lines) => {
      const head = lines[0]!;
      return totalsByCurrency(lines.map((l) => storedLineMoney(l))).map((t) => ({
        Id: head.order_id,
        BELGENO: head.document_no ?? '',
        SIPARIS_TARIHI: head.placed_at,
        SIPARIS_TURU: head.order_type,
        SATIR_TOPLAM: amountNumber(t.subtotal),
        KDV_TOPLAM: amountNumber(t.vat),
        GENELTOPLAM: amountNumber(t.grandTotal),
        DOVIZ_AD: t.currency,
        ACIKLAMA: head.note ?? '',
        DURUM: ORDER_STAGE_NAMES[head.stage],
        ERP_BELGENO: head.erp_document_no ?? '',
      }));
    });
  }

  async function movements(dealerId: number, p: Period): Promise<MovementRow[]> {
    const [ledger, notes] = await Promise.all([
      repo.movements(dealerId, p.from, p.to),
      repo.deliveryNotes(dealerId, p.from, p.to),
    ]);
    return mergeNewestFirst(ledger.map(movementRow), notes.map(deliveryNoteMovementRow));
  }

  async function statement(dealerId: number, p: Period): Promise<StatementRow[]> {
    const opening = await repo.balanceBefore(dealerId, p.from);
    const rows = await repo.statementRows(dealerId, p.from, p.to, opening);
    return statementRows(opening, rows, p.from.toISOString(), `${formatDay(p.begin)} öncesinden devreden bakiye`);
  }

  async function invoiceList(dealerId: number, p: Period): Promise<InvoiceListRow[]> {
    return (await repo.invoices(dealerId, p.from, p.to)).map(invoiceListRow);
  }

  /** The lines of a document of the dealer; 404 for any other number (another dealer's too). */
  async function documentLines(kind: DocumentKind, dealerId: number, belgeNo: string): Promise<DetailLine[]> {
    const show = await detailColumns();
    if (kind === 'siparisdetay') {
      const order = await repo.order(dealerId, { documentNo: belgeNo });
      if (!order) throw notFound(reportMessages.documentNotFound);
      return orderDetailLines(order, await repo.orderDetailLines(order.id), show);
    }
    const found = await repo.documentWithLines(
      kind === 'irsaliyedetay' ? 'deliveryNote' : 'invoice',
      dealerId,
      belgeNo,
    );
    if (!found) throw notFound(reportMessages.documentNotFound);
    const { head, lines } = found;
    // An invoice whose type is an order shows the order (spec §2 "Detail side panels").
    if (kind === 'faturadetay' && isOrderType(head.type)) {
      const order = await repo.order(
        dealerId,
        head.order_id ? { id: head.order_id } : { documentNo: head.document_no },
      );
      if (order) return orderDetailLines(order, await repo.orderDetailLines(order.id), show);
    }
    return documentDetailLines(head, lines, show);
  }

  async function render(doc: ExportDocument, format: ExportFormat): Promise<ExportFile> {
    if (format === 'excel') {
      return { fileName: `${doc.fileName}.xlsx`, contentType: XLSX_CONTENT_TYPE, body: writeSpreadsheet(doc) };
    }
    if (doc.rows.length > MAX_PDF_ROWS) throw badRequest(reportMessages.tooManyRowsForPdf(MAX_PDF_ROWS));
    return { fileName: `${doc.fileName}.pdf`, contentType: PDF_CONTENT_TYPE, body: await renderPdfOffThread(doc) };
  }

  async function receiptCompany(): Promise<ReceiptCompany> {
    const company = await companyOf(await application.settings());
    return {
      name: company.name,
      lines: company.lines,
      logoUrl: company.logoFile ? `/image/show/?fileName=${encodeURIComponent(company.logoFile)}&size=2` : null,
    };
  }

  return {
    /** GET /report/{type}: the rows as chunks of JSON, from the dealer's cached history. */
    reportJson,

    exportCompany,

    /** An export document as a file (Excel, or PDF up to MAX_PDF_ROWS rows). */
    render,

    /** The history cache's size (tests, the bench). */
    reportCacheStats: () => cache.stats(),

    /** GET /report/siparislistesi: one row per order and currency, newest first, totals from the line money. */
    orderList: (dealerId: number, input: ReportRange) => orderList(dealerId, period(input)),

    /** GET /report/genelhareket: the ledger's movements and the delivery notes of the period, newest first. */
    movements: (dealerId: number, input: ReportRange) => movements(dealerId, period(input)),

    /** GET /report/hesapekstresi: Devir, then the movements oldest first with the running balance. */
    statement: (dealerId: number, input: ReportRange) => statement(dealerId, period(input)),

    /** GET /report/faturalistesi: the period's invoices, newest first. */
    invoiceList: (dealerId: number, input: ReportRange) => invoiceList(dealerId, period(input)),

    /** GET /Report/{faturadetay|siparisdetay|irsaliyedetay}/{belgeNo}. */
    documentLines,

    /** A report as Excel or PDF; an unknown type is 404. */
    async exportReport(type: string, format: ExportFormat, dealerId: number, input: ReportRange): Promise<ExportFile> {
      if (!isReportType(type)) throw notFound(reportMessages.unknownReport);
      const p = period(input);
      const ctx = await exportContext(dealerId);
      const doc = await buildReport(type, ctx, dealerId, p);
      return render(doc, format);
    },

    /** A document (invoice, order, delivery note) as Excel or PDF; another dealer's is 404. */
    async exportDocument(kind: DocumentKind, format: ExportFormat, dealerId: number, belgeNo: string) {
      const lines = await documentLines(kind, dealerId, belgeNo);
      return render(documentExport(await exportContext(dealerId), kind, belgeNo, lines), format);
    },

    /**
     * Tekrar Sipariş Ver: a past order's lines added to the basket at today's prices, through the basket
     * (its pricing, stock rule and line limit). A line no longer sold, without a price for the dealer or
     * out of stock is skipped and listed with the reason; if the basket refuses a line the check did not
     * foresee (the line limit with what the basket already holds, stock gone meanwhile), the lines are
     * added one by one and each refusal is listed.
     */
    async reorder(owner: ReportOwner, viewer: Viewer, belgeNo: string): Promise<ReorderResponse> {
      const order = await repo.order(owner.dealerId, { documentNo: belgeNo });
      if (!order) throw notFound(reportMessages.documentNotFound);
      const lines = await repo.orderDetailLines(order.id);
      const quotes = await pricing.orderPrices(
        viewer,
        lines.map((l) => l.product_id),
      );
      const skipped: (ReorderLine & { neden: string; at: number })[] = [];
      const candidates: (ReorderLine & { stokId: number; at: number })[] = [];
      lines.forEach((l, at) => {
        const line = {
          stokId: l.product_id,
          STOK_KOD: l.product_code,
          STOK_AD: l.product_name,
          MIKTAR: Number(new Decimal(l.quantity).toFixed()),
          at,
        };
        const quote = quotes.get(l.product_id);
        const reason = !quote
          ? reportMessages.notSold
          : !quote.orderPrice
            ? reportMessages.noPrice
            : !inStock(quote.stock)
              ? reportMessages.outOfStock
              : null;
        if (reason) skipped.push({ ...line, neden: reason });
        else candidates.push(line);
      });
      let added = candidates;
      if (candidates.length) {
        const refused = (err: unknown) => err instanceof HttpError && err.statusCode < 500;
        try {
          await basket.add(
            owner,
            viewer,
            candidates.map((c) => ({ productId: c.stokId, adet: c.MIKTAR })),
          );
        } catch (err) {
          if (!refused(err)) throw err;
          added = [];
          for (const c of candidates) {
            try {
              await basket.add(owner, viewer, [{ productId: c.stokId, adet: c.MIKTAR }]);
              added.push(c);
            } catch (lineErr) {
              if (!refused(lineErr)) throw lineErr;
              skipped.push({ ...c, neden: (lineErr as Error).message });
            }
          }
        }
      }
      const strip = <T extends { at: number }>({ at: _at, ...rest }: T) => rest;
      return {
        hasError: added.length === 0,
        errorMessage: added.length === 0 ? reportMessages.nothingToReorder : null,
        basketProductCount: await basket.productCount(owner),
        eklenenler: added.map(strip),
        atlananlar: skipped.sort((a, b) => a.at - b.at).map(strip),
      };
    },

    /** GET /payment2/print/{id}: the receipt page, or a 404 page when it is not the dealer's card collection. */
    async receiptPage(dealerId: number, paymentId: number): Promise<{ status: 200 | 404; html: string }> {
      const [company, receipt] = await Promise.all([receiptCompany(), repo.receipt(dealerId, paymentId)]);
      return receipt
        ? { status: 200, html: receiptHtml(company, receipt) }
        : { status: 404, html: receiptNotFoundHtml(company, reportMessages.receiptNotFound) };
    },
  };

  async function buildReport(
    type: ReportType,
    ctx: ExportContext,
    dealerId: number,
    p: Period,
  ): Promise<ExportDocument> {
    switch (type) {
      case 'genelhareket':
        return movementsExport(ctx, p, await movements(dealerId, p));
      case 'hesapekstresi':
        return statementExport(ctx, p, await statement(dealerId, p));
      case 'siparislistesi':
        return orderListExport(ctx, p, await orderList(dealerId, p));
      case 'faturalistesi':
        return invoiceListExport(ctx, p, await invoiceList(dealerId, p));
    }
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
