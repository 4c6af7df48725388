import Decimal from 'decimal.js';
import { foldTurkish } from '@bayi/common';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { invoiceLines } from '../../../db/schema';
import { isoInstant, queryRows, valueArray } from '../../../db/query';
import { lineMoney, totalsByCurrency, type LineMoney } from '../../pricing/line-money';
import { cellText } from '../values';
import { columnReaders } from './columns';
import {
  cellOf,
  mapHeader,
  refusedRecordMessage,
  type BatchOutcome,
  type KindFactory,
  type KindReader,
  type ReadRow,
} from './kind';

/**
 * Invoices and delivery notes with their lines (spec §3 "Detail lines"), as the dealer reads them in the account
 * reports. A file has one row per line, the document's own columns repeated on each; the runner hands a batch
 * whole documents (KindReader.groupKey). Totals are computed here with the order lines' money rules
 * (pricing/line-money.ts), never read from the file. A document is upserted by its Belge No: one that differs from
 * what is stored — its own columns or any line — is rewritten (head updated, lines deleted and inserted again), an
 * identical one is left alone. Counts are per document. A Belge No of another dealer is refused: a document never
 * moves between dealers. The reports follow through report_versions (migration 0008: invoices bump `invoices`,
 * delivery notes `ledger`); their lines are read uncached by the detail panel.
 */

type DocumentKind = 'invoices' | 'delivery-notes';

interface DocumentTable {
  head: SQL;
  lines: SQL;
  /** The lines' column naming their document. */
  owner: SQL;
  /** The head's link: an invoice's order, a delivery note's invoice. */
  link: SQL;
  linkColumn: 'Sipariş No' | 'Fatura No';
  defaultType: string;
  hasDueDate: boolean;
}

const TABLES: Record<DocumentKind, DocumentTable> = {
  invoices: {
    head: sql.raw('invoices'),
    lines: sql.raw('invoice_lines'),
    owner: sql.raw('invoice_id'),
    link: sql.raw('order_id'),
    linkColumn: 'Sipariş No',
    defaultType: 'Satış faturası',
    hasDueDate: true,
  },
  'delivery-notes': {
    head: sql.raw('delivery_notes'),
    lines: sql.raw('delivery_note_lines'),
    owner: sql.raw('delivery_note_id'),
    link: sql.raw('invoice_id'),
    linkColumn: 'Fatura No',
    defaultType: 'Satış irsaliyesi',
    hasDueDate: false,
  },
};

/** The document's own columns: the same on each of its lines. */
interface HeadCells {
  dealerCode: string;
  documentNo: string;
  date: string;
  type: string;
  dueDate: string | null;
  currency: string;
  rate: string;
  /** Sipariş No (invoices) or Fatura No (delivery notes). */
  linkNo: string | null;
}

interface LineCells {
  productCode: string;
  productName: string | null;
  barcode: string | null;
  serialNo: string | null;
  quantity: string;
  unit: string | null;
  vatRate: string | null;
  discountRate: string;
  unitPrice: string;
}

interface DocumentLineRow {
  head: HeadCells;
  line: LineCells;
}

/** A line as stored (the schema's documentLineColumns, shared by both line tables), numbers as exact text. */
type StoredLine = Omit<typeof invoiceLines.$inferSelect, 'id' | 'invoiceId'>;

/** A head as stored, numbers as exact text, the date as ISO 8601 UTC. */
interface StoredHead {
  dealerId: number;
  date: string;
  type: string;
  dueDate: string | null;
  currency: string;
  rate: string;
  subtotal: string;
  vatTotal: string;
  grandTotal: string;
  linkId: number | null;
}

type RowError = BatchOutcome['errors'][number];

export const invoicesKind: KindFactory = (db, header) => documentsKind('invoices', db, header);
export const deliveryNotesKind: KindFactory = (db, header) => documentsKind('delivery-notes', db, header);

