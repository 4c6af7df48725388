import { valueArray } from '../../../db/query';
import { foldTurkish } from '@bayi/common';
import { dealerImportWrites } from '../../dealers/service';
import type { RowErrors } from '../values';
import { columnReaders } from './columns';
import { dealerIds, unknownDealers, type UpsertColumn } from './dealer-cells';
import { cellOf, mapHeader, type KindFactory, type KindReader } from './kind';

/**
 * A dealer's delivery addresses, upserted by Cari No + Adres Başlığı (unique index dealer_addresses_dealer_title
 * on dealer and fold_turkish(title)). An address is never deleted by an import: orders point at their delivery address.
 * A dealer has at most one default address: a row with Varsayılan = Evet takes the flag from the dealer's others
 * (those are not counted: they are not rows of the file), and two such rows for one dealer in a file are refused.
 * Empty cells: district, city and phone are cleared; Varsayılan keeps the address's flag (a new one: Hayır).
 */

interface AddressRow {
  dealerCode: string;
  title: string;
  address: string;
  district: string | null;
  city: string | null;
  contactPerson: string;
  phone: string | null;
  isDefault: boolean | null;
}

export const addressesKind: KindFactory = async (_db, header) => {
  const mapped = mapHeader('addresses', header);
  if ('error' in mapped) return mapped;
  const map = mapped;
  const has = (column: string) => map.index.has(column);
  const columns = columnReaders('addresses');
  /** Dealers (folded Cari No) that already have a default address in this file. */
  const defaultGiven = new Set<string>();

  function read(cells: string[], errors: RowErrors): AddressRow | null {
    const cell = (column: string) => cellOf(map, cells, column);
    const row: AddressRow = {
      dealerCode: columns.own<string>(errors, 'Cari No', cell('Cari No')) ?? '',
      title: columns.text(errors, 'Adres Başlığı', cell('Adres Başlığı')) ?? '',
      address: columns.text(errors, 'Adres', cell('Adres')) ?? '',
      district: columns.text(errors, 'İlçe', cell('İlçe')),
      city: columns.text(errors, 'İl', cell('İl')),
      contactPerson: columns.text(errors, 'Yetkili', cell('Yetkili')) ?? '',
      phone: columns.own<string>(errors, 'Telefon', cell('Telefon')),
      isDefault: columns.yesNo(errors, 'Varsayılan', cell('Varsayılan')),
    };
    if (errors.any) return null;
    if (row.isDefault) {
      const dealer = foldTurkish(row.dealerCode);
      if (defaultGiven.has(dealer)) {
        errors.add(
          'Varsayılan',
          'duplicate_default',
          `"${row.dealerCode}" bayisinin varsayılan adresi dosyada daha önce verilmiş; bir bayinin tek varsayılan adresi olur.`,
        );
        return null;
      }
      defaultGiven.add(dealer);
    }
    return row;
  }

  const reader: KindReader<AddressRow> = {
    read,
    key: (item) => `${foldTurkish(item.dealerCode)}\u0000${foldTurkish(item.title)}`,
    keyColumn: 'Adres Başlığı',
    async writeBatch(tx, rows) {
      const known = await dealerIds(
        tx,
        rows.map((r) => foldTurkish(r.item.dealerCode)),
      );
      const errors = unknownDealers(rows, known);
      const items = rows.map((r) => r.item).filter((a) => known.has(foldTurkish(a.dealerCode)));
      if (!items.length) return { created: 0, updated: 0, unchanged: 0, errors };
      const dealerId = items.map((a) => known.get(foldTurkish(a.dealerCode))!);

      const writes = dealerImportWrites(tx);
      // The default moves: the dealer's other addresses lose the flag before the file's one gets it.
      await writes.clearOtherDefaultAddresses(
        items.flatMap((a, i) => (a.isDefault ? [{ dealerId: dealerId[i]!, title: a.title }] : [])),
      );

      const text = (name: string, pick: (a: AddressRow) => string | null): UpsertColumn => ({
        name,
        values: valueArray(items.map(pick), 'text'),
      });
      const columns: UpsertColumn[] = [
        text('address', (a) => a.address),
        text('contact_person', (a) => a.contactPerson),
      ];
      if (has('İlçe')) columns.push(text('district', (a) => a.district));
      if (has('İl')) columns.push(text('city', (a) => a.city));
      if (has('Telefon')) columns.push(text('phone', (a) => a.phone));
      if (has('Varsayılan')) {
        columns.push({
          name: 'is_default',
          values: valueArray(
            items.map((a) => a.isDefault),
            'boolean',
          ),
          keepWhenNull: true,
          whenNew: 'false',
        });
      }
      const { updated, created } = await writes.upsertAddresses(
        dealerId,
        items.map((a) => a.title),
        columns,
      );
      return {
        created,
        updated,
        unchanged: items.length - created - updated,
        errors,
      };
    },
  };
  return reader as KindReader<unknown>;
};
