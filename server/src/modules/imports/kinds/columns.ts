import { IMPORT_KIND_INFO, type ImportKind, type ImportValue } from '@bayi/common';
// A path of its own, not the package's index: the browser app, which imports the index, never loads the row readers.
import {
  IMPORT_ROW_SCHEMAS,
  importCellIssues,
  importExtraCellSchema,
  type ImportCellSchema,
} from '@bayi/common/import-rows';
import type { RowErrors } from '../values';

/**
 * The readers of a kind's cells: each cell is parsed by its column's field of the kind's row schema
 * (IMPORT_ROW_SCHEMAS in common), whose refusals are the row's errors — the column, the code and the Turkish
 * message. The schema takes its limits from the columns' rules, which the integration API's document declares for
 * the same fields, so the two cannot part. Cells are parsed one by one, in the order a kind reads them, so a row
 * keeps the values of its good cells for the checks only the database can make (a price list, a currency).
 * Asking for a column by another type than its rule is a programming error and throws at the first row.
 */
export function columnReaders(kind: ImportKind) {
  const info = IMPORT_KIND_INFO[kind];
  const types = new Map(info.columns.map((c) => [c.header, c.value.type]));
  const shape = IMPORT_ROW_SCHEMAS[kind].shape;
  const extras = new Map<string, ImportCellSchema<unknown>>();

  function parse<T>(errors: RowErrors, header: string, schema: ImportCellSchema<unknown>, cell: string | undefined) {
    const parsed = schema.safeParse(cell);
    if (parsed.success) return parsed.data as T | null;
    for (const issue of importCellIssues(parsed.error)) errors.add(header, issue.code, issue.message);
    return null;
  }
  function typed<T>(type: ImportValue['type'] | null) {
    return (errors: RowErrors, header: string, cell: string | undefined): T | null => {
      const schema = shape[header];
      if (!schema || (type !== null && types.get(header) !== type)) {
        throw new Error(`import ${kind}: "${header}" is not a ${type ?? 'known'} column`);
      }
      return parse<T>(errors, header, schema, cell);
    };
  }
  return {
    text: typed<string>('text'),
    decimal: typed<string>('decimal'),
    /** A moment, as an ISO timestamp. */
    date: typed<string>('date'),
    /** A calendar day, as yyyy-mm-dd. */
    day: typed<string>('day'),
    /** Evet/Hayır; an empty cell is null (keep what is stored). */
    yesNo: typed<boolean>('yesNo'),
    /** A column the kind reads by its own rule (a back-office field, a payment method): its value as typed. */
    own: <T>(errors: RowErrors, header: string, cell: string | undefined) => typed<T>(null)(errors, header, cell),
    /** A cell of the kind's pattern columns (products: "Fiyat: <liste>"). */
    extra(errors: RowErrors, header: string, cell: string | undefined): string | null {
      let schema = extras.get(header);
      if (!schema) extras.set(header, (schema = importExtraCellSchema(kind, header)));
      return parse<string>(errors, header, schema, cell);
    },
  };
}
