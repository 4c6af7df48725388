import { sql } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../../../db/client';
import { queryRows, valueArray } from '../../../db/query';
import { dealerImportWrites } from '../../dealers/service';
import type { RowErrors } from '../values';
import { columnReaders } from './columns';
import type { UpsertColumn } from './dealer-cells';
import { cellOf, mapHeader, type BatchOutcome, type KindFactory, type KindReader, type ReadRow } from './kind';

/**
 * Dealers (cari hesaplar) upserted by Cari No, case-insensitively (unique index dealers_code on fold_turkish(code)).
 * Every value is checked by the back office's own rules (adminDealerFormSchema: the code's characters and
 * ADMIN, the VKN/TCKN check digits, e-mail, phone, amounts, days). A dealer the file changes gets its version
 * raised like a back-office edit, so an edit someone made on the card before the import is refused (409) instead
 * of silently undoing it; an unchanged dealer keeps its version. Empty cells: an optional text (tax office, tax
 * number, e-mail, phone) is cleared; the amounts, days, payment method, price lists and Aktif keep the dealer's.
 *
 * Plasiyer Kodu names the dealer's sales representative by the code staff gave it (Plasiyerler), in any letter
 * case. An ERP knows its salesmen by code, and a name is neither unique to it nor spelt alike everywhere, so the
 * column takes codes only; an unknown code refuses the row rather than making a representative no one in the
 * back office set up. An inactive representative keeps the dealers it has but takes no new one, as in the back
 * office. An empty cell leaves the dealer without a representative (the ERP's dealer has none); a file without
 * the column keeps the ones assigned in the back office.
 */

interface DealerRow {
  code: string;
  name: string;
  taxOffice: string | null;
  taxNumber: string | null;
  email: string | null;
  phone: string | null;
  riskLimit: string | null;
  discountRate: string | null;
  paymentTermDays: number | null;
  defaultPaymentMethod: string | null;
  /** Price list ids in the dealer's order, comma separated ("3,1"); null keeps the dealer's lists. */
  priceLists: string | null;
  /** The representative's code as written; null: none. */
  representativeCode: string | null;
  active: boolean | null;
}

const REPRESENTATIVE = 'Plasiyer Kodu';
/** The most lists a dealer may see (the back office's form allows as many). */
const MAX_PRICE_LISTS = 20;

export const dealersKind: KindFactory = async (db, header) => {
  const mapped = mapHeader('dealers', header);
  const columns = columnReaders('dealers');
  if ('error' in mapped) return mapped;
  const map = mapped;
  const has = (column: string) => map.index.has(column);
  const lists = await queryRows<{ id: number; name: string }>(db, sql`select id, name from price_lists order by id`);
  const listId = new Map(lists.map((l) => [foldTurkish(l.name).trim(), l.id]));

  /** The lists the row names (the row schema splits the cell into names), as ids in their order. */
  function readPriceLists(errors: RowErrors, value: string | undefined): string | null {
    const listed = columns.own<string[]>(errors, 'Fiyat Listeleri', value);
    if (listed === null) return null;
    const ids: number[] = [];
    for (const name of listed) {
      const id = listId.get(foldTurkish(name).trim());
      if (id === undefined) {
        const known = lists.map((l) => l.name).join(', ');
        errors.add('Fiyat Listeleri', 'unknown_price_list', `"${name}" adında bir fiyat listesi yok (${known}).`);
        return null;
      }
      if (ids.includes(id)) {
        errors.add('Fiyat Listeleri', 'duplicate_price_list', `"${name}" fiyat listesi iki kez yazılmış.`);
        return null;
      }
      ids.push(id);
    }
    if (ids.length > MAX_PRICE_LISTS) {
      errors.add('Fiyat Listeleri', 'too_many', `Bir bayiye en fazla ${MAX_PRICE_LISTS} fiyat listesi verilebilir.`);
      return null;
    }
    return ids.length ? ids.join(',') : null;
  }

  function read(cells: string[], errors: RowErrors): DealerRow | null {
    const cell = (column: string) => cellOf(map, cells, column);
    const row: DealerRow = {
      code: columns.own<string>(errors, 'Cari No', cell('Cari No')) ?? '',
      name: columns.text(errors, 'Ünvan', cell('Ünvan')) ?? '',
      taxOffice: columns.text(errors, 'Vergi Dairesi', cell('Vergi Dairesi')),
      taxNumber: columns.own(errors, 'Vergi No', cell('Vergi No')),
      email: columns.own(errors, 'E-posta', cell('E-posta')),
      phone: columns.own(errors, 'Telefon', cell('Telefon')),
      riskLimit: columns.decimal(errors, 'Risk Limiti', cell('Risk Limiti')),
      discountRate: columns.decimal(errors, 'İskonto Oranı', cell('İskonto Oranı')),
      paymentTermDays: columns.own(errors, 'Vade Günü', cell('Vade Günü')),
      defaultPaymentMethod: columns.own(errors, 'Varsayılan Ödeme', cell('Varsayılan Ödeme')),
      priceLists: readPriceLists(errors, cell('Fiyat Listeleri')),
      representativeCode: columns.own(errors, REPRESENTATIVE, cell(REPRESENTATIVE)),
      active: columns.yesNo(errors, 'Aktif', cell('Aktif')),
    };
    return errors.any ? null : row;
  }

  /** The columns the file has, with the batch's values (`representatives`: each row's representative id). */
  function columnsOf(items: DealerRow[], representatives: (number | null)[]): UpsertColumn[] {
    const text = (name: string, pick: (d: DealerRow) => string | null): UpsertColumn => ({
      name,
      values: valueArray(items.map(pick), 'text'),
    });
    const columns: UpsertColumn[] = [text('name', (d) => d.name)];
    if (has('Vergi Dairesi')) columns.push(text('tax_office', (d) => d.taxOffice));
    if (has('Vergi No')) columns.push(text('tax_number', (d) => d.taxNumber));
    if (has('E-posta')) columns.push(text('email', (d) => d.email));
    if (has('Telefon')) columns.push(text('phone', (d) => d.phone));
    if (has(REPRESENTATIVE)) columns.push({ name: 'representative_id', values: valueArray(representatives, 'int') });
    const kept = (name: string, values: ReturnType<typeof valueArray>, whenNew: string): UpsertColumn => ({
      name,
      values,
      keepWhenNull: true,
      whenNew,
    });
    if (has('Risk Limiti'))
      columns.push(
        kept(
          'risk_limit',
          valueArray(
            items.map((d) => d.riskLimit),
            'numeric',
          ),
          '0',
        ),
      );
    if (has('İskonto Oranı'))
      columns.push(
        kept(
          'discount_rate',
          valueArray(
            items.map((d) => d.discountRate),
            'numeric',
          ),
          '0',
        ),
      );
    if (has('Vade Günü'))
      columns.push(
        kept(
          'payment_term_days',
          valueArray(
            items.map((d) => d.paymentTermDays),
            'int',
          ),
          '30',
        ),
      );
    if (has('Varsayılan Ödeme'))
      columns.push(
        kept(
          'default_payment_method',
          valueArray(
            items.map((d) => d.defaultPaymentMethod),
            'text',
          ),
          `'havale'`,
        ),
      );
    if (has('Aktif'))
      columns.push(
        kept(
          'is_active',
          valueArray(
            items.map((d) => d.active),
            'boolean',
          ),
          'true',
        ),
      );
    return columns;
  }

  const reader: KindReader<DealerRow> = {
    read,
    key: (item) => foldTurkish(item.code),
    keyColumn: 'Cari No',
    async writeBatch(tx, all) {
      const { rows, representatives, errors } = has(REPRESENTATIVE)
        ? await withRepresentatives(tx, all)
        : { rows: all, representatives: all.map(() => null), errors: [] };
      const items = rows.map((r) => r.item);
      const columns = columnsOf(items, representatives);
      const writes = dealerImportWrites(tx);
      const { updated, created } = await writes.upsertDealers(
        items.map((d) => d.code),
        items.map((d) => d.priceLists),
        columns,
      );
      const listsOf = new Map(items.map((d) => [foldTurkish(d.code), d.priceLists]));
      const createdLists = created.map((c) => ({ id: c.id, lists: listsOf.get(foldTurkish(c.code)) ?? null }));
      await writes.replacePriceLists([...updated, ...createdLists]);
      return {
        created: created.length,
        updated: updated.length,
        unchanged: rows.length - created.length - updated.length,
        errors,
      };
    },
  };
  return reader as KindReader<unknown>;
};

