import { sql } from 'drizzle-orm';
import { adminDealerFormSchema, foldTurkish, PAYMENT_METHOD_IDS, PAYMENT_METHOD_NAMES } from '@bayi/common';
import type { Db } from '../../../db/client';
import { intArray, queryRows, valueArray } from '../../../db/query';
import { cellText, readDecimal, readText, readYesNo, requireText, type RowErrors } from '../values';
import { differs, insertValues, names, readBySchema, setList, unnestSource, type UpsertColumn } from './dealer-cells';
import { cellOf, mapHeader, type KindFactory, type KindReader } from './kind';

/**
 * Dealers (cari hesaplar) upserted by Cari No, case-insensitively (unique index dealers_code on lower(code)).
 * Every value is checked by the back office's own rules (adminDealerFormSchema: the code's characters and
 * ADMIN, the VKN/TCKN check digits, e-mail, phone, amounts, days). A dealer the file changes gets its version
 * raised like a back-office edit, so an edit someone made on the card before the import is refused (409) instead
 * of silently undoing it; an unchanged dealer keeps its version. Empty cells: an optional text (tax office, tax
 * number, e-mail, phone) is cleared; the amounts, days, payment method, price lists and Aktif keep the dealer's.
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
  active: boolean | null;
}

const form = adminDealerFormSchema.shape;
/** The most lists a dealer may see (the back office's form allows as many). */
const MAX_PRICE_LISTS = 20;

/** A payment method by its code or its name as staff read it ("Açık hesap", "Havale/EFT"). */
const PAYMENT_METHODS = new Map<string, string>(
  PAYMENT_METHOD_IDS.flatMap((id) => [
    [id, id],
    [foldTurkish(PAYMENT_METHOD_NAMES[id]!).replace(/[\s/]+/g, ''), id],
  ]),
);

