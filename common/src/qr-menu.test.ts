import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QR_MENU_CONFIG,
  parseStoredQrMenuConfig,
  QR_PRESETS,
  qrMenuConfigSchema,
  type QrMenuConfig,
} from './qr-menu';

const errorOf = (patch: Partial<Record<keyof QrMenuConfig, unknown>>) => {
  const result = qrMenuConfigSchema.safeParse({ ...DEFAULT_QR_MENU_CONFIG, ...patch });
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join(' | ');
};

describe('QR menu settings (spec §3, §5, §9)', () => {
  it('defaults: 2 small and 3 large columns, and every ready theme fits the schema', () => {
    expect(DEFAULT_QR_MENU_CONFIG.columnsSmall).toBe(2);
    expect(DEFAULT_QR_MENU_CONFIG.columnsLarge).toBe(3);
    expect(qrMenuConfigSchema.parse(DEFAULT_QR_MENU_CONFIG)).toEqual(DEFAULT_QR_MENU_CONFIG);
    expect(Object.keys(QR_PRESETS)).toEqual(['Klasik', 'Koyu Tema', 'Minimalist', 'Renkli']);
    for (const preset of Object.values(QR_PRESETS)) {
      expect(qrMenuConfigSchema.safeParse({ ...DEFAULT_QR_MENU_CONFIG, ...preset }).success).toBe(true);
    }
  });

  it('refuses columns, sizes and choices out of range with a Turkish message naming the field', () => {
    expect(errorOf({ columnsSmall: 5 })).toBe('Küçük ekran sütun sayısı 1 ile 4 arasında olmalıdır.');
    expect(errorOf({ columnsSmall: 0 })).toBe('Küçük ekran sütun sayısı 1 ile 4 arasında olmalıdır.');
    expect(errorOf({ columnsLarge: 7 })).toBe('Büyük ekran sütun sayısı 1 ile 6 arasında olmalıdır.');
    expect(errorOf({ columnsLarge: Number.NaN })).toBe('Büyük ekran sütun sayısı 1 ile 6 arasında olmalıdır.');
    expect(errorOf({ columnsLarge: 2.5 })).toBe('Büyük ekran sütun sayısı tam sayı olmalıdır.');
    expect(errorOf({ titleFontSize: 80 })).toBe('Başlık yazı boyutu 12 ile 32 arasında olmalıdır.');
    expect(errorOf({ thumbnailHeight: 36 })).toBe('Görsel yüksekliği listedeki seçeneklerden biri olmalıdır.');
    expect(errorOf({ thumbnailRounded: 'xl' })).toBe(
      'Görsel köşe yuvarlaklığı listedeki seçeneklerden biri olmalıdır.',
    );
    expect(errorOf({ fontFamily: 'Comic Sans MS' })).toBe('Yazı tipi listedeki seçeneklerden biri olmalıdır.');
    expect(errorOf({ primaryColor: 'red' })).toBe('Ana renk #RRGGBB biçiminde bir renk olmalıdır.');
    expect(errorOf({ restaurantName: '   ' })).toBe('Restoran adı gerekli.');
    expect(errorOf({ restaurantAddress: 'x'.repeat(201) })).toBe('Restoran adresi en fazla 200 karakter olabilir.');
    expect(errorOf({ coverImage: 'https://example.com/a.jpg' })).toBeDefined();
    expect(errorOf({ coverImage: '//example.com/a.jpg' })).toBeDefined();
    expect(errorOf({ coverImage: '/image/show?fileName=kapak.jpg' })).toBeUndefined();
  });

  it('reads stored settings back field by field: bad fields fall back to their defaults', () => {
    expect(parseStoredQrMenuConfig(null)).toEqual(DEFAULT_QR_MENU_CONFIG);
    expect(parseStoredQrMenuConfig('{')).toEqual(DEFAULT_QR_MENU_CONFIG);
    expect(parseStoredQrMenuConfig([1, 2])).toEqual(DEFAULT_QR_MENU_CONFIG);
    const stored = parseStoredQrMenuConfig({
      columnsSmall: 4,
      columnsLarge: 99,
      primaryColor: '#ABCDEF',
      fontFamily: 'Courier New',
      restaurantName: '<script>',
      thumbnailHeight: '48',
      unknown: true,
    });
    expect(stored).toEqual({
      ...DEFAULT_QR_MENU_CONFIG,
      columnsSmall: 4,
      primaryColor: '#abcdef',
      fontFamily: 'Courier New',
      // Text is only ever shown as text (React escapes it), so any name within the limits is kept.
      restaurantName: '<script>',
    });
  });
});
