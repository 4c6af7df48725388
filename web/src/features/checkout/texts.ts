import { basketMessages, CARD_PAYMENT, type DeliveryMethod } from '@bayi/common';

/** The checkout and order-success texts (spec §2 "Checkout", "Order success", §8), in one place. */
export const checkoutTexts = {
  basket: 'Sepetim',
  title: 'Sipariş Teslimat & Ödeme Bilgileri',
  description: 'Teslimat ve ödeme şeklini seçip siparişinizi tamamlayın.',
  completedDescription: 'Bu sipariş tamamlandı: seçilen teslimat ve ödeme bilgileri aşağıdadır.',
  loading: 'Sipariş bilgileri yükleniyor…',
  notFound: basketMessages.orderNotFound,
  notFoundHint: 'Sipariş tamamlanmış, size ait değil ya da adresi hatalı olabilir.',
  backToBasket: 'Sepete Dön',
  delivery: 'Teslimat Şekli',
  payment: 'Ödeme Şekli',
  address: 'Teslimat Adresi',
  noAddress: 'Kayıtlı teslimat adresiniz bulunmuyor. Lütfen temsilcinizle görüşün.',
  vehicleSlot: 'Teslimat Saati',
  vehicleSlotPlaceholder: 'Saat Seçiniz',
  courierSlot: 'Kurye Teslim Saati',
  noSlots: 'Şu anda seçilebilecek bir teslimat saati yok.',
  bankAccount: 'Banka Hesabı',
  bank: 'Banka',
  currency: 'Döviz',
  accountNo: 'Hesap No',
  iban: 'IBAN',
  noBankAccount: 'Tanımlı banka hesabı bulunmuyor.',
  installment: 'Taksit',
  ratioTable: 'Taksit Seçenekleri',
  ratioTotal: 'Taksit tablosu için sipariş tutarı (TL)',
  cardRatesHint: 'Taksit seçenekleri kart numaranızın ilk 6 hanesine göre listelenir.',
  cardDeclined: 'Ödeme alınamadı; siparişiniz açık. Tekrar deneyebilir veya başka bir ödeme şekli seçebilirsiniz.',
  cardWaiting: '3D doğrulama penceresi kapatıldı; ödemenin sonucu bankadan sorgulanıyor.',
  reopenWindow: '3D Penceresini Aç',
  summary: 'Sipariş Özeti',
  orderNo: 'Sipariş No',
  total: 'Sipariş Tutarı',
  totalTL: 'TL Karşılığı',
  errorTitle: basketMessages.errorTitle,
  finish: 'Siparişi Bitir',
  finishing: 'Sipariş tamamlanıyor…',
  finishHint: 'Siparişi Bitir ile seçtiğiniz teslimat ve ödeme bilgileri siparişinize kaydedilir.',
  success: basketMessages.success,
  orderNumber: 'Sipariş numaranız',
  home: 'Ana sayfaya dön',
  orders: 'Siparişlerim',
} as const;

export const DELIVERY_OPTIONS: Record<DeliveryMethod, { title: string; description: string; icon: string }> = {
  depo: {
    title: 'Depodan Teslim',
    description: 'Siparişinizi depomuzdan kendiniz teslim alırsınız.',
    icon: 'fa-solid fa-warehouse',
  },
  kargo: {
    title: 'Kargo ile Teslim',
    description: 'Kayıtlı adreslerinizden birine kargo ile gönderilir.',
    icon: 'fa-solid fa-truck-fast',
  },
  arac: {
    title: 'Araç ile Adresime Teslim',
    description: 'Dağıtım aracımızla seçtiğiniz saat aralığında teslim edilir.',
    icon: 'fa-solid fa-truck',
  },
  kurye: {
    title: 'Kurye ile Adresime Teslim',
    description: 'Kurye ile seçtiğiniz saatte teslim edilir.',
    icon: 'fa-solid fa-motorcycle',
  },
};

const PAYMENT_OPTIONS: Record<string, { title: string; description?: string; icon: string }> = {
  [CARD_PAYMENT]: {
    title: 'Kredi Kartı',
    description: 'Kartınızla tek çekim veya taksitli ödeme.',
    icon: 'fa-regular fa-credit-card',
  },
  havale: {
    title: 'Havale / EFT',
    description: 'Banka hesaplarımızdan birine havale veya EFT.',
    icon: 'fa-solid fa-building-columns',
  },
  acikhesap: {
    title: 'Açık Hesap',
    description: 'Tutar cari hesabınıza işlenir, vadesinde ödenir.',
    icon: 'fa-solid fa-file-invoice',
  },
  nakit: { title: 'Nakit', icon: 'fa-solid fa-money-bill-wave' },
  cek: { title: 'Çek', icon: 'fa-solid fa-money-check' },
  senet: { title: 'Senet', icon: 'fa-solid fa-file-signature' },
  kapidaodeme: { title: 'Kapıda Ödeme', icon: 'fa-solid fa-door-open' },
};

/** A readable card for any payment id the server lists, known or not ('mailorder' → 'Mailorder'). */
export function paymentOption(id: string): { title: string; description?: string; icon: string } {
  // The ids are ASCII keys of the settings, not Turkish words: 'KREDIKARTI' is kredikarti. Turkish lower-casing
  // would make its I a dotless ı ('kredıkartı') and miss the card; the title below is Turkish text, and is
  // capitalised the Turkish way.
  const known = PAYMENT_OPTIONS[id.toLocaleLowerCase('en-US')];
  if (known) return known;
  const words = id.replace(/[_-]+/g, ' ').trim();
  return {
    title: words.charAt(0).toLocaleUpperCase('tr-TR') + words.slice(1),
    icon: 'fa-solid fa-wallet',
  };
}
