/**
 * A list filter form's values as the API's query schema reads them: a field left empty (or only spaces) is a filter
 * left out, not an empty one, and the others are sent trimmed.
 */
export function filledFilters<T extends Record<string, unknown>>(raw: T): Partial<Record<keyof T, string>> {
  const filled: Partial<Record<keyof T, string>> = {};
  for (const [name, value] of Object.entries(raw)) {
    const text = String(value ?? '').trim();
    if (text) filled[name as keyof T] = text;
  }
  return filled;
}
