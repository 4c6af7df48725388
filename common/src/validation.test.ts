import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  controlCharacterError,
  findControlCharacter,
  intParam,
  labelAt,
  nestsDeeperThan,
  optionalText,
  requiredText,
} from './validation';

describe('findControlCharacter', () => {
  it('names the path of the first text with a control character, through objects and arrays', () => {
    expect(findControlCharacter({ q: 'kablo', page: '2' })).toBeNull();
    expect(findControlCharacter('a\u0000b')).toEqual([]);
    expect(findControlCharacter({ q: 'ka\u0000blo' })).toEqual(['q']);
    expect(findControlCharacter({ lines: [{ code: 'A' }, { code: 'B', note: 'x\u001fy' }] })).toEqual([
      'lines',
      1,
      'note',
    ]);
    // A member's name counts as its text; tab and line breaks are allowed (an order note has lines).
    expect(findControlCharacter({ 'a\u007f': 'x' })).toEqual(['a\u007f']);
    expect(findControlCharacter({ note: 'satır 1\r\nsatır 2\tson' })).toBeNull();
  });

  it('walks an object without a prototype (a parsed query) and never its inherited members', () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { f: 'ad', q: ['x', 'y\u0000'] });
    expect(findControlCharacter(query)).toEqual(['q', 1]);
    const inherited = Object.create({ bad: '\u0000' }) as Record<string, unknown>;
    inherited.ok = 'fine';
    expect(findControlCharacter(inherited)).toBeNull();
  });
});

describe('deeply nested input', () => {
  const nest = (levels: number, open: string, close: string, inner = '1') =>
    open.repeat(levels) + inner + close.repeat(levels);

  it('findControlCharacter walks a 100,000-level body without running out of stack', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { x: deep };
    const path = findControlCharacter(deep);
    expect(path).toHaveLength(100_000);
    expect(path!.slice(0, 2)).toEqual([0, 'x']);
  });

  it('nestsDeeperThan counts brackets outside strings only', () => {
    expect(nestsDeeperThan(nest(32, '[', ']'), 32)).toBe(false);
    expect(nestsDeeperThan(nest(33, '[', ']'), 32)).toBe(true);
    expect(nestsDeeperThan(nest(5000, '{"a":', '}'), 32)).toBe(true);
    // Brackets in text, escaped quotes included, are text.
    expect(nestsDeeperThan(JSON.stringify({ note: '['.repeat(100) + '\\"{{{{' }), 32)).toBe(false);
    expect(nestsDeeperThan(`[${'[1],'.repeat(10_000)}[1]]`, 32)).toBe(false);
  });
});

describe('field labels', () => {
  const schema = z.object({
    name: requiredText('Hesap adı', 50),
    note: optionalText('Açıklama', 200),
    lines: z.array(z.object({ code: requiredText('Ürün kodu', 30), raw: z.string() })),
    page: intParam('Sayfa', 1, 100).optional(),
  });

  it('finds the Turkish label of a field through arrays, pipes and wrappers', () => {
    expect(labelAt(schema, ['name'])).toBe('Hesap adı');
    expect(labelAt(schema, ['note'])).toBe('Açıklama');
    expect(labelAt(schema, ['lines', 3, 'code'])).toBe('Ürün kodu');
    expect(labelAt(schema, ['page'])).toBe('Sayfa');
    expect(labelAt(schema, ['lines', 0, 'raw'])).toBeUndefined();
    expect(labelAt(schema, ['unknown'])).toBeUndefined();
  });

  it('a control character is refused naming the field by its label, in the errors map', () => {
    expect(controlCharacterError(schema, ['lines', 1, 'code'])).toEqual({
      message: 'Ürün kodu izin verilmeyen bir kontrol karakteri içeriyor.',
      errors: { 'lines.1.code': 'Ürün kodu izin verilmeyen bir kontrol karakteri içeriyor.' },
    });
    // A field without a label is named by its key, as its other messages name it.
    expect(controlCharacterError(schema, ['lines', 0, 'raw']).errors).toEqual({
      'lines.0.raw': "'lines.0.raw' alanı izin verilmeyen bir kontrol karakteri içeriyor.",
    });
  });
});