async function documentsKind(kind: DocumentKind, db: Db, header: string[]) {
  const map = mapHeader(kind, header);
  if ('error' in map) return map;
  const table = TABLES[kind];
  const columns = columnReaders(kind);
  const currencies = new Set(
    (await queryRows<{ code: string }>(db, sql`select code from currencies`)).map((c) => c.code),
  );

  /** The columns a document's lines must agree on, with what each is called in the file. */
  const headColumns: [keyof HeadCells, string][] = [
    ['dealerCode', 'Cari No'],
    ['date', 'Tarih'],
    ['type', 'Belge Türü'],
    ...(table.hasDueDate ? [['dueDate', 'Vade Tarihi'] as [keyof HeadCells, string]] : []),
    ['currency', 'Döviz'],
    ['rate', 'Kur'],
    ['linkNo', table.linkColumn],
  ];

  const reader: KindReader<DocumentLineRow> = {
    read(cells, errors) {
      const cell = (column: string) => cellOf(map, cells, column);
      const dealerCode = columns.text(errors, 'Cari No', cell('Cari No'));
      const documentNo = columns.text(errors, 'Belge No', cell('Belge No'));
      const date = columns.date(errors, 'Tarih', cell('Tarih'));
      const type = columns.text(errors, 'Belge Türü', cell('Belge Türü')) ?? table.defaultType;
      const dueDate = table.hasDueDate ? columns.date(errors, 'Vade Tarihi', cell('Vade Tarihi')) : null;
      const currency = (columns.text(errors, 'Döviz', cell('Döviz')) ?? 'TL').toLocaleUpperCase('tr-TR');
      if (!currencies.has(currency)) {
        errors.add('Döviz', 'unknown_currency', `Döviz şunlardan biri olmalı: ${[...currencies].join(', ')}.`);
      }
      const rate = columns.decimal(errors, 'Kur', cell('Kur')) ?? '1';
      const linkNo = columns.text(errors, table.linkColumn, cell(table.linkColumn));
      const productCode = columns.text(errors, 'Ürün Kodu', cell('Ürün Kodu'));
      const productName = columns.text(errors, 'Ürün Adı', cell('Ürün Adı'));
      const barcode = columns.text(errors, 'Barkod', cell('Barkod'));
      const serialNo = columns.text(errors, 'Seri No', cell('Seri No'));
      const quantity = columns.decimal(errors, 'Miktar', cell('Miktar'));
      const unit = columns.text(errors, 'Birim', cell('Birim'));
      const vatRate = columns.decimal(errors, 'KDV Oranı', cell('KDV Oranı'));
      const discountRate = columns.decimal(errors, 'İskonto Oranı', cell('İskonto Oranı')) ?? '0.00';
      const unitPrice = columns.decimal(errors, 'Birim Fiyat', cell('Birim Fiyat'));
      if (errors.any) return null;
      return {
        head: {
          dealerCode: dealerCode!,
          documentNo: documentNo!,
          date: date!,
          type,
          dueDate,
          currency,
          rate,
          linkNo,
        },
        line: {
          productCode: productCode!,
          productName,
          barcode,
          serialNo,
          quantity: quantity!,
          unit,
          vatRate,
          discountRate,
          unitPrice: unitPrice!,
        },
      };
    },
    key: (r) => r.head.documentNo,
    keyColumn: 'Belge No',
    // The Belge No as read() reads it (trimmed): the rows of one document, however good each row is.
    groupKey: (cells) => cellText(cellOf(map, cells, 'Belge No')),
    writeBatch: (tx, rows) => writeDocuments(tx, table, headColumns, documentsOf(rows)),
  };
  return reader as KindReader<unknown>;
}

/** The rows of a batch as documents: the runner keeps each document's rows together and in order. */
function documentsOf(rows: ReadRow<DocumentLineRow>[]): ReadRow<DocumentLineRow>[][] {
  const documents: ReadRow<DocumentLineRow>[][] = [];
  for (const row of rows) {
    const last = documents.at(-1);
    if (last && last[0]!.item.head.documentNo === row.item.head.documentNo) last.push(row);
    else documents.push([row]);
  }
  return documents;
}

