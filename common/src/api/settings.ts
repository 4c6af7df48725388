import { z } from 'zod';

/**
 * The distributor's settings as staff edit them: every key of spec §3 and the ones the server reads,
 * each with its meaning in Turkish and its rule. The values stay strings (the ERP's shape); the rules here are
 * the one place both the form and the server check them. Which payment methods are on and the default one are
 * not here: they are checked together (checkout-options.ts, PUT /admin/settings/payment-methods).
 */

export type SettingKind =
  | { type: 'text'; max: number; multiline?: boolean; html?: boolean }
  | { type: 'flag' }
  | { type: 'choice'; options: readonly (readonly [string, string])[] }
  | { type: 'int'; min: number; max: number }
  | { type: 'phone' }
  | { type: 'email' }
  | { type: 'image' };

export interface SettingField {
  key: string;
  group: string;
  label: string;
  /** What the setting does, for the staff member reading the form. */
  help: string;
  kind: SettingKind;
  /** May be left empty. */
  optional?: boolean;
}

const text = (max: number, more: Partial<Extract<SettingKind, { type: 'text' }>> = {}): SettingKind => ({
  type: 'text',
  max,
  ...more,
});
const FLAG: SettingKind = { type: 'flag' };

export const SETTING_FIELDS: readonly SettingField[] = [
  {
    key: 'firmaadi',
    group: 'Firma',
    label: 'Firma adı',
    help: 'Başlıkta, alt bilgide ve e-postalarda görünen ünvan.',
    kind: text(200),
  },
  {
    key: 'siteLogo',
    group: 'Firma',
    label: 'Logo adresi',
    help: 'Başlıktaki ve e-postalardaki logo: yüklenmiş görselin dosya adı (ör. logo.png).',
    kind: { type: 'image' },
  },
  {
    key: 'favicon',
    group: 'Firma',
    label: 'Sekme simgesi adresi',
    help: 'Tarayıcı sekmesindeki küçük simge: yüklenmiş görselin dosya adı (ör. favicon.png).',
    kind: { type: 'image' },
  },
  {
    key: 'layout.master',
    group: 'Görünüm',
    label: 'Sayfa düzeni',
    help: 'Kategori menüsü solda sütun olarak mı, başlıkta açılır menü olarak mı gösterilsin.',
    kind: {
      type: 'choice',
      options: [
        ['sidebar', 'Sol sütunda kategoriler'],
        ['default', 'Başlıkta kategori menüsü'],
      ],
    },
  },
  {
    key: 'home.vitrin.tipi',
    group: 'Görünüm',
    label: 'Ana sayfa vitrini',
    help: 'Ana sayfanın üstünde kampanyalar yan yana kutular mı, tek tek kayan görseller mi.',
    kind: {
      type: 'choice',
      options: [
        ['slider', 'Kayan görseller'],
        ['kutu', 'Kutular'],
      ],
    },
  },
  {
    key: 'home.vitrin.productlist.type',
    group: 'Görünüm',
    label: 'Ana sayfa ürün listeleri',
    help: 'Ürün gruplarının kaydırmalı mı, ızgara mı gösterileceği.',
    kind: {
      type: 'choice',
      options: [
        ['corusel', 'Kaydırmalı'],
        ['grid', 'Izgara'],
      ],
    },
  },
  {
    key: 'autoComplete',
    group: 'Katalog',
    label: 'Arama önerileri',
    help: 'Açıkken başlıktaki arama, yazarken ürünleri önerir.',
    kind: FLAG,
  },
  {
    key: 'catalog.pageSize',
    group: 'Katalog',
    label: 'Sayfa başına ürün',
    help: 'Ürün listelerinde bir sayfadaki ürün sayısı.',
    kind: { type: 'int', min: 6, max: 100 },
  },
  {
    key: 'stok.default.sort.field',
    group: 'Katalog',
    label: 'Varsayılan sıralama',
    help: 'Ürün listelerinin ilk açılıştaki sırası.',
    kind: {
      type: 'choice',
      options: [
        ['ad', 'Ürün adı'],
        ['fiyat', 'Fiyat'],
      ],
    },
  },
  {
    key: 'stok.default.sort.order',
    group: 'Katalog',
    label: 'Sıralama yönü',
    help: 'Artan (A→Z, ucuzdan pahalıya) ya da azalan.',
    kind: {
      type: 'choice',
      options: [
        ['asc', 'Artan'],
        ['desc', 'Azalan'],
      ],
    },
  },
  {
    key: 'stok.listele.stoktakiler',
    group: 'Katalog',
    label: 'Yalnız stoktakiler',
    help: 'Açıkken listeler ilk açılışta yalnız stokta olan ürünleri gösterir.',
    kind: FLAG,
  },
  {
    key: 'kisayol.fiyat.1',
    group: 'Katalog',
    label: 'Ctrl+1 fiyat listesi',
    help: 'Bayinin Ctrl+1 ile seçtiği fiyat listesinin adı.',
    kind: text(100),
    optional: true,
  },
  {
    key: 'kisayol.fiyat.2',
    group: 'Katalog',
    label: 'Ctrl+2 fiyat listesi',
    help: 'Ctrl+2 ile seçilen fiyat listesinin adı.',
    kind: text(100),
    optional: true,
  },
  {
    key: 'kisayol.fiyat.3',
    group: 'Katalog',
    label: 'Ctrl+3 fiyat listesi',
    help: 'Ctrl+3 ile seçilen fiyat listesinin adı.',
    kind: text(100),
    optional: true,
  },
  {
    key: 'odeme.showToplamTL',
    group: 'Sipariş ve ödeme',
    label: 'Dövizli siparişte TL toplam',
    help: 'Döviz içeren siparişlerde güncel kurla TL toplamı da gösterilir.',
    kind: FLAG,
  },
  {
    key: 'showPaymentKomisyon',
    group: 'Sipariş ve ödeme',
    label: 'Taksit komisyonunu göster',
    help: 'Ödeme sayfasında taksit tablosunda komisyon oranları görünür.',
    kind: FLAG,
  },
  {
    key: 'belge.siparis.onek',
    group: 'Sipariş ve ödeme',
    label: 'Sipariş belge no ön eki',
    help: 'Web siparişlerinin belge numarasının başı (ör. WEB → WEB2026000001); 2–5 büyük harf.',
    kind: text(5),
  },
  {
    key: 'odeme.acikhesap.mesaj',
    group: 'Sipariş ve ödeme',
    label: 'Açık hesap açıklaması',
    help: 'Açık hesap seçildiğinde gösterilen metin (HTML; güvenli etiketler dışındakiler silinir).',
    kind: text(4000, { multiline: true, html: true }),
    optional: true,
  },
  {
    key: 'depo.teslim.mesaj',
    group: 'Sipariş ve ödeme',
    label: 'Depodan teslim açıklaması',
    help: 'Depodan teslim seçildiğinde gösterilen bilgi.',
    kind: text(1000, { multiline: true }),
    optional: true,
  },
  {
    key: 'showReportBarcode',
    group: 'Raporlar',
    label: 'Belgelerde barkod',
    help: 'Fatura ve irsaliye ayrıntısında ürün barkodları gösterilir.',
    kind: FLAG,
  },
  {
    key: 'showReportSerino',
    group: 'Raporlar',
    label: 'Belgelerde seri no',
    help: 'Fatura ve irsaliye ayrıntısında seri numaraları gösterilir.',
    kind: FLAG,
  },
  {
    key: 'footer.center',
    group: 'Alt bilgi',
    label: 'Alt bilgi metni',
    help: 'Sayfanın altında firma tanıtım cümlesi.',
    kind: text(500, { multiline: true }),
    optional: true,
  },
  {
    key: 'footer.adres',
    group: 'Alt bilgi',
    label: 'Adres',
    help: 'Alt bilgide ve belgelerde görünen firma adresi.',
    kind: text(300, { multiline: true }),
    optional: true,
  },
  {
    key: 'footer.phone',
    group: 'Alt bilgi',
    label: 'Telefon',
    help: 'Alt bilgide ve üst barda görünen telefon.',
    kind: { type: 'phone' },
    optional: true,
  },
  {
    key: 'footer.email',
    group: 'Alt bilgi',
    label: 'E-posta',
    help: 'Alt bilgide görünen e-posta adresi.',
    kind: { type: 'email' },
    optional: true,
  },
  {
    key: 'footer.whatsapp.phone',
    group: 'Alt bilgi',
    label: 'WhatsApp numarası',
    help: 'Sağ alttaki sohbet düğmesinin numarası; boşsa düğme görünmez.',
    kind: { type: 'phone' },
    optional: true,
  },
  {
    key: 'footer.whatsapp.text',
    group: 'Alt bilgi',
    label: 'WhatsApp ilk mesajı',
    help: 'Sohbet açılınca hazır gelen mesaj.',
    kind: text(300),
    optional: true,
  },
];