/**
 * The batch's rows whose Plasiyer Kodu names a representative that may take them, each with its id (null for an
 * empty cell), and the others as errors: an unknown code, or an inactive representative the dealer does not
 * already have (a new dealer has none).
 */
async function withRepresentatives(
  tx: Db,
  rows: ReadRow<DealerRow>[],
): Promise<{ rows: ReadRow<DealerRow>[]; representatives: (number | null)[]; errors: BatchOutcome['errors'] }> {
  const codes = [
    ...new Set(rows.flatMap((r) => (r.item.representativeCode ? [foldTurkish(r.item.representativeCode)] : []))),
  ];
  if (!codes.length) return { rows, representatives: rows.map(() => null), errors: [] };
  const found = new Map(
    (
      await queryRows<{ id: number; code: string; is_active: boolean }>(
        tx,
        sql`select id, fold_turkish(code) as code, is_active from representatives
            where fold_turkish(code) = any(${valueArray(codes, 'text')})`,
      )
    ).map((r) => [r.code, r]),
  );
  const anyInactive = [...found.values()].some((r) => !r.is_active);
  const current = anyInactive
    ? new Map(
        (
          await queryRows<{ code: string; representative_id: number | null }>(
            tx,
            sql`select fold_turkish(code) as code, representative_id from dealers
                where fold_turkish(code) = any(${valueArray(
                  rows.map((r) => foldTurkish(r.item.code)),
                  'text',
                )})`,
          )
        ).map((d) => [d.code, d.representative_id]),
      )
    : new Map<string, number | null>();
  const kept: ReadRow<DealerRow>[] = [];
  const representatives: (number | null)[] = [];
  const errors: BatchOutcome['errors'] = [];
  for (const r of rows) {
    const code = r.item.representativeCode;
    const rep = code === null ? null : found.get(foldTurkish(code));
    if (rep === undefined) {
      errors.push({
        row: r.row,
        column: REPRESENTATIVE,
        code: 'unknown_representative',
        message: `"${code}" kodlu plasiyer yok; önce Yönetim > Plasiyerler sayfasında bu kodla ekleyin.`,
      });
    } else if (rep && !rep.is_active && current.get(foldTurkish(r.item.code)) !== rep.id) {
      errors.push({
        row: r.row,
        column: REPRESENTATIVE,
        code: 'inactive_representative',
        message: `"${code}" kodlu plasiyer pasif: yeni bayi atanamaz.`,
      });
    } else {
      kept.push(r);
      representatives.push(rep?.id ?? null);
    }
  }
  return { rows: kept, representatives, errors };
}
