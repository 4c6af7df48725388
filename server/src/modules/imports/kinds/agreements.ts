import { sql } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../../../db/client';
import { intArray, queryRows, valueArray } from '../../../db/query';
import type { RowErrors } from '../values';
import { columnReaders } from './columns';
import { catalogDataWrites } from '../../catalog/service';
import { dealerIds, unnestSource, type UpsertColumn } from './dealer-cells';
import { cellOf, mapHeader, type BatchOutcome, type KindFactory, type KindReader, type ReadRow } from './kind';

/**
 * Agreement (contract) prices, upserted by Cari No + Ürün Kodu (unique index agreement_prices_dealer_product):
 * the dealer's own price of a product, which beats every list price (pricing/price-product.ts) while today is
 * within Başlangıç–Bitiş. They are the dealer's price terms, not the product's: no catalogue row changes. Adding
 * to the basket and placing read them fresh (money is never served from a cache); lists read them with the
 * dealer's terms, which every process reloads within SHARED_CACHE_SECONDS — as after a back-office edit of the
 * dealer's discount or lists. Empty cells: Döviz is TL; İskonto Oranı keeps the stored one (a new one: 0);
 * an empty Başlangıç or Bitiş is no bound.
 */

interface AgreementRow {
  dealerCode: string;
  productCode: string;
  price: string;
  currency: string;
  discountRate: string | null;
  validFrom: string | null;
  validTo: string | null;
}

export const agreementsKind: KindFactory = async (db, header) => {
  const mapped = mapHeader('agreements', header);
  const columns = columnReaders('agreements');
  if ('error' in mapped) return mapped;
  const map = mapped;
  const has = (column: string) => map.index.has(column);
  const currencies = (await queryRows<{ code: string }>(db, sql`select code from currencies order by sort, code`)).map(
    (c) => c.code,
  );

  function read(cells: string[], errors: RowErrors): AgreementRow | null {
    const cell = (column: string) => cellOf(map, cells, column);
    const dealerCode = columns.own<string>(errors, 'Cari No', cell('Cari No'));
    const productCode = columns.text(errors, 'Ürün Kodu', cell('Ürün Kodu'));
    const price = columns.decimal(errors, 'Fiyat', cell('Fiyat'));
    const currency = (columns.text(errors, 'Döviz', cell('Döviz')) ?? 'TL').toLocaleUpperCase('tr-TR');
    if (!currencies.includes(currency)) {
      errors.add('Döviz', 'unknown_currency', `Döviz şunlardan biri olmalı: ${currencies.join(', ')}.`);
    }
    const discountRate = columns.decimal(errors, 'İskonto Oranı', cell('İskonto Oranı'));
    const validFrom = columns.day(errors, 'Başlangıç', cell('Başlangıç'));
    const validTo = columns.day(errors, 'Bitiş', cell('Bitiş'));
    if (validFrom !== null && validTo !== null && validTo < validFrom) {
      errors.add('Bitiş', 'invalid_range', 'Bitiş, Başlangıç tarihinden önce olamaz.');
    }
    if (errors.any) return null;
    return {
      dealerCode: dealerCode!,
      productCode: productCode!,
      price: price!,
      currency,
      discountRate,
      validFrom,
      validTo,
    };
  }

  async function writeBatch(tx: Db, rows: ReadRow<AgreementRow>[]): Promise<BatchOutcome> {
    const dealers = await dealerIds(
      tx,
      rows.map((r) => foldTurkish(r.item.dealerCode)),
    );
    const products = new Map(
      (
        await queryRows<{ code: string; id: number }>(
          tx,
          sql`select code, id from products where code = any(${valueArray(
            rows.map((r) => r.item.productCode),
            'text',
          )})`,
        )
      ).map((p) => [p.code, p.id]),
    );
    // One error a row (a row counts once as failed): the dealer first, then the product.
    const errors: BatchOutcome['errors'] = [];
    const good: { item: AgreementRow; dealerId: number; productId: number }[] = [];
    for (const { row, item } of rows) {
      const dealerId = dealers.get(foldTurkish(item.dealerCode));
      const productId = products.get(item.productCode);
      if (dealerId === undefined) {
        errors.push({
          row,
          column: 'Cari No',
          code: 'unknown_dealer',
          message: `"${item.dealerCode}" cari numaralı bayi bulunamadı.`,
        });
      } else if (productId === undefined) {
        errors.push({
          row,
          column: 'Ürün Kodu',
          code: 'unknown_product',
          message: `"${item.productCode}" kodlu ürün bulunamadı.`,
        });
      } else good.push({ item, dealerId, productId });
    }
    if (!good.length) return { created: 0, updated: 0, unchanged: 0, errors };

    const items = good.map((g) => g.item);
    const columns: UpsertColumn[] = [
      {
        name: 'price',
        values: valueArray(
          items.map((a) => a.price),
          'numeric',
        ),
      },
      {
        name: 'currency_code',
        values: valueArray(
          items.map((a) => a.currency),
          'text',
        ),
      },
    ];
    if (has('İskonto Oranı')) {
      columns.push({
        name: 'discount_rate',
        values: valueArray(
          items.map((a) => a.discountRate),
          'numeric',
        ),
        keepWhenNull: true,
        whenNew: '0',
      });
    }
    if (has('Başlangıç'))
      columns.push({
        name: 'valid_from',
        values: valueArray(
          items.map((a) => a.validFrom),
          'date',
        ),
      });
    if (has('Bitiş'))
      columns.push({
        name: 'valid_to',
        values: valueArray(
          items.map((a) => a.validTo),
          'date',
        ),
      });
    const source = unnestSource(
      [
        { name: 'dealer_id', values: intArray(good.map((g) => g.dealerId)) },
        { name: 'product_id', values: intArray(good.map((g) => g.productId)) },
      ],
      columns,
    );
    const writes = catalogDataWrites(tx);
    const updated = await writes.updateAgreementPrices(source, columns);
    const created = await writes.insertAgreementPrices(source, columns);
    return {
      created: created.length,
      updated: updated.length,
      unchanged: good.length - created.length - updated.length,
      errors,
    };
  }

  const reader: KindReader<AgreementRow> = {
    read,
    key: (item) => `${foldTurkish(item.dealerCode)}\u0000${item.productCode}`,
    keyColumn: 'Ürün Kodu',
    writeBatch,
  };
  return reader as KindReader<unknown>;
};
