import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('joining class names', () => {
  it('joins the given classes with spaces', () => {
    expect(cn('btn', 'btn-primary')).toBe('btn btn-primary');
  });

  it('skips conditions that are off', () => {
    const disabled = false;
    expect(cn('btn', disabled && 'opacity-60', null, undefined, '', 'rounded')).toBe('btn rounded');
  });

  it('is empty when nothing applies', () => {
    expect(cn()).toBe('');
    expect(cn(false, null)).toBe('');
  });
});
