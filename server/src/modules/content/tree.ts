interface Node<T> {
  id: number;
  parentId: number | null;
  item: T & { childs: T[] };
}

/** Builds a forest from flat rows that name their parent; rows arrive in display order. */
export function buildTree<T extends { childs: T[] }>(rows: { id: number; parentId: number | null; item: T }[]): T[] {
  const byId = new Map<number, Node<T>>();
  for (const r of rows) byId.set(r.id, r as Node<T>);
  const roots: T[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    (parent ? parent.item.childs : roots).push(r.item);
  }
  return roots;
}