async function writeDocuments(
  tx: Db,
  table: DocumentTable,
  headColumns: [keyof HeadCells, string][],
  documents: ReadRow<DocumentLineRow>[][],
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, unchanged: 0, errors: [], failed: 0 };
  const refuse = (errors: RowError[]) => {
    outcome.failed!++;
    outcome.errors.push(...errors);
  };
  const facts = await lookUp(tx, table, documents);

  const created: { documentNo: string; head: StoredHead; lines: StoredLine[] }[] = [];
  const changedHeads: { id: number; head: StoredHead }[] = [];
  const changedLines: { id: number; lines: StoredLine[] }[] = [];
  for (const rows of documents) {
    const first = rows[0]!;
    const { head } = first.item;
    const mismatches = headMismatches(rows, headColumns);
    if (mismatches.length > 0) {
      refuse([...mismatches, documentRefused(rows, mismatches)]);
      continue;
    }
    const headError = (column: string, code: string, message: string) =>
      refuse([{ row: first.row, column, code, message: `${message}; belge yazılmadı.` }]);
    const dealerId = facts.dealers.get(foldTurkish(head.dealerCode));
    if (dealerId === undefined) {
      headError('Cari No', 'unknown_dealer', `"${head.dealerCode}" cari numaralı bayi bulunamadı`);
      continue;
    }
    const stored = facts.existing.get(head.documentNo);
    if (stored && stored.head.dealerId !== dealerId) {
      headError(
        'Belge No',
        'other_dealer',
        `"${head.documentNo}" numaralı belge başka bir bayinin; bir belge bayiler arasında taşınmaz`,
      );
      continue;
    }
    let linkId: number | null = null;
    if (head.linkNo !== null) {
      const link = facts.links.get(head.linkNo);
      if (!link || link.dealerId !== dealerId) {
        const what = table.linkColumn === 'Sipariş No' ? 'sipariş' : 'fatura';
        headError(
          table.linkColumn,
          table.linkColumn === 'Sipariş No' ? 'unknown_order' : 'unknown_invoice',
          `"${head.linkNo}" numaralı bir ${what} bu bayide yok`,
        );
        continue;
      }
      linkId = link.id;
    }

    const lineErrors: RowError[] = [];
    const lines: StoredLine[] = [];
    const money: LineMoney[] = [];
    rows.forEach(({ row, item: { line } }, i) => {
      const product = facts.products.get(line.productCode);
      const name = line.productName ?? product?.name ?? null;
      const vatRate = line.vatRate ?? product?.vatRate ?? null;
      const notInCatalogue = `"${line.productCode}" kodlu ürün katalogda yok`;
      if (name === null) {
        lineErrors.push({
          row,
          column: 'Ürün Adı',
          code: 'required',
          message: `Ürün Adı boş olamaz: ${notInCatalogue}.`,
        });
      }
      if (vatRate === null) {
        lineErrors.push({
          row,
          column: 'KDV Oranı',
          code: 'required',
          message: `KDV Oranı boş olamaz: ${notInCatalogue}.`,
        });
      }
      if (name === null || vatRate === null) return;
      const m = lineMoney({
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountRate: line.discountRate,
        vatRate,
        currency: head.currency,
      });
      money.push(m);
      lines.push({
        productId: product?.id ?? null,
        productCode: line.productCode,
        productName: name,
        barcode: line.barcode ?? product?.barcode ?? null,
        serialNo: line.serialNo,
        quantity: line.quantity,
        unit: line.unit ?? product?.unit ?? 'Adet',
        vatRate: new Decimal(vatRate).toFixed(2),
        discountRate: line.discountRate,
        unitPrice: line.unitPrice,
        netPrice: m.netUnitPrice.toFixed(4),
        lineTotal: m.net.toFixed(2),
        vatAmount: m.vat.toFixed(2),
        sort: i + 1,
      });
    });
    if (lineErrors.length > 0) {
      refuse([...lineErrors, documentRefused(rows, lineErrors)]);
      continue;
    }
    // One currency per document: its totals are the sums of the rounded line amounts.
    const totals = totalsByCurrency(money)[0]!;
    const newHead: StoredHead = {
      dealerId,
      date: head.date,
      type: head.type,
      dueDate: table.hasDueDate ? head.dueDate : null,
      currency: head.currency,
      rate: head.rate,
      subtotal: totals.subtotal.toFixed(2),
      vatTotal: totals.vat.toFixed(2),
      grandTotal: totals.grandTotal.toFixed(2),
      linkId,
    };
    if (!stored) {
      created.push({ documentNo: head.documentNo, head: newHead, lines });
      outcome.created++;
      continue;
    }
    const headChanged = headSignature(newHead) !== headSignature(stored.head);
    const linesChanged = linesSignature(lines) !== linesSignature(stored.lines);
    if (headChanged) changedHeads.push({ id: stored.id, head: newHead });
    if (linesChanged) changedLines.push({ id: stored.id, lines });
    if (headChanged || linesChanged) outcome.updated++;
    else outcome.unchanged++;
  }

  const createdIds = await insertHeads(tx, table, created);
  await updateHeads(tx, table, changedHeads);
  if (changedLines.length > 0) {
    await tx.execute(
      sql`delete from ${table.lines} where ${table.owner} = any(${valueArray(
        changedLines.map((d) => d.id),
        'int',
      )})`,
    );
  }
  await insertLines(tx, table, [
    ...created.map((d) => ({ id: createdIds.get(d.documentNo)!, lines: d.lines })),
    ...changedLines,
  ]);
  return outcome;
}