export const dealersKind: KindFactory = async (db, header) => {
  const mapped = mapHeader('dealers', header);
  if ('error' in mapped) return mapped;
  const map = mapped;
  const has = (column: string) => map.index.has(column);
  const lists = await queryRows<{ id: number; name: string }>(db, sql`select id, name from price_lists order by id`);
  const listId = new Map(lists.map((l) => [foldTurkish(l.name).trim(), l.id]));

  function readPaymentMethod(errors: RowErrors, value: string | undefined): string | null {
    const text = cellText(value);
    if (text === null) return null;
    const method = PAYMENT_METHODS.get(foldTurkish(text).replace(/[\s/]+/g, ''));
    if (!method) {
      errors.add(
        'Varsayılan Ödeme',
        'invalid_choice',
        'Varsayılan Ödeme havale, acikhesap ya da kredikarti (Havale / EFT, Açık hesap, Kredi kartı) olmalı.',
      );
    }
    return method ?? null;
  }

  function readPriceLists(errors: RowErrors, value: string | undefined): string | null {
    const text = cellText(value);
    if (text === null) return null;
    const ids: number[] = [];
    for (const name of text
      .split(/[;,]/)
      .map((n) => n.trim())
      .filter((n) => n !== '')) {
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
    const code = readBySchema(errors, 'Cari No', cell('Cari No'), form.code, 'invalid_code');
    if (code === null && !errors.list.some((e) => e.column === 'Cari No'))
      errors.add('Cari No', 'required', 'Cari No boş olamaz.');
    const row: DealerRow = {
      code: code ?? '',
      name: requireText(errors, 'Ünvan', cell('Ünvan'), 200) ?? '',
      taxOffice: readText(errors, 'Vergi Dairesi', cell('Vergi Dairesi'), 100),
      taxNumber: readBySchema(errors, 'Vergi No', cell('Vergi No'), form.taxNumber, 'invalid_tax_number'),
      email: readBySchema(errors, 'E-posta', cell('E-posta'), form.email, 'invalid_email'),
      phone: readBySchema(errors, 'Telefon', cell('Telefon'), form.phone, 'invalid_phone'),
      riskLimit: readDecimal(errors, 'Risk Limiti', cell('Risk Limiti'), { scale: 2, max: '999999999999.99' }),
      discountRate: readDecimal(errors, 'İskonto Oranı', cell('İskonto Oranı'), { scale: 2, max: '100' }),
      paymentTermDays: readBySchema(errors, 'Vade Günü', cell('Vade Günü'), form.paymentTermDays, 'invalid_number'),
      defaultPaymentMethod: readPaymentMethod(errors, cell('Varsayılan Ödeme')),
      priceLists: readPriceLists(errors, cell('Fiyat Listeleri')),
      active: readYesNo(errors, 'Aktif', cell('Aktif'), null),
    };
    return errors.any ? null : row;
  }

  /** The columns the file has, with the batch's values. */
  function columnsOf(items: DealerRow[]): UpsertColumn[] {
    const text = (name: string, pick: (d: DealerRow) => string | null): UpsertColumn => ({
      name,
      values: valueArray(items.map(pick), 'text'),
    });
    const columns: UpsertColumn[] = [text('name', (d) => d.name)];
    if (has('Vergi Dairesi')) columns.push(text('tax_office', (d) => d.taxOffice));
    if (has('Vergi No')) columns.push(text('tax_number', (d) => d.taxNumber));
    if (has('E-posta')) columns.push(text('email', (d) => d.email));
    if (has('Telefon')) columns.push(text('phone', (d) => d.phone));
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
    key: (item) => item.code.toLowerCase(),
    keyColumn: 'Cari No',
    async writeBatch(tx, rows) {
      const items = rows.map((r) => r.item);
      const columns = columnsOf(items);
      const keys = [
        {
          name: 'code',
          values: valueArray(
            items.map((d) => d.code),
            'text',
          ),
        },
        {
          name: 'lists',
          values: valueArray(
            items.map((d) => d.priceLists),
            'text',
          ),
        },
      ];
      const source = unnestSource(keys, columns);
      // The dealer's lists as the file writes them: ids in order. Compared as text, they change only when they differ.
      const listsDiffer = sql`(t.lists is not null and coalesce((select string_agg(pl.price_list_id::text, ','
          order by pl.sort, pl.price_list_id) from dealer_price_lists pl where pl.dealer_id = d.id), '')
          is distinct from t.lists)`;
      // A change raises the version, as a back-office edit does (an edit opened before the import gets 409).
      const updated = await queryRows<{ id: number; lists: string | null }>(
        tx,
        sql`update dealers d set ${setList(columns, 'd')}, version = d.version + 1, updated_at = now()
            from ${source}
            where lower(d.code) = lower(t.code) and (${differs(columns, 'd')} or ${listsDiffer})
            returning d.id, t.lists`,
      );
      const created = await queryRows<{ id: number; code: string }>(
        tx,
        sql`insert into dealers (code, ${names(columns)})
            select t.code, ${insertValues(columns)} from ${source}
            where not exists (select 1 from dealers d where lower(d.code) = lower(t.code))
            returning id, code`,
      );
      const listsOf = new Map(items.map((d) => [d.code.toLowerCase(), d.priceLists]));
      const createdLists = created.map((c) => ({ id: c.id, lists: listsOf.get(c.code.toLowerCase()) ?? null }));
      await writePriceLists(tx, [...updated, ...createdLists]);
      return {
        created: created.length,
        updated: updated.length,
        unchanged: rows.length - created.length - updated.length,
        errors: [],
      };
    },
  };
  return reader as KindReader<unknown>;
};

/** The price lists of the dealers written, where the file gave them: replaced whole, in the file's order. */
async function writePriceLists(tx: Db, written: { id: number; lists: string | null }[]): Promise<void> {
  const withLists = written.filter((w) => w.lists !== null);
  if (!withLists.length) return;
  const ids = intArray(withLists.map((w) => w.id));
  await queryRows(tx, sql`delete from dealer_price_lists where dealer_id = any(${ids})`);
  await queryRows(
    tx,
    sql`insert into dealer_price_lists (dealer_id, price_list_id, sort)
        select t.id, l.id, l.n::int
        from unnest(${ids}, ${valueArray(
          withLists.map((w) => w.lists),
          'text',
        )}) as t(id, lists)
        cross join lateral unnest(string_to_array(t.lists, ',')::int[]) with ordinality as l(id, n)`,
  );
}
