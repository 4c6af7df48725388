import { describe, expect, it } from 'vitest';
import { searchTerms, splitQuery, Vocabulary, withinOneEdit } from './search-terms';

describe('search terms', () => {
  it('fold the Turkish way and split into words', () => {
    expect(splitQuery('  IŞIK  Şerit, ')).toEqual(['isik', 'serit']);
    expect(splitQuery('ışık')).toEqual(splitQuery('ISIK'));
  });

  it('count one insertion, deletion, substitution or neighbour swap as one typo', () => {
    expect(withinOneEdit('kalbo', 'kablo')).toBe(true);
    expect(withinOneEdit('kablo', 'kabloo')).toBe(true);
    expect(withinOneEdit('kablo', 'kblo')).toBe(true);
    expect(withinOneEdit('kablo', 'kavlo')).toBe(true);
    expect(withinOneEdit('kablo', 'klabo')).toBe(false);
    expect(withinOneEdit('kablo', 'kabl')).toBe(true);
    expect(withinOneEdit('kablo', 'ka')).toBe(false);
  });

  it('correct unknown words from the vocabulary, and leave known words and prefixes alone', () => {
    const vocabulary = new Vocabulary(['kablo', 'kablolar', 'anahtar', 'priz', 'panel']);
    expect(searchTerms('kalbo', vocabulary).words).toEqual([{ literal: 'kalbo', corrections: ['kablo'] }]);
    expect(searchTerms('kabl', vocabulary).words[0]!.corrections).toEqual([]);
    expect(searchTerms('priz', vocabulary).words[0]!.corrections).toEqual([]);
    expect(searchTerms('pnael 60', vocabulary).words).toEqual([
      { literal: 'pnael', corrections: ['panel'] },
      { literal: '60', corrections: [] },
    ]);
  });
});
