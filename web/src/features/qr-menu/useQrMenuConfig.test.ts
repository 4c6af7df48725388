import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QR_MENU_CONFIG, QR_PRESETS } from '@bayi/common';
import { STORAGE_KEYS } from '../../lib/storage';
import { readQrMenuConfig } from './useQrMenuConfig';

let stored: string | null = null;

beforeEach(() => {
  stored = null;
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => (key === STORAGE_KEYS.qrMenuConfig ? stored : null),
      setItem: () => undefined,
      removeItem: () => undefined,
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the QR menu's settings kept in this browser", () => {
  it('are the defaults when nothing was kept', () => {
    expect(readQrMenuConfig()).toEqual(DEFAULT_QR_MENU_CONFIG);
  });

  it('are read back as the owner left them', () => {
    const config = { ...DEFAULT_QR_MENU_CONFIG, ...QR_PRESETS['Koyu Tema'], restaurantName: 'Boğaz Balıkçısı' };
    stored = JSON.stringify(config);
    expect(readQrMenuConfig()).toEqual(config);
  });

  it('give way to the defaults field by field when some are damaged', () => {
    stored = JSON.stringify({
      restaurantName: 'Boğaz Balıkçısı',
      primaryColor: 'red',
      columnsLarge: 99,
      thumbnailRounded: 'oval',
    });
    expect(readQrMenuConfig()).toEqual({
      ...DEFAULT_QR_MENU_CONFIG,
      restaurantName: 'Boğaz Balıkçısı',
    });
  });

  it('refuse a cover image from another site', () => {
    stored = JSON.stringify({ coverImage: 'https://tracker.example/cover.jpg' });
    expect(readQrMenuConfig().coverImage).toBe(DEFAULT_QR_MENU_CONFIG.coverImage);
    stored = JSON.stringify({ coverImage: '//tracker.example/cover.jpg' });
    expect(readQrMenuConfig().coverImage).toBe(DEFAULT_QR_MENU_CONFIG.coverImage);
    stored = JSON.stringify({ coverImage: '/image/show/?fileName=kapak.jpg&size=0' });
    expect(readQrMenuConfig().coverImage).toBe('/image/show/?fileName=kapak.jpg&size=0');
  });

  it('are the defaults when what was kept is not JSON or not an object', () => {
    for (const value of ['{not json', '"Klasik"', '[1,2]', 'null', '42']) {
      stored = value;
      expect(readQrMenuConfig(), value).toEqual(DEFAULT_QR_MENU_CONFIG);
    }
  });

  it('are a copy each time, so changing one never changes the defaults', () => {
    const config = readQrMenuConfig();
    expect(config).not.toBe(DEFAULT_QR_MENU_CONFIG);
    config.restaurantName = 'Değişti';
    expect(DEFAULT_QR_MENU_CONFIG.restaurantName).not.toBe('Değişti');
  });
});
