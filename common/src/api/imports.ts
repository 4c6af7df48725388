import { z } from 'zod';

/**
 * Bulk imports from the distributor's ERP (issue 17): a CSV or XLSX file of one kind, read as a job outside the
 * request. The kinds and their columns live here once: the server reads files and writes templates from them, the
 * back office shows them as help. Column names are Turkish, as an ERP user exports them; each kind upserts by its
 * natural key, so running the same file again changes nothing.
 */

export const IMPORT_KINDS = ['products', 'prices', 'stock', 'movements', 'invoices', 'delivery-notes'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The kinds an integration API key may import with each of its scopes: /api/v1/<scope>/imports. */
export const IMPORT_KINDS_BY_SCOPE: Record<'catalogue' | 'documents', readonly ImportKind[]> = {
  catalogue: ['products', 'prices', 'stock'],
  documents: ['movements', 'invoices', 'delivery-notes'],
};

export interface ImportColumn {
  /** The header as written in the file (matched case- and space-insensitively, the Turkish way). */
  header: string;
  /** The item's field in the integration API's JSON batches (camelCase): the same column without a file. */
  field: string;
  required: boolean;
  /** What the column holds, for the help and the template's documentation. */
  help: string;
  /** A value for the template's example row. */
  example: string;
}

export interface ImportKindInfo {
  label: string;
  /** What a row is upserted by. */
  key: string;
  columns: ImportColumn[];
  /** What the help says of the file's shape beyond its columns (documents: one row per line). */
  note?: string;
  /** Extra columns allowed by pattern (products: one "Fiyat: <liste>" column per price list). */
  extra?: { prefix: string; help: string; example: [string, string]; field: string };
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
      required: true,
      help: 'Var olan bir bayinin cari kodu; belgenin her satırında aynı.',
      example: '120.01.001',
    },
    {
      header: 'Belge No',
      field: 'documentNo',
      required: true,
      help: invoice
        ? 'ERP fatura numarası; belge bununla güncellenir. Satırları art arda yazılır.'
        : 'ERP irsaliye numarası; belge bununla güncellenir. Satırları art arda yazılır.',
      example: invoice ? 'FTR2026000123' : 'IRS2026000045',
    },
    { header: 'Tarih', field: 'date', required: true, help: 'gg.aa.yyyy (saat isteğe bağlı).', example: '24.11.2026' },
    {
      header: 'Belge Türü',
      field: 'type',
      required: false,
      help: invoice ? "Boşsa 'Satış faturası'." : "Boşsa 'Satış irsaliyesi'.",
      example: invoice ? 'Satış faturası' : 'Satış irsaliyesi',
    },
  ];
  if (invoice) {
    head.push({ header: 'Vade Tarihi', field: 'dueDate', required: false, help: 'gg.aa.yyyy', example: '24.12.2026' });
  }
  head.push(
    { header: 'Döviz', field: 'currency', required: false, help: 'TL, USD, EUR; boşsa TL.', example: 'TL' },
    { header: 'Kur', field: 'rate', required: false, help: 'Dövizli belgenin kuru; boşsa 1.', example: '1' },
  );
  if (invoice) {
    head.push({
      header: 'Sipariş No',
      field: 'orderNo',
      required: false,
      help: 'Faturalanan Bayi siparişinin belge numarası (aynı bayinin); fatura siparişe bağlanır.',
      example: '',
    });
  } else {
    head.push({
      header: 'Fatura No',
      field: 'invoiceNo',
      required: false,
      help: 'İrsaliyenin faturası: daha önce aktarılmış, aynı bayinin bir faturası.',
      example: 'FTR2026000123',
    });
  }
  const lines: ImportColumn[] = [
    { header: 'Ürün Kodu', field: 'productCode', required: true, help: 'Satırın ürün kodu.', example: 'KBL-00001' },
    {
      header: 'Ürün Adı',
      field: 'productName',
      required: false,
      help: 'Boşsa katalogdaki adı; katalogda olmayan bir kodda zorunlu.',
      example: 'NYA Kablo 2,5 mm² Kırmızı',
    },
    { header: 'Barkod', field: 'barcode', required: false, help: 'Boşsa katalogdaki barkod.', example: '' },
    { header: 'Seri No', field: 'serialNo', required: false, help: 'Satırın seri numarası.', example: '' },
    { header: 'Miktar', field: 'quantity', required: true, help: 'Sıfırdan büyük; ondalık olabilir.', example: '100' },
    {
      header: 'Birim',
      field: 'unit',
      required: false,
      help: "Boşsa ürünün birimi, o da yoksa 'Adet'.",
      example: 'Metre',
    },
    {
      header: 'KDV Oranı',
      field: 'vatRate',
      required: false,
      help: 'Yüzde, 0–100; boşsa ürünün KDV oranı (katalogda olmayan kodda zorunlu).',
      example: '20',
    },
    { header: 'İskonto Oranı', field: 'discountRate', required: false, help: 'Yüzde, 0–100; boşsa 0.', example: '10' },
    {
      header: 'Birim Fiyat',
      field: 'unitPrice',
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
        required: true,
        help: 'Ürünün tekil kodu; varsa güncellenir, yoksa eklenir.',
        example: 'KBL-00001',
      },
      {
        header: 'Ürün Adı',
        field: 'name',
        required: true,
        help: 'En fazla 200 karakter.',
        example: 'NYA Kablo 2,5 mm² Kırmızı',
      },
      { header: 'Barkod', field: 'barcode', required: false, help: 'EAN/UPC barkodu.', example: '8691234567890' },
      {
        header: 'Kategori',
        field: 'category',
        required: false,
        help: 'Kategori yolu, seviyeler ">" ile ayrılır; olmayan kategori açılır.',
        example: 'Elektrik > Kablolar > NYA Kablo',
      },
      { header: 'Marka', field: 'brand', required: false, help: 'Olmayan marka eklenir.', example: 'Öznur Kablo' },
      { header: 'KDV Oranı', field: 'vatRate', required: false, help: 'Yüzde, 0–100 (ör. 20).', example: '20' },
      { header: 'Birim', field: 'unit', required: false, help: 'Adet, Metre, Kg…', example: 'Metre' },
      { header: 'Açıklama', field: 'description', required: false, help: 'Ürün açıklaması (düz metin).', example: '' },
      {
        header: 'Stok',
        field: 'stock',
        required: false,
        help: 'Eldeki miktar; ondalık virgülle de yazılabilir.',
        example: '1250',
      },
      {
        header: 'Temin Süresi',
        field: 'deliveryText',
        required: false,
        help: 'Stok yerine gösterilecek metin (ör. 2-3 İş Günü).',
        example: '',
      },
      { header: 'Aktif', field: 'active', required: false, help: 'Evet veya Hayır; boşsa Evet.', example: 'Evet' },
    ],
    extra: {
      prefix: PRICE_COLUMN_PREFIX,
      help: 'Her fiyat listesi için bir sütun: "Fiyat: <liste adı>"; boş hücre o fiyatı değiştirmez.',
      example: ['Fiyat: Bayi Fiyatı', '12,50'],
      /** In JSON: an object of list name to price, { "Bayi Fiyatı": "12.50" }. */
      field: 'prices',
    },
  },
  prices: {
    label: 'Fiyatlar',
    key: 'Ürün Kodu + Fiyat Listesi',
    columns: [
      { header: 'Ürün Kodu', field: 'code', required: true, help: 'Var olan bir ürünün kodu.', example: 'KBL-00001' },
      {
        header: 'Fiyat Listesi',
        field: 'priceList',
        required: true,
        help: 'Fiyat listesinin adı.',
        example: 'Bayi Fiyatı',
      },
      {
        header: 'Fiyat',
        field: 'price',
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
      { header: 'Ürün Kodu', field: 'code', required: true, help: 'Var olan bir ürünün kodu.', example: 'KBL-00001' },
      { header: 'Stok', field: 'stock', required: true, help: 'Eldeki miktar.', example: '1250' },
      {
        header: 'Temin Süresi',
        field: 'deliveryText',
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
        required: true,
        help: 'Var olan bir bayinin cari kodu.',
        example: '120.01.001',
      },
      {
        header: 'Belge No',
        field: 'documentNo',
        required: true,
        help: 'ERP belge numarası.',
        example: 'FTR2026000123',
      },
      {
        header: 'Tarih',
        field: 'date',
        required: true,
        help: 'gg.aa.yyyy (saat isteğe bağlı: gg.aa.yyyy ss:dd).',
        example: '24.11.2026',
      },
      {
        header: 'İşlem Türü',
        field: 'type',
        required: true,
        help: 'Satış faturası, Havale/EFT, Pos kartı ile tahsilat…',
        example: 'Satış faturası',
      },
      { header: 'Borç', field: 'debit', required: false, help: 'Tutar; boşsa 0.', example: '1.250,00' },
      { header: 'Alacak', field: 'credit', required: false, help: 'Tutar; boşsa 0.', example: '0' },
      { header: 'Döviz', field: 'currency', required: false, help: 'TL, USD, EUR; boşsa TL.', example: 'TL' },
      { header: 'Kur', field: 'rate', required: false, help: 'Dövizli hareketin kuru; boşsa 1.', example: '1' },
      { header: 'Vade Tarihi', field: 'dueDate', required: false, help: 'gg.aa.yyyy', example: '24.12.2026' },
      {
        header: 'Açıklama',
        field: 'description',
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
