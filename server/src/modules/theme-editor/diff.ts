/** One changed value of a theme, by its path ("blocks.header.item.top.bg_color"). */
export interface ThemeChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** The audit keeps at most this many changes per row; a whole-theme rewrite says so instead. */
const MAX_CHANGES = 200;

function leaves(value: unknown, path: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, out);
    return;
  }
  out.set(path, value);
}

/**
 * What changed between two themes, leaf by leaf (the audit log's "what changed"): compact, and
 * readable without the two whole themes. A value absent on one side is null there.
 */
export function themeDiff(before: unknown, after: unknown): { changes: ThemeChange[]; truncated: boolean } {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  leaves(before, '', a);
  leaves(after, '', b);
  const changes: ThemeChange[] = [];
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(path) ?? null;
    const y = b.get(path) ?? null;
    if (JSON.stringify(x) !== JSON.stringify(y)) changes.push({ path, before: x, after: y });
  }
  return { changes: changes.slice(0, MAX_CHANGES), truncated: changes.length > MAX_CHANGES };
}