const FLAG_VALUES = ['True', 'False'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a setting's value is refused, in Turkish, or null when it may be saved. */
export function settingProblem(field: SettingField, value: string): string | null {
  const v = value.trim();
  if (!v) return field.optional ? null : `${field.label} boş bırakılamaz.`;
  const k = field.kind;
  switch (k.type) {
    case 'text':
      if (v.length > k.max) return `${field.label} en fazla ${k.max} karakter olabilir.`;
      if (field.key === 'belge.siparis.onek' && !/^[A-Z]{2,5}$/.test(v))
        return `${field.label} 2–5 büyük harf olmalı (ör. WEB).`;
      return null;
    case 'flag':
      return FLAG_VALUES.includes(v) ? null : `${field.label} True ya da False olmalı.`;
    case 'choice':
      return k.options.some(([o]) => o === v)
        ? null
        : `${field.label} şunlardan biri olmalı: ${k.options.map(([, label]) => label).join(', ')}.`;
    case 'int': {
      const n = /^\d{1,6}$/.test(v) ? Number(v) : NaN;
      return n >= k.min && n <= k.max ? null : `${field.label} ${k.min} ile ${k.max} arasında bir tam sayı olmalı.`;
    }
    case 'phone': {
      const digits = v.replace(/\D/g, '').length;
      return /^[+0-9 ()-]+$/.test(v) && digits >= 10 && digits <= 15
        ? null
        : `${field.label} 10–15 rakamdan oluşmalı (ör. 0212 555 12 34).`;
    }
    case 'email':
      return EMAIL.test(v) && v.length <= 200 ? null : `${field.label} geçerli bir e-posta adresi olmalı.`;
    case 'image':
      return /^[\w.-]+\.(png|jpe?g|gif|webp|svg|ico)$/i.test(v) && v.length <= 200
        ? null
        : `${field.label} bir görsel dosyasının adı olmalı (ör. logo.png).`;
  }
}

const SETTING_BY_KEY = new Map(SETTING_FIELDS.map((f) => [f.key, f]));

/** Each refused setting of a save, key → Turkish reason (an unknown key too); empty when all may be saved. */
export function settingValuesProblems(values: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    const field = SETTING_BY_KEY.get(key);
    const problem = field ? settingProblem(field, raw) : `Bilinmeyen ayar: ${key.slice(0, 100)}.`;
    if (problem) problems[key] = problem;
  }
  return problems;
}

/** The refusal of a save with `count` wrong settings; each one's reason is beside its field. */
export const settingsRefusal = (count: number) => `${count} ayar kaydedilemedi; işaretli alanları düzeltin.`;

/**
 * The settings form's values checked by each field's rule: what the browser checks before it sends them, with the
 * server's own rules and words (the server checks the same in its save, and cleans HTML after).
 */
export const adminSettingValuesSchema = z.record(z.string(), z.string()).superRefine((values, ctx) => {
  for (const [key, message] of Object.entries(settingValuesProblems(values))) {
    ctx.addIssue({ code: 'custom', path: [key], message });
  }
});

export const adminSettingsSchema = z.object({
  values: z.record(z.string(), z.string()).meta({ description: 'Every setting of the form, key → value.' }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminSettingsBodySchema = z.object({
  values: z
    .record(z.string().max(100), z.string({ error: 'Ayar değeri metin olmalı.' }).max(10_000))
    .refine((v) => Object.keys(v).length > 0, { error: 'Kaydedilecek ayar yok.' }),
});