/** Lines whose document columns differ from the document's first line: one error per differing cell. */
function headMismatches(rows: ReadRow<DocumentLineRow>[], columns: [keyof HeadCells, string][]): RowError[] {
  const first = rows[0]!;
  const same = (key: keyof HeadCells, a: HeadCells, b: HeadCells) =>
    key === 'dealerCode' ? foldTurkish(a.dealerCode) === foldTurkish(b.dealerCode) : a[key] === b[key];
  return rows.slice(1).flatMap(({ row, item }) =>
    columns
      .filter(([key]) => !same(key, first.item.head, item.head))
      .map(([, column]) => ({
        row,
        column,
        code: 'document_mismatch',
        message: `${column} belgenin ${first.row}. satırındakinden farklı; bir belgenin bilgileri her satırında aynı olmalı.`,
      })),
  );
}

/** The note on a document's first row that the document as a whole was not written. */
function documentRefused(rows: ReadRow<DocumentLineRow>[], errors: RowError[]): RowError {
  const first = rows[0]!;
  return {
    row: first.row,
    column: 'Belge No',
    code: 'document_refused',
    message: refusedRecordMessage(first.item.head.documentNo, [...new Set(errors.map((e) => e.row))]),
  };
}

/** What the batch's documents need from the database, in a few statements. */
async function lookUp(tx: Db, table: DocumentTable, documents: ReadRow<DocumentLineRow>[][]) {
  const heads = documents.map((d) => d.at(0)!.item.head);
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const dealerCodes = valueArray(distinct(heads.map((h) => foldTurkish(h.dealerCode))), 'text');
  const productCodes = valueArray(distinct(documents.flat().map((r) => r.item.line.productCode)), 'text');
  const documentNos = valueArray(distinct(heads.map((h) => h.documentNo)), 'text');
  const linkNos = valueArray(distinct(heads.map((h) => h.linkNo)), 'text');

  const [dealers, products, storedHeads, links] = await Promise.all([
    queryRows<{ id: number; code: string }>(
      tx,
      sql`select id, fold_turkish(code) as code from dealers where fold_turkish(code) = any(${dealerCodes})`,
    ),
    queryRows<{ id: number; code: string; name: string; barcode: string | null; unit: string; vat_rate: string }>(
      tx,
      sql`select id, code, name, barcode, unit, vat_rate::text as vat_rate from products where code = any(${productCodes})`,
    ),
    queryRows<{
      id: number;
      document_no: string;
      dealer_id: number;
      date: string;
      type: string;
      due_date: string | null;
      currency_code: string;
      exchange_rate: string;
      subtotal: string;
      vat_total: string;
      grand_total: string;
      link_id: number | null;
    }>(
      tx,
      sql`select x.id, x.document_no, x.dealer_id, ${isoInstant(sql`x.date`)} as date, x.type,
            ${table.hasDueDate ? isoInstant(sql`x.due_date`) : sql`null::text`} as due_date, x.currency_code,
            x.exchange_rate::text as exchange_rate, x.subtotal::text as subtotal, x.vat_total::text as vat_total,
            x.grand_total::text as grand_total, x.${table.link} as link_id
          from ${table.head} x where x.document_no = any(${documentNos})`,
    ),
    // An invoice links a placed order of the same dealer; a delivery note an invoice of the same dealer.
    queryRows<{ id: number; document_no: string; dealer_id: number }>(
      tx,
      table.linkColumn === 'Sipariş No'
        ? sql`select id, document_no, dealer_id from orders
              where document_no = any(${linkNos}) and status <> 'basket'`
        : sql`select id, document_no, dealer_id from invoices where document_no = any(${linkNos})`,
    ),
  ]);
  const lines =
    storedHeads.length === 0
      ? []
      : await queryRows<{
          owner: number;
          product_id: number | null;
          product_code: string;
          product_name: string;
          barcode: string | null;
          serial_no: string | null;
          quantity: string;
          unit: string;
          vat_rate: string;
          discount_rate: string;
          unit_price: string;
          net_price: string;
          line_total: string;
          vat_amount: string;
          sort: number;
        }>(
          tx,
          sql`select ${table.owner} as owner, product_id, product_code, product_name, barcode, serial_no,
                quantity::text as quantity, unit, vat_rate::text as vat_rate, discount_rate::text as discount_rate,
                unit_price::text as unit_price, net_price::text as net_price, line_total::text as line_total,
                vat_amount::text as vat_amount, sort
              from ${table.lines}
              where ${table.owner} = any(${valueArray(
                storedHeads.map((h) => h.id),
                'int',
              )})
              order by ${table.owner}, sort, id`,
        );
  const linesOf = new Map<number, StoredLine[]>();
  for (const l of lines) {
    const list = linesOf.get(l.owner) ?? [];
    list.push({
      productId: l.product_id,
      productCode: l.product_code,
      productName: l.product_name,
      barcode: l.barcode,
      serialNo: l.serial_no,
      quantity: l.quantity,
      unit: l.unit,
      vatRate: l.vat_rate,
      discountRate: l.discount_rate,
      unitPrice: l.unit_price,
      netPrice: l.net_price,
      lineTotal: l.line_total,
      vatAmount: l.vat_amount,
      sort: l.sort,
    });
    linesOf.set(l.owner, list);
  }
  return {
    dealers: new Map(dealers.map((d) => [d.code, d.id])),
    products: new Map(
      products.map((p) => [
        p.code,
        { id: p.id, name: p.name, barcode: p.barcode, unit: p.unit, vatRate: p.vat_rate as string | null },
      ]),
    ),
    existing: new Map(
      storedHeads.map((h) => [
        h.document_no,
        {
          id: h.id,
          head: {
            dealerId: h.dealer_id,
            date: h.date,
            type: h.type,
            dueDate: h.due_date,
            currency: h.currency_code,
            rate: h.exchange_rate,
            subtotal: h.subtotal,
            vatTotal: h.vat_total,
            grandTotal: h.grand_total,
            linkId: h.link_id,
          } satisfies StoredHead,
          lines: linesOf.get(h.id) ?? [],
        },
      ]),
    ),
    links: new Map(links.map((l) => [l.document_no, { id: l.id, dealerId: l.dealer_id }])),
  };
}

