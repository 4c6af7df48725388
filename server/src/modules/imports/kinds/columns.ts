import { IMPORT_KIND_INFO, type ImportColumn, type ImportKind, type ImportValue } from '@bayi/common';
import { readDate, readDecimal, readText, readYesNo, requireText, type RowErrors } from '../values';
import { readDay } from './dealer-cells';

type Rule<T extends ImportValue['type']> = Extract<ImportValue, { type: T }>;

/**
 * The readers of a kind's cells by their columns' rules (IMPORT_KIND_INFO in common): a cell is checked by the limits
 * the integration API's document declares for the same field, so the two cannot part. A required column's empty cell
 * is "<Sütun> boş olamaz." (`required`). Asking for a column by another type than its rule is a programming error and
 * throws at the first row.
 */
export function columnReaders(kind: ImportKind) {
  const info = IMPORT_KIND_INFO[kind];
  const columns = new Map(info.columns.map((c) => [c.header, c]));
  function rule<T extends ImportValue['type']>(header: string, type: T): { column: ImportColumn; value: Rule<T> } {
    const column = columns.get(header);
    if (!column || column.value.type !== type) throw new Error(`import ${kind}: "${header}" is not a ${type} column`);
    return { column, value: column.value as Rule<T> };
  }
  function required<T>(errors: RowErrors, column: ImportColumn, value: T | null): T | null {
    if (value === null && column.required && !errors.list.some((e) => e.column === column.header)) {
      errors.add(column.header, 'required', `${column.header} boş olamaz.`);
    }
    return value;
  }
  return {
    text(errors: RowErrors, header: string, cell: string | undefined): string | null {
      const { column, value } = rule(header, 'text');
      return column.required
        ? requireText(errors, header, cell, value.maxLength)
        : readText(errors, header, cell, value.maxLength);
    },
    decimal(errors: RowErrors, header: string, cell: string | undefined): string | null {
      const { column, value } = rule(header, 'decimal');
      return required(errors, column, readDecimal(errors, header, cell, value));
    },
    /** A moment, as an ISO timestamp. */
    date(errors: RowErrors, header: string, cell: string | undefined): string | null {
      const { column } = rule(header, 'date');
      return required(errors, column, readDate(errors, header, cell));
    },
    /** A calendar day, as yyyy-mm-dd. */
    day(errors: RowErrors, header: string, cell: string | undefined): string | null {
      const { column } = rule(header, 'day');
      return required(errors, column, readDay(errors, header, cell));
    },
    /** Evet/Hayır; an empty cell is null (keep what is stored). */
    yesNo(errors: RowErrors, header: string, cell: string | undefined): boolean | null {
      rule(header, 'yesNo');
      return readYesNo(errors, header, cell, null);
    },
    /** A cell of the kind's pattern columns (products: "Fiyat: <liste>"). */
    extra(errors: RowErrors, header: string, cell: string | undefined): string | null {
      const value = info.extra?.value;
      if (value?.type !== 'decimal') throw new Error(`import ${kind}: no decimal pattern columns`);
      return readDecimal(errors, header, cell, value);
    },
  };
}
