import { z } from 'zod';

/**
 * Bulk imports from the distributor's ERP: a CSV or XLSX file of one kind, read as a job outside the
 * request. The kinds and their columns live here once: the server reads files and writes templates from them, the
 * back office shows them as help. Column names are Turkish, as an ERP user exports them; each kind upserts by its
 * natural key, so running the same file again changes nothing.
 */

export const IMPORT_KINDS = [
  'products',
  'prices',
  'stock',
  'movements',
  'invoices',
  'delivery-notes',
  'dealers',
  'users',
  'addresses',
  'agreements',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The kinds an integration API key may import with each of its scopes: /api/v1/<scope>/imports. */
export const IMPORT_KINDS_BY_SCOPE: Record<'catalogue' | 'documents' | 'dealers', readonly ImportKind[]> = {
  catalogue: ['products', 'prices', 'stock'],
  documents: ['movements', 'invoices', 'delivery-notes'],
  dealers: ['dealers', 'users', 'addresses', 'agreements'],
};

/**
 * What a column holds and the rule its cells are read by. The server's readers take their limits from here
 * (server/src/modules/imports/kinds/columns.ts), and the integration API declares each JSON field of a batch item by
 * it (import-batches.ts): one definition, so the document cannot promise another rule than the import applies.
 */
export type ImportValue =
  /** Text of at most maxLength characters (and at least minLength); a pattern or format where the back office has one. */
  | { type: 'text'; maxLength: number; minLength?: number; pattern?: string; format?: 'email' }
  /** A decimal with at most `scale` decimals within [min (default 0), max]; written "1250.50" or "1.250,50". */
  | { type: 'decimal'; scale: number; min?: string; max: string }
  | { type: 'integer'; min: number; max: number }
  /** A moment: dd.mm.yyyy or yyyy-mm-dd, with an optional hh:mm (Türkiye time). */
  | { type: 'date' }
  /** A calendar day: dd.mm.yyyy or yyyy-mm-dd. */
  | { type: 'day' }
  /** Evet or Hayır (also true/false, 1/0). */
  | { type: 'yesNo' }
  | { type: 'choice'; values: readonly string[] };

const text = (maxLength: number, pattern?: string, format?: 'email'): ImportValue => ({
  type: 'text',
  maxLength,
  ...(pattern !== undefined && { pattern }),
  ...(format && { format }),
});
const decimal = (scale: number, max: string, min?: string): ImportValue => ({
  type: 'decimal',
  scale,
  max,
  ...(min !== undefined && { min }),
});
const integer = (min: number, max: number): ImportValue => ({ type: 'integer', min, max });
const choice = (values: readonly string[]): ImportValue => ({ type: 'choice', values });
const DATE: ImportValue = { type: 'date' };
const DAY: ImportValue = { type: 'day' };
const YES_NO: ImportValue = { type: 'yesNo' };
const PERCENT = decimal(2, '100');
const PRICE = decimal(4, '99999999999999');
const STOCK = decimal(3, '99999999999');
const QUANTITY = decimal(3, '99999999999', '0.001');
const RATE = decimal(6, '999999999', '0.000001');
const CURRENCY = text(3);
/** The back office's rules (adminDealerFormSchema, adminDealerUserCreateSchema; the server's password rule). */
const DEALER_CODE = '^[0-9A-Za-z][0-9A-Za-z.\\-_/]*$';
const USER_CODE = '^[\\p{L}\\p{N}._@-]+$';
const USER_CODE_MAX = 60;
const PASSWORD: ImportValue = { type: 'text', minLength: 8, maxLength: 200 };
const PAYMENT_CHOICES = ['havale', 'acikhesap', 'kredikarti', 'Havale / EFT', 'Açık hesap', 'Kredi kartı'];

export interface ImportColumn {
  /** The header as written in the file (matched case- and space-insensitively, the Turkish way). */
  header: string;
  /** The item's field in the integration API's JSON batches (camelCase): the same column without a file. */
  field: string;
  value: ImportValue;
  required: boolean;
  /** What the column holds, for the help and the template's documentation. */
  help: string;
  /** A value for the template's example row. */
  example: string;
}

/** A document's or a price's currency: the same column wherever one is given. */
const CURRENCY_COLUMN: ImportColumn = {
  header: 'Döviz',
  field: 'currency',
  value: CURRENCY,
  required: false,
  help: 'TL, USD, EUR; boşsa TL.',
  example: 'TL',
};

export interface ImportKindInfo {
  label: string;
  /** What a row is upserted by. */
  key: string;
  columns: ImportColumn[];
  /** What the help says of the file's shape beyond its columns (documents: one row per line). */
  note?: string;
  /** Extra columns allowed by pattern (products: one "Fiyat: <liste>" column per price list). */
  extra?: { prefix: string; help: string; example: [string, string]; field: string; value: ImportValue };
}

/** The prefix of a products file's price columns: "Fiyat: Bayi Fiyatı". */
export const PRICE_COLUMN_PREFIX = 'Fiyat:';

/** Invoices and delivery notes: how a file of documents is laid out (shown beside the columns). */
const DOCUMENT_NOTE =
  'Her satır belgenin bir kalemidir; belgenin bilgileri (Cari No, Tarih…) her kalemde tekrarlanır ve kalemler art ' +
  'arda yazılır. Belge bütün olarak yazılır: bir kalemi hatalıysa belge hiç yazılmaz. Değişen bir belgenin kalemleri ' +
  'dosyadakilerle değiştirilir. Tutarlar ve toplamlar kalemlerden hesaplanır.';

/**
 * The columns of an invoice or delivery note file: one row per LINE, the document's own columns repeated on each of
 * its lines (consecutive rows). Totals are not columns: the server computes them from the lines.
 */
function documentColumns(kind: 'invoice' | 'deliveryNote'): ImportColumn[] {
  const invoice = kind === 'invoice';
  const head: ImportColumn[] = [
    {
      header: 'Cari No',
      field: 'dealerCode',
      value: text(50),
      required: true,
      help: 'Var olan bir bayinin cari kodu; belgenin her satırında aynı.',
      example: '120.01.001',
    },
    {
      header: 'Belge No',
      field: 'documentNo',
      value: text(50),
      required: true,
      help: invoice
        ? 'ERP fatura numarası; belge bununla güncellenir. Satırları art arda yazılır.'
        : 'ERP irsaliye numarası; belge bununla güncellenir. Satırları art arda yazılır.',
      example: invoice ? 'FTR2026000123' : 'IRS2026000045',
    },
    {
      header: 'Tarih',
      field: 'date',
      value: DATE,
      required: true,
      help: 'gg.aa.yyyy (saat isteğe bağlı).',
      example: '24.11.2026',
    },
    {
      header: 'Belge Türü',
      field: 'type',
      value: text(60),
      required: false,
      help: invoice ? "Boşsa 'Satış faturası'." : "Boşsa 'Satış irsaliyesi'.",
      example: invoice ? 'Satış faturası' : 'Satış irsaliyesi',
    },
  ];
  if (invoice) {
    head.push({
      header: 'Vade Tarihi',
      field: 'dueDate',
      value: DATE,
      required: false,
      help: 'gg.aa.yyyy',
      example: '24.12.2026',
    });
  }
  head.push(CURRENCY_COLUMN, {
    header: 'Kur',
    field: 'rate',
    value: RATE,
    required: false,
    help: 'Dövizli belgenin kuru; boşsa 1.',
    example: '1',
  });
  if (invoice) {
    head.push({
      header: 'Sipariş No',
      field: 'orderNo',
      value: text(50),
      required: false,
      help: 'Faturalanan Bayi siparişinin belge numarası (aynı bayinin); fatura siparişe bağlanır.',
      example: '',
    });
  } else {
    head.push({
      header: 'Fatura No',
      field: 'invoiceNo',
      value: text(50),
      required: false,
      help: 'İrsaliyenin faturası: daha önce aktarılmış, aynı bayinin bir faturası.',
      example: 'FTR2026000123',
    });
  }
  const lines: ImportColumn[] = [
    {
      header: 'Ürün Kodu',
      field: 'productCode',
      value: text(50),
      required: true,
      help: 'Satırın ürün kodu.',
      example: 'KBL-00001',
    },
    {
      header: 'Ürün Adı',
      field: 'productName',
      value: text(200),
      required: false,
      help: 'Boşsa katalogdaki adı; katalogda olmayan bir kodda zorunlu.',
      example: 'NYA Kablo 2,5 mm² Kırmızı',
    },
    {
      header: 'Barkod',
      field: 'barcode',
      value: text(50),
      required: false,
      help: 'Boşsa katalogdaki barkod.',
      example: '',
    },
    {
      header: 'Seri No',
      field: 'serialNo',
      value: text(100),
      required: false,
      help: 'Satırın seri numarası.',
      example: '',
    },
    {
      header: 'Miktar',
      field: 'quantity',
      value: QUANTITY,
      required: true,
      help: 'Sıfırdan büyük; ondalık olabilir.',
      example: '100',
    },
    {
      header: 'Birim',
      field: 'unit',
      value: text(20),
      required: false,
      help: "Boşsa ürünün birimi, o da yoksa 'Adet'.",
      example: 'Metre',
    },
    {
      header: 'KDV Oranı',
      field: 'vatRate',
      value: PERCENT,
      required: false,
      help: 'Yüzde, 0–100; boşsa ürünün KDV oranı (katalogda olmayan kodda zorunlu).',
      example: '20',
    },
    {
      header: 'İskonto Oranı',
      field: 'discountRate',
      value: PERCENT,
      required: false,
      help: 'Yüzde, 0–100; boşsa 0.',
      example: '10',
    },
    {
      header: 'Birim Fiyat',
      field: 'unitPrice',
      value: PRICE,
      required: true,
      help: 'KDV ve iskonto hariç, belgenin dövizinde, en fazla 4 ondalık. Tutarlar ve toplamlar hesaplanır.',
      example: '12,50',
    },
  ];
  return [...head, ...lines];
}

export const IMPORT_KIND_INFO: Record<ImportKind, ImportKindInfo> = {
  products: {
    label: 'Ürünler',
    key: 'Ürün Kodu',
    columns: [
      {
        header: 'Ürün Kodu',
        field: 'code',
        value: text(50),
        required: true,
        help: 'Ürünün tekil kodu; varsa güncellenir, yoksa eklenir.',
        example: 'KBL-00001',
      },
      {
        header: 'Ürün Adı',
        field: 'name',
        value: text(200),
        required: true,
        help: 'En fazla 200 karakter.',
        example: 'NYA Kablo 2,5 mm² Kırmızı',
      },
      {
        header: 'Barkod',
        field: 'barcode',
        value: text(50),
        required: false,
        help: 'EAN/UPC barkodu.',
        example: '8691234567890',
      },
      {
        header: 'Kategori',
        field: 'category',
        value: text(300),
        required: false,
        help: 'Kategori yolu, seviyeler ">" ile ayrılır; olmayan kategori açılır.',
        example: 'Elektrik > Kablolar > NYA Kablo',
      },
      {
        header: 'Marka',
        field: 'brand',
        value: text(100),
        required: false,
        help: 'Olmayan marka eklenir.',
        example: 'Öznur Kablo',
      },
      {
        header: 'KDV Oranı',
        field: 'vatRate',
        value: PERCENT,
        required: false,
        help: 'Yüzde, 0–100 (ör. 20).',
        example: '20',
      },
      { header: 'Birim', field: 'unit', value: text(20), required: false, help: 'Adet, Metre, Kg…', example: 'Metre' },
      {
        header: 'Açıklama',
        field: 'description',
        value: text(4000),
        required: false,
        help: 'Ürün açıklaması (düz metin).',
        example: '',
      },
      {
        header: 'Stok',
        field: 'stock',
        value: STOCK,
        required: false,
        help: 'Eldeki miktar; ondalık virgülle de yazılabilir.',
        example: '1250',
      },
      {
        header: 'Temin Süresi',
        field: 'deliveryText',
        value: text(100),
        required: false,
        help: 'Stok yerine gösterilecek metin (ör. 2-3 İş Günü).',
        example: '',
      },
      {
        header: 'Aktif',
        field: 'active',
        value: YES_NO,
        required: false,
        help: 'Evet veya Hayır; boşsa ürünün durumu değişmez (yeni ürün Evet).',
        example: 'Evet',
      },
    ],
    extra: {
      prefix: PRICE_COLUMN_PREFIX,
      help: 'Her fiyat listesi için bir sütun: "Fiyat: <liste adı>"; boş hücre o fiyatı değiştirmez.',
      example: ['Fiyat: Bayi Fiyatı', '12,50'],
      /** In JSON: an object of list name to price, { "Bayi Fiyatı": "12.50" }. */
      field: 'prices',
      value: PRICE,
    },
  },
  prices: {
    label: 'Fiyatlar',
    key: 'Ürün Kodu + Fiyat Listesi',
    columns: [
      {
        header: 'Ürün Kodu',
        field: 'code',
        value: text(50),
        required: true,
        help: 'Var olan bir ürünün kodu.',
        example: 'KBL-00001',
      },
      {
        header: 'Fiyat Listesi',
        field: 'priceList',
        value: text(100),
        required: true,
        help: 'Fiyat listesinin adı.',
        example: 'Bayi Fiyatı',
      },
      {
        header: 'Fiyat',
        field: 'price',
        value: PRICE,
        required: true,
        help: 'Listenin para biriminde, en fazla 4 ondalık.',
        example: '12,50',
      },
    ],
  },
  stock: {
    label: 'Stok ve temin süreleri',
    key: 'Ürün Kodu',
    columns: [
      {
        header: 'Ürün Kodu',
        field: 'code',
        value: text(50),
        required: true,
        help: 'Var olan bir ürünün kodu.',
        example: 'KBL-00001',
      },
      { header: 'Stok', field: 'stock', value: STOCK, required: true, help: 'Eldeki miktar.', example: '1250' },
      {
        header: 'Temin Süresi',
        field: 'deliveryText',
        value: text(100),
        required: false,
        help: 'Boş bırakılırsa temin metni silinir.',
        example: '',
      },
    ],
  },
  movements: {
    label: 'Cari hareketler',
    key: 'Cari No + Belge No + İşlem Türü',
    columns: [
      {
        header: 'Cari No',
        field: 'dealerCode',
        value: text(50),
        required: true,
        help: 'Var olan bir bayinin cari kodu.',
        example: '120.01.001',
      },
      {
        header: 'Belge No',
        field: 'documentNo',
        value: text(50),
        required: true,
        help: 'ERP belge numarası.',
        example: 'FTR2026000123',
      },
      {
        header: 'Tarih',
        field: 'date',
        value: DATE,
        required: true,
        help: 'gg.aa.yyyy (saat isteğe bağlı: gg.aa.yyyy ss:dd).',
        example: '24.11.2026',
      },
      {
        header: 'İşlem Türü',
        field: 'type',
        value: text(60),
        required: true,
        help: 'Satış faturası, Havale/EFT, Pos kartı ile tahsilat…',
        example: 'Satış faturası',
      },
      { header: 'Borç', field: 'debit', value: PRICE, required: false, help: 'Tutar; boşsa 0.', example: '1.250,00' },
      { header: 'Alacak', field: 'credit', value: PRICE, required: false, help: 'Tutar; boşsa 0.', example: '0' },
      CURRENCY_COLUMN,
      {
        header: 'Kur',
        field: 'rate',
        value: RATE,
        required: false,
        help: 'Dövizli hareketin kuru; boşsa 1.',
        example: '1',
      },
      {
        header: 'Vade Tarihi',
        field: 'dueDate',
        value: DATE,
        required: false,
        help: 'gg.aa.yyyy',
        example: '24.12.2026',
      },
      {
        header: 'Açıklama',
        field: 'description',
        value: text(500),
        required: false,
        help: 'Hareketin açıklaması.',
        example: 'Kasım faturası',
      },
    ],
  },
  invoices: { label: 'Faturalar', key: 'Belge No', note: DOCUMENT_NOTE, columns: documentColumns('invoice') },
  'delivery-notes': {
    label: 'İrsaliyeler',
    key: 'Belge No',
    note: DOCUMENT_NOTE,
    columns: documentColumns('deliveryNote'),
  },
  dealers: {
    label: 'Bayiler',
    key: 'Cari No',
    columns: [
      {
        header: 'Cari No',
        field: 'code',
        value: text(30, DEALER_CODE),
        required: true,
        help: 'Bayinin cari kodu (büyük/küçük harf fark etmez); varsa güncellenir, yoksa eklenir.',
        example: '120.01.050',
      },
      {
        header: 'Ünvan',
        field: 'name',
        value: text(200),
        required: true,
        help: 'En fazla 200 karakter.',
        example: 'Öztürk Elektrik Ltd. Şti.',
      },
      {
        header: 'Vergi Dairesi',
        field: 'taxOffice',
        value: text(100),
        required: false,
        help: 'En fazla 100 karakter.',
        example: 'Kadıköy',
      },
      {
        header: 'Vergi No',
        field: 'taxNumber',
        value: text(11, '^[0-9]{10,11}$'),
        required: false,
        help: '10 haneli VKN ya da 11 haneli TCKN (kontrol haneleri doğru olmalı).',
        example: '1234567890',
      },
      {
        header: 'E-posta',
        field: 'email',
        value: text(200, undefined, 'email'),
        required: false,
        help: 'Bayinin e-posta adresi.',
        example: 'info@ozturkelektrik.com.tr',
      },
      {
        header: 'Telefon',
        field: 'phone',
        value: text(30, '^[+0-9 ()-]+$'),
        required: false,
        help: '10–15 rakam.',
        example: '0216 555 12 34',
      },
      {
        header: 'Risk Limiti',
        field: 'riskLimit',
        value: decimal(2, '999999999999.99'),
        required: false,
        help: 'Açık hesap limiti, TL, en fazla 2 ondalık; boşsa değişmez (yeni bayide 0).',
        example: '250.000,00',
      },
      {
        header: 'İskonto Oranı',
        field: 'discountRate',
        value: PERCENT,
        required: false,
        help: 'Yüzde, 0–100; boşsa değişmez (yeni bayide 0).',
        example: '5',
      },
      {
        header: 'Vade Günü',
        field: 'paymentTermDays',
        value: integer(0, 365),
        required: false,
        help: 'Faturadan vadeye gün, 0–365; boşsa değişmez (yeni bayide 30).',
        example: '30',
      },
      {
        header: 'Varsayılan Ödeme',
        field: 'defaultPaymentMethod',
        value: choice(PAYMENT_CHOICES),
        required: false,
        help: 'havale, acikhesap veya kredikarti (ya da Havale / EFT, Açık hesap, Kredi kartı); boşsa değişmez (yeni bayide havale).',
        example: 'acikhesap',
      },
      {
        header: 'Fiyat Listeleri',
        field: 'priceLists',
        value: text(2000),
        required: false,
        help: 'Bayinin gördüğü fiyat listelerinin adları, sırasıyla, "," ya da ";" ile ayrılır; boşsa değişmez.',
        example: 'Bayi Fiyatı, Liste Fiyatı USD',
      },
      {
        header: 'Plasiyer Kodu',
        field: 'representativeCode',
        value: text(20, DEALER_CODE),
        required: false,
        help:
          'Bayinin plasiyerinin kodu (Yönetim > Plasiyerler; büyük/küçük harf fark etmez). Bilinmeyen kod satırı ' +
          'reddeder; pasif plasiyere yeni bayi atanamaz. Boşsa bayinin plasiyeri kaldırılır; sütun yoksa değişmez.',
        example: 'PL01',
      },
      {
        header: 'Aktif',
        field: 'active',
        value: YES_NO,
        required: false,
        help: 'Evet veya Hayır; boşsa değişmez (yeni bayide Evet).',
        example: 'Evet',
      },
    ],
  },
  users: {
    label: 'Bayi kullanıcıları',
    key: 'Cari No + Kullanıcı Kodu',
    columns: [
      {
        header: 'Cari No',
        field: 'dealerCode',
        value: text(50),
        required: true,
        help: 'Var olan bir bayinin cari kodu; personel kullanıcıları aktarılamaz.',
        example: '120.01.050',
      },
      {
        header: 'Kullanıcı Kodu',
        field: 'userCode',
        value: text(USER_CODE_MAX, USER_CODE),
        required: true,
        help: 'Girişte yazılan kod: boşluksuz; harf, rakam ve . _ @ - işaretleri.',
        example: 'ahmet',
      },
      {
        header: 'Ad Soyad',
        field: 'displayName',
        value: text(100),
        required: true,
        help: 'En fazla 100 karakter.',
        example: 'Ahmet Öztürk',
      },
      {
        header: 'E-posta',
        field: 'email',
        value: text(200, undefined, 'email'),
        required: false,
        help: 'Kullanıcının e-posta adresi.',
        example: 'ahmet@ozturkelektrik.com.tr',
      },
      {
        header: 'Şifre',
        field: 'password',
        value: PASSWORD,
        required: false,
        help: 'En az 8 karakter; yeni kullanıcıda zorunlu, var olan kullanıcıda boşsa şifresi değişmez. Değişen şifre açık oturumları kapatır.',
        example: '',
      },
      {
        header: 'Aktif',
        field: 'active',
        value: YES_NO,
        required: false,
        help: 'Evet veya Hayır; boşsa değişmez (yeni kullanıcıda Evet). Hayır açık oturumları kapatır.',
        example: 'Evet',
      },
    ],
  },
  addresses: {
    label: 'Bayi adresleri',
    key: 'Cari No + Adres Başlığı',
    columns: [
      {
        header: 'Cari No',
        field: 'dealerCode',
        value: text(50),
        required: true,
        help: 'Var olan bir bayinin cari kodu.',
        example: '120.01.050',
      },
      {
        header: 'Adres Başlığı',
        field: 'title',
        value: text(100),
        required: true,
        help: 'Bayinin adresleri arasında tekil (büyük/küçük harf fark etmez): Merkez, Depo…',
        example: 'Merkez',
      },
      {
        header: 'Adres',
        field: 'address',
        value: text(500),
        required: true,
        help: 'Açık adres, en fazla 500 karakter.',
        example: 'Caferağa Mah. Moda Cad. No: 12',
      },
      {
        header: 'İlçe',
        field: 'district',
        value: text(100),
        required: false,
        help: 'En fazla 100 karakter.',
        example: 'Kadıköy',
      },
      {
        header: 'İl',
        field: 'city',
        value: text(100),
        required: false,
        help: 'En fazla 100 karakter.',
        example: 'İstanbul',
      },
      {
        header: 'Yetkili',
        field: 'contactPerson',
        value: text(100),
        required: true,
        help: 'Teslim alacak kişi.',
        example: 'Ahmet Öztürk',
      },
      {
        header: 'Telefon',
        field: 'phone',
        value: text(30, '^[+0-9 ()-]+$'),
        required: false,
        help: '10–15 rakam.',
        example: '0532 555 12 34',
      },
      {
        header: 'Varsayılan',
        field: 'isDefault',
        value: YES_NO,
        required: false,
        help: 'Evet: bayinin varsayılan teslimat adresi olur, diğer adresleri varsayılan olmaktan çıkar. Boşsa değişmez (yeni adreste Hayır).',
        example: 'Evet',
      },
    ],
  },
  agreements: {
    label: 'Anlaşmalı fiyatlar',
    key: 'Cari No + Ürün Kodu',
    columns: [
      {
        header: 'Cari No',
        field: 'dealerCode',
        value: text(50),
        required: true,
        help: 'Var olan bir bayinin cari kodu.',
        example: '120.01.050',
      },
      {
        header: 'Ürün Kodu',
        field: 'productCode',
        value: text(50),
        required: true,
        help: 'Var olan bir ürünün kodu.',
        example: 'KBL-00001',
      },
      {
        header: 'Fiyat',
        field: 'price',
        value: PRICE,
        required: true,
        help: 'Bayiye özel birim fiyat, en fazla 4 ondalık; liste fiyatlarının önüne geçer.',
        example: '11,75',
      },
      CURRENCY_COLUMN,
      {
        header: 'İskonto Oranı',
        field: 'discountRate',
        value: PERCENT,
        required: false,
        help: 'Anlaşmalı fiyata uygulanan yüzde, 0–100; boşsa değişmez (yenide 0).',
        example: '0',
      },
      {
        header: 'Başlangıç',
        field: 'validFrom',
        value: DAY,
        required: false,
        help: 'gg.aa.yyyy; boşsa hemen geçerli.',
        example: '01.01.2026',
      },
      {
        header: 'Bitiş',
        field: 'validTo',
        value: DAY,
        required: false,
        help: 'gg.aa.yyyy, Başlangıç ya da sonrası; boşsa süresiz.',
        example: '31.12.2026',
      },
    ],
  },
};

export const IMPORT_STATUSES = ['queued', 'running', 'finished', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_NAMES: Record<ImportStatus, string> = {
  queued: 'Sırada',
  running: 'İşleniyor',
  finished: 'Tamamlandı',
  failed: 'Başarısız',
};

/** The largest file an import takes: 200,000 products with prices are about 40 MB as CSV. */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

export const importKindSchema = z.enum(IMPORT_KINDS, {
  error: `Aktarım türü şunlardan biri olmalı: ${IMPORT_KINDS.join(', ')}.`,
});

export const importJobSchema = z.object({
  id: z.number().int(),
  kind: importKindSchema,
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** 0–100: the share of the file read so far. */
  progress: z.number().int(),
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** Why a whole import failed (a missing column, an unreadable file); null otherwise. */
  message: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importListSchema = z.object({ imports: z.array(importJobSchema) });
export type ImportList = z.infer<typeof importListSchema>;

export const importErrorSchema = z.object({
  /** The row in the file, the header being row 1. */
  row: z.number().int(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importErrorsSchema = z.object({
  errors: z.array(importErrorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ImportErrors = z.infer<typeof importErrorsSchema>;

export const importAcceptedSchema = z.object({ id: z.number().int(), status: z.enum(IMPORT_STATUSES) });
