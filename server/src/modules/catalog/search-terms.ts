import { foldTurkish } from '@bayi/common';

/**
 * Turkish-aware search terms. The query is folded like the indexed
 * text (common/turkish.ts), split into words that must all match in any order, and each word
 * that is not in the catalogue's vocabulary gets the vocabulary words one typo away
 * (insertion, deletion, substitution or swap of neighbours: "kalbo" → "kablo").
 */
export interface SearchWord {
  /** The word as typed, folded. */
  literal: string;
  /** Vocabulary words one typo away; empty when the literal is a known word or prefix. */
  corrections: string[];
}

export interface SearchTerms {
  folded: string;
  words: SearchWord[];
}

const MAX_WORDS = 8;
const MIN_CORRECTABLE = 4;

export function splitQuery(query: string): string[] {
  return foldTurkish(query)
    .split(/\s+/)
    .map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS);
}

/** True when a and b differ by at most one edit (optimal string alignment distance ≤ 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // deletion / insertion
}

/** A sorted vocabulary answering "is this a word or the start of one" and "which words are one typo away". */
export class Vocabulary {
  private readonly words: string[];

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)].sort();
  }

  get size(): number {
    return this.words.length;
  }

  hasWordStartingWith(prefix: string): boolean {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.words.length && this.words[lo]!.startsWith(prefix);
  }

  corrections(word: string, limit = 8): string[] {
    const out: string[] = [];
    for (const candidate of this.words) {
      if (Math.abs(candidate.length - word.length) <= 1 && withinOneEdit(word, candidate)) {
        out.push(candidate);
        if (out.length >= limit) break;
      }
    }
    return out;
  }
}

export function searchTerms(query: string, vocabulary: Vocabulary): SearchTerms {
  const words = splitQuery(query).map((literal) => ({
    literal,
    corrections:
      literal.length >= MIN_CORRECTABLE && !/\d/.test(literal) && !vocabulary.hasWordStartingWith(literal)
        ? vocabulary.corrections(literal)
        : [],
  }));
  return { folded: words.map((w) => w.literal).join(' '), words };
}