/** Numbers compared by value: 12.5 and 12.5000 are the same stored amount. */
const exact = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());

function headSignature(h: StoredHead): string {
  return JSON.stringify([
    h.dealerId,
    h.date,
    h.type,
    h.dueDate,
    h.currency,
    exact(h.rate),
    exact(h.subtotal),
    exact(h.vatTotal),
    exact(h.grandTotal),
    h.linkId,
  ]);
}

function linesSignature(lines: StoredLine[]): string {
  return JSON.stringify(
    lines.map((l) => [
      l.productId,
      l.productCode,
      l.productName,
      l.barcode,
      l.serialNo,
      exact(l.quantity),
      l.unit,
      exact(l.vatRate),
      exact(l.discountRate),
      exact(l.unitPrice),
      exact(l.netPrice),
      exact(l.lineTotal),
      exact(l.vatAmount),
      l.sort,
    ]),
  );
}

/** The columns of a head, each as one array parameter of unnest, in the order headColumnNames names them. */
function headArrays(table: DocumentTable, heads: StoredHead[]): SQL {
  const column = <K extends keyof StoredHead>(key: K) => heads.map((h) => h[key]);
  return sql.join(
    [
      valueArray(column('date'), 'timestamptz'),
      valueArray(column('type'), 'text'),
      ...(table.hasDueDate ? [valueArray(column('dueDate'), 'timestamptz')] : []),
      valueArray(column('currency'), 'text'),
      valueArray(column('rate'), 'numeric'),
      valueArray(column('subtotal'), 'numeric'),
      valueArray(column('vatTotal'), 'numeric'),
      valueArray(column('grandTotal'), 'numeric'),
      valueArray(column('linkId'), 'int'),
    ],
    sql`, `,
  );
}

