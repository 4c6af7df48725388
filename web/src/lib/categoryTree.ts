import type { CategoryNode } from '@bayi/common';

/** Ids from the root down to the node with the given id (inclusive), or [] when absent. */
export function pathToCategory(nodes: readonly CategoryNode[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const below = pathToCategory(node.childs ?? [], id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

/** The node the server marked current, when the route does not name one. */
export function findServerCurrent(nodes: readonly CategoryNode[]): number | null {
  for (const node of nodes) {
    if (node.current) return node.id;
    const below = findServerCurrent(node.childs ?? []);
    if (below !== null) return below;
  }
  return null;
}

/** Nodes the server asks to show open (the mobile expand flag, spec §3 "Category"). */
export function initiallyOpenIds(nodes: readonly CategoryNode[], into: Set<number> = new Set()): Set<number> {
  for (const node of nodes) {
    if (node.show && node.childs?.length) into.add(node.id);
    initiallyOpenIds(node.childs ?? [], into);
  }
  return into;
}

export function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findCategory(node.childs ?? [], id);
    if (below) return below;
  }
  return null;
}
