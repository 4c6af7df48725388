/**
 * A row's errors as the import report shows them: the column, a code and a Turkish message naming the column. The
 * cells are read by the kinds' row schemas (IMPORT_ROW_SCHEMAS in common, through kinds/columns.ts); what only the
 * database knows is added by the kind's reader.
 */

export interface CellError {
  column: string;
  code: string;
  message: string;
}

export class RowErrors {
  readonly list: CellError[] = [];
  add(column: string, code: string, message: string): void {
    this.list.push({ column, code, message });
  }
  get any(): boolean {
    return this.list.length > 0;
  }
}

/** A cell as written: text, trimmed; null when empty. */
export function cellText(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}