/** The head columns written from the file, in headArrays' order. */
function headColumnNames(table: DocumentTable): SQL {
  return sql.join(
    [
      sql`date`,
      sql`type`,
      ...(table.hasDueDate ? [sql`due_date`] : []),
      sql`currency_code`,
      sql`exchange_rate`,
      sql`subtotal`,
      sql`vat_total`,
      sql`grand_total`,
      table.link,
    ],
    sql`, `,
  );
}

/** Inserts new documents' heads; answers each one's id by its Belge No. */
async function insertHeads(
  tx: Db,
  table: DocumentTable,
  documents: { documentNo: string; head: StoredHead }[],
): Promise<Map<string, number>> {
  if (documents.length === 0) return new Map();
  const names = headColumnNames(table);
  const rows = await queryRows<{ id: number; document_no: string }>(
    tx,
    sql`insert into ${table.head} (dealer_id, document_no, ${names})
        select * from unnest(${valueArray(
          documents.map((d) => d.head.dealerId),
          'int',
        )}, ${valueArray(
          documents.map((d) => d.documentNo),
          'text',
        )}, ${headArrays(
          table,
          documents.map((d) => d.head),
        )})
        returning id, document_no`,
  );
  return new Map(rows.map((r) => [r.document_no, r.id]));
}

async function updateHeads(tx: Db, table: DocumentTable, documents: { id: number; head: StoredHead }[]) {
  if (documents.length === 0) return;
  const names = headColumnNames(table);
  await tx.execute(
    sql`update ${table.head} x set (${names}) = (${sql.join(
      [
        sql`t.date`,
        sql`t.type`,
        ...(table.hasDueDate ? [sql`t.due_date`] : []),
        sql`t.currency_code`,
        sql`t.exchange_rate`,
        sql`t.subtotal`,
        sql`t.vat_total`,
        sql`t.grand_total`,
        sql`t.link`,
      ],
      sql`, `,
    )})
        from unnest(${valueArray(
          documents.map((d) => d.id),
          'int',
        )}, ${headArrays(
          table,
          documents.map((d) => d.head),
        )})
          as t(id, date, type, ${table.hasDueDate ? sql`due_date, ` : sql``}currency_code, exchange_rate, subtotal,
               vat_total, grand_total, link)
        where x.id = t.id`,
  );
}

async function insertLines(tx: Db, table: DocumentTable, documents: { id: number; lines: StoredLine[] }[]) {
  const rows = documents.flatMap((d) => d.lines.map((line) => ({ owner: d.id, ...line })));
  if (rows.length === 0) return;
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  await tx.execute(
    sql`insert into ${table.lines} (${table.owner}, product_id, product_code, product_name, barcode, serial_no,
          quantity, unit, vat_rate, discount_rate, unit_price, net_price, line_total, vat_amount, sort)
        select * from unnest(${valueArray(column('owner'), 'int')}, ${valueArray(column('productId'), 'int')},
          ${valueArray(column('productCode'), 'text')}, ${valueArray(column('productName'), 'text')},
          ${valueArray(column('barcode'), 'text')}, ${valueArray(column('serialNo'), 'text')},
          ${valueArray(column('quantity'), 'numeric')}, ${valueArray(column('unit'), 'text')},
          ${valueArray(column('vatRate'), 'numeric')}, ${valueArray(column('discountRate'), 'numeric')},
          ${valueArray(column('unitPrice'), 'numeric')}, ${valueArray(column('netPrice'), 'numeric')},
          ${valueArray(column('lineTotal'), 'numeric')}, ${valueArray(column('vatAmount'), 'numeric')},
          ${valueArray(column('sort'), 'int')})`,
  );
}
