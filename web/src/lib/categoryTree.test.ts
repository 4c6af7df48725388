import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@bayi/common';
import { findCategory, findServerCurrent, initiallyOpenIds, pathToCategory } from './categoryTree';

function node(id: number, name: string, childs: CategoryNode[] = [], flags: Partial<CategoryNode> = {}): CategoryNode {
  return { id, name, icon: null, childs, current: false, show: false, ...flags };
}

/**
 * Elektrik (1)
 *   Kablolar (2)
 *     NYA Kablo (3)
 *     TTR Kablo (4)
 *   Prizler (5)
 * Aydınlatma (6)
 *   LED Ampul (7)
 */
function tree(flags: Record<number, Partial<CategoryNode>> = {}): CategoryNode[] {
  const n = (id: number, name: string, childs: CategoryNode[] = []) => node(id, name, childs, flags[id]);
  return [
    n(1, 'Elektrik', [n(2, 'Kablolar', [n(3, 'NYA Kablo'), n(4, 'TTR Kablo')]), n(5, 'Prizler')]),
    n(6, 'Aydınlatma', [n(7, 'LED Ampul')]),
  ];
}

describe('the path to a category', () => {
  it('runs from the top category down to the one asked for', () => {
    expect(pathToCategory(tree(), 4)).toEqual([1, 2, 4]);
    expect(pathToCategory(tree(), 7)).toEqual([6, 7]);
  });

  it('is the category alone at the top level', () => {
    expect(pathToCategory(tree(), 6)).toEqual([6]);
  });

  it('is empty for a category not in the tree', () => {
    expect(pathToCategory(tree(), 99)).toEqual([]);
    expect(pathToCategory([], 1)).toEqual([]);
  });
});

describe('the category the server marked current', () => {
  it('is found at any depth', () => {
    expect(findServerCurrent(tree({ 3: { current: true } }))).toBe(3);
    expect(findServerCurrent(tree({ 6: { current: true } }))).toBe(6);
  });

  it('is the first one in menu order when several are marked', () => {
    expect(findServerCurrent(tree({ 7: { current: true }, 4: { current: true } }))).toBe(4);
  });

  it('is none when nothing is marked', () => {
    expect(findServerCurrent(tree())).toBeNull();
  });
});

describe('categories open when the menu first shows', () => {
  it('are those the server asks to show open that have subcategories', () => {
    expect(initiallyOpenIds(tree({ 1: { show: true }, 2: { show: true } }))).toEqual(new Set([1, 2]));
  });

  it('leave out a category with nothing to open', () => {
    expect(initiallyOpenIds(tree({ 3: { show: true }, 5: { show: true } }))).toEqual(new Set());
  });

  it('include a nested category even when its parent is not open', () => {
    expect(initiallyOpenIds(tree({ 2: { show: true } }))).toEqual(new Set([2]));
  });

  it('are added to a set already open', () => {
    const open = new Set([6]);
    expect(initiallyOpenIds(tree({ 1: { show: true } }), open)).toBe(open);
    expect(open).toEqual(new Set([6, 1]));
  });
});

describe('finding a category by id', () => {
  it('finds it at any depth, with its subcategories', () => {
    const found = findCategory(tree(), 2);
    expect(found?.name).toBe('Kablolar');
    expect(found?.childs.map((child) => child.id)).toEqual([3, 4]);
    expect(findCategory(tree(), 7)?.name).toBe('LED Ampul');
  });

  it('finds nothing for an unknown id', () => {
    expect(findCategory(tree(), 99)).toBeNull();
  });
});
