import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './validation';

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
