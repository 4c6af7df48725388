import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, PRICE_NAME_COOKIE, setCookie } from './cookies';

/** document.cookie as the browser keeps it: reading gives every cookie, writing sets one. */
let jar: string;
let written: string[];

beforeEach(() => {
  jar = '';
  written = [];
  vi.stubGlobal('document', {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading a cookie', () => {
  it('finds it among the others and decodes its value', () => {
    jar = 'session=abc; priceName=Bayi%20Fiyat%C4%B1; theme=dark';
    expect(getCookie(PRICE_NAME_COOKIE)).toBe('Bayi Fiyatı');
    expect(getCookie('session')).toBe('abc');
    expect(getCookie('theme')).toBe('dark');
  });

  it('does not mistake a cookie whose name only ends or starts the same way', () => {
    jar = 'oldpriceName=Perakende; priceNameX=Toptan';
    expect(getCookie(PRICE_NAME_COOKIE)).toBeNull();
  });

  it('is nothing when the cookie is not there', () => {
    expect(getCookie(PRICE_NAME_COOKIE)).toBeNull();
  });

  it('gives a value with a broken escape as it is, rather than failing the page', () => {
    jar = 'priceName=%E0%A4%A';
    expect(getCookie(PRICE_NAME_COOKIE)).toBe('%E0%A4%A');
  });

  it('reads back an empty value as empty, not as missing', () => {
    jar = 'priceName=';
    expect(getCookie(PRICE_NAME_COOKIE)).toBe('');
  });
});

describe('writing a cookie', () => {
  it('sets it for the whole site for a year, encoded', () => {
    setCookie(PRICE_NAME_COOKIE, 'Bayi Fiyatı');
    expect(written).toEqual([`priceName=Bayi%20Fiyat%C4%B1; path=/; max-age=${365 * 24 * 60 * 60}; SameSite=Lax`]);
  });

  it('takes its lifetime in days', () => {
    setCookie('x', '1', 0.5);
    expect(written).toEqual(['x=1; path=/; max-age=43200; SameSite=Lax']);
  });

  it('encodes a value that would otherwise end the cookie early', () => {
    setCookie(PRICE_NAME_COOKIE, 'a; path=/admin');
    expect(written[0]).toMatch(/^priceName=a%3B%20path%3D%2Fadmin; path=\/;/);
  });

  it('deletes it site-wide at once', () => {
    deleteCookie(PRICE_NAME_COOKIE);
    expect(written).toEqual(['priceName=; path=/; max-age=0; SameSite=Lax']);
  });
});
