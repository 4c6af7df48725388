import { describe, expect, it } from 'vitest';
import { classify, isSignIn, isViewerTag } from './rules';

describe('what the service worker does with a request', () => {
  it("keeps no answer about a dealer's account or money, nor any write", () => {
    for (const path of [
      '/basket/',
      '/basket/checkout/5',
      '/report/cari',
      '/Report/faturadetay/A1',
      '/payment2/PaynetRatio',
      '/info/me',
      '/admin/settings',
      '/application/getBasketProductCount',
      '/login',
      '/login/logout',
      '/search/autocompletev2',
      '/file/katalog.pdf',
    ]) {
      expect(classify('GET', path, false), path).toBe('network');
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD'])
      expect(classify(method, '/category/5', false)).toBe('network');
  });

  it('keeps the catalogue answers per viewer and the images, the theme and the manifest for everyone', () => {
    for (const path of [
      '/application',
      '/login/CheckLogin',
      '/categorymenu/get',
      '/menu/',
      '/category/12',
      '/brand/3',
      '/product/all/',
      '/product/42',
      '/search/',
      '/promotion/GetProductSlider',
      '/page/2',
    ]) {
      expect(classify('GET', path, false), path).toBe('viewer');
    }
    for (const path of [
      '/image/show/',
      '/commons/images/bgs/a.jpg',
      '/application/defaultCss',
      '/spa/manifest.webmanifest',
      '/spa/pwa/icon-192.png',
      '/spa/icons/7.3.1/solid/house.svg',
    ]) {
      expect(classify('GET', path, false), path).toBe('public');
    }
    expect(classify('GET', '/spa/assets/index-abc.js', false)).toBe('asset');
  });

  it('answers every page of the app with the shell, and only those', () => {
    for (const path of ['/spa', '/spa/', '/spa/catalog/5', '/spa/basket/'])
      expect(classify('GET', path, true)).toBe('shell');
    for (const path of ['/spa/sw.js', '/login/logout', '/api/docs', '/spaces'])
      expect(classify('GET', path, true)).toBe('network');
  });

  it('sees a sign-in, and trusts only a well-formed viewer tag as a cache name', () => {
    expect(isSignIn('POST', '/login/spa')).toBe(true);
    expect(isSignIn('GET', '/login/CheckLogin')).toBe(false);
    expect(isViewerTag('visitor')).toBe(true);
    expect(isViewerTag('AX5v38AhSOQ6p4OKfAjhK9')).toBe(true);
    expect(isViewerTag(null)).toBe(false);
    expect(isViewerTag('../bayi-shell-1')).toBe(false);
    expect(isViewerTag('')).toBe(false);
  });
});
