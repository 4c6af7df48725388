/** The reports' and document panels' words (spec §2 "Reports", "Detail side panels"). */
export const reportTexts = {
  breadcrumb: 'Raporlar',
  rangeLabel: 'Tarih Aralığı',
  apply: 'Uygula',
  cancel: 'Vazgeç',
  rangeStart: 'Başlangıç',
  rangeEnd: 'Bitiş',
  pickEnd: 'Bitiş gününü seçin.',
  loading: 'Rapor yükleniyor…',
  total: 'Toplam',
  statementTotal: 'TRY Hesap Toplamı',
  detail: 'Detay',
  receipt: 'Dekont',
  newTab: '(yeni sekmede açılır)',
  actions: 'İşlemler',
  // The distributor's ERP number of an order, once its ERP has taken the order in.
  erpDocumentNo: 'ERP Belge No',
  excel: 'Excel',
  pdf: 'PDF',
  download: 'olarak indir',
  records: (n: number) => `${n.toLocaleString('tr-TR')} kayıt`,
  print: 'Belgeyi Yazdir',
  documentLoading: 'Belge yükleniyor…',
  reorder: 'Tekrar Sipariş Ver',
  reordering: 'Sepete ekleniyor…',
  added: (n: number) => `${n} ürün bugünkü fiyatlarıyla sepetinize eklendi.`,
  skipped: 'Eklenemeyen ürünler',
  goToBasket: 'Sepete Git',
  tabs: 'Raporlar',
  unknownReport: 'Rapor bulunamadı.',
} as const;

/** The title the print dialog and the printed page carry (spec §2 "Printing"). */
export const PRINT_TITLE = 'Döküman';
