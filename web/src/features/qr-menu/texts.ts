import { qrMenuFieldLabels, type QrRoundness } from '@bayi/common';

/** The QR menu's Turkish texts (spec §2 "QR menu"), in one place. */
export const qrTexts = {
  ...qrMenuFieldLabels,
  edit: 'Düzenle',
  editHint: 'Menü görünümünü düzenle',
  close: 'Kapat',
  settingsTitle: 'Menü Ayarları',
  settingsIntro: 'Değişiklikler menüye hemen uygulanır ve bu tarayıcıda saklanır.',
  presets: 'Hazır Temalar',
  colours: 'Renkler',
  restaurant: 'Restoran',
  layout: 'Yerleşim',
  thumbnails: 'Ürün Görselleri',
  fontSizes: 'Yazı Boyutları',
  resetDefaults: 'Varsayılan Ayarlar',
  categories: 'Kategoriler',
  menu: 'Menü',
  address: 'Adres',
  follow: 'Bizi takip edin',
  sampleNotice: 'Bu sayfa örnek bir restoran menüsüdür; görseller ve fiyatlar temsilidir.',
  cuisine: 'Geleneksel Türk mutfağı · Ev yemekleri · Kebap',
  itemCount: (n: number) => `${n.toLocaleString('tr-TR')} ürün`,
  pixels: (n: number) => `${n} px`,
  columnsHint: (min: number, max: number) => `${min}–${max} arası`,
  contrastLow: (ratio: string) =>
    `Ana renk ile arka plan arasındaki kontrast ${ratio}:1; okunaklı fiyat ve başlıklar için en az 4,5:1 önerilir.`,
} as const;

/** How each roundness choice is named in the dialog (spec §9: none/sm/md/lg/full). */
export const roundnessLabels: Record<QrRoundness, string> = {
  none: 'Köşeli',
  sm: 'Az yuvarlak',
  md: 'Orta yuvarlak',
  lg: 'Çok yuvarlak',
  full: 'Tam yuvarlak',
};
