import { sql } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import { queryRows, valueArray } from '../../../db/query';
import type { RowErrors } from '../values';
import { columnReaders } from './columns';
import { dealerIds, unknownDealers } from './dealer-cells';
import { cellOf, mapHeader, type KindFactory, type KindReader } from './kind';

/**
 * A dealer's account movements (the ledger of spec §3: invoices, payments, transfers), upserted by Cari No, document
 * number and type. The balance and the reports follow from these rows (report_versions triggers of migration 0008).
 */

interface MovementRow {
  dealerCode: string;
  documentNo: string;
  date: string;
  type: string;
  debit: string;
  credit: string;
  currency: string;
  rate: string;
  dueDate: string | null;
  description: string | null;
}

export const movementsKind: KindFactory = async (db, header) => {
  const map = mapHeader('movements', header);
  const columns = columnReaders('movements');
  if ('error' in map) return map;
  const currencies = new Set(
    (await queryRows<{ code: string }>(db, sql`select code from currencies`)).map((c) => c.code),
  );
  const reader: KindReader<MovementRow> = {
    read(cells: string[], errors: RowErrors) {
      const cell = (column: string) => cellOf(map, cells, column);
      const dealerCode = columns.text(errors, 'Cari No', cell('Cari No'));
      const documentNo = columns.text(errors, 'Belge No', cell('Belge No'));
      const date = columns.date(errors, 'Tarih', cell('Tarih'));
      const type = columns.text(errors, 'İşlem Türü', cell('İşlem Türü'));
      const debit = columns.decimal(errors, 'Borç', cell('Borç')) ?? '0';
      const credit = columns.decimal(errors, 'Alacak', cell('Alacak')) ?? '0';
      const currency = (columns.text(errors, 'Döviz', cell('Döviz')) ?? 'TL').toLocaleUpperCase('tr-TR');
      if (!currencies.has(currency)) {
        errors.add('Döviz', 'unknown_currency', `Döviz şunlardan biri olmalı: ${[...currencies].join(', ')}.`);
      }
      const rate = columns.decimal(errors, 'Kur', cell('Kur')) ?? '1';
      const dueDate = columns.date(errors, 'Vade Tarihi', cell('Vade Tarihi'));
      const description = columns.text(errors, 'Açıklama', cell('Açıklama'));
      if (errors.any) return null;
      return {
        dealerCode: dealerCode!,
        documentNo: documentNo!,
        date: date!,
        type: type!,
        debit,
        credit,
        currency,
        rate,
        dueDate,
        description,
      };
    },
    key: (m) => `${foldTurkish(m.dealerCode)}\u0000${m.documentNo}\u0000${m.type}`,
    keyColumn: 'Belge No',
    async writeBatch(tx, rows) {
      const items = rows.map((r) => r.item);
      const column = <K extends keyof MovementRow>(key: K) => items.map((m) => m[key]);
      const dealerCodes = valueArray(
        items.map((m) => foldTurkish(m.dealerCode)),
        'text',
      );
      const known = await dealerIds(
        tx,
        items.map((m) => foldTurkish(m.dealerCode)),
      );
      const written = await queryRows<{ inserted: boolean }>(
        tx,
        sql`insert into account_movements
              (dealer_id, document_no, date, type, debit, credit, currency_code, exchange_rate, due_date, description)
            select d.id, t.document_no, t.date, t.type, t.debit, t.credit, t.currency, t.rate, t.due_date, t.description
            from unnest(${dealerCodes}, ${valueArray(column('documentNo'), 'text')},
                        ${valueArray(column('date'), 'timestamptz')}, ${valueArray(column('type'), 'text')},
                        ${valueArray(column('debit'), 'numeric')}, ${valueArray(column('credit'), 'numeric')},
                        ${valueArray(column('currency'), 'text')}, ${valueArray(column('rate'), 'numeric')},
                        ${valueArray(column('dueDate'), 'timestamptz')}, ${valueArray(column('description'), 'text')})
              as t(dealer_code, document_no, date, type, debit, credit, currency, rate, due_date, description)
            join dealers d on fold_turkish(d.code) = t.dealer_code
            on conflict (dealer_id, document_no, type) do update set
              date = excluded.date, debit = excluded.debit, credit = excluded.credit,
              currency_code = excluded.currency_code, exchange_rate = excluded.exchange_rate,
              due_date = excluded.due_date, description = excluded.description
            where (account_movements.date, account_movements.debit, account_movements.credit,
                   account_movements.currency_code, account_movements.exchange_rate, account_movements.due_date,
                   account_movements.description)
              is distinct from (excluded.date, excluded.debit, excluded.credit, excluded.currency_code,
                   excluded.exchange_rate, excluded.due_date, excluded.description)
            returning (xmax = 0) as inserted`,
      );
      const errors = unknownDealers(rows, known);
      const created = written.filter((w) => w.inserted).length;
      return {
        created,
        updated: written.length - created,
        unchanged: rows.length - errors.length - written.length,
        errors,
      };
    },
  };
  return reader as KindReader<unknown>;
};
