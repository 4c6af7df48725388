/** Basket and checkout texts (spec §8) and constants shared by server and screens; no zod here. */
export const STOCK_EXCEEDED_CLASS = 'stok-uyarisi';
export const basketMessages = {
  empty: 'Sepetinizde ürün bulunmuyor.',
  /** Shown with the empty basket, above the continue-shopping link. */
  productsWaiting: 'Yüzlerce ürün seni bekliyor!',
  overStock: 'Sepetinizde stok miktarını aşan ürün bulunuyor.',
  maxQuantity: (stock: number) => `Bu üründen en fazla ${stock} adet sipariş verebilirsiniz.`,
  orderNotFound: 'Sipariş bulunamadı',
  errorTitle: 'Bir hata oluştu.',
  success: 'Siparişiniz Başarıyla Oluşturuldu.',
} as const;

export type DeliveryMethod = 'depo' | 'kargo' | 'arac' | 'kurye';
export const DELIVERY_METHODS: readonly DeliveryMethod[] = ['depo', 'kargo', 'arac', 'kurye'];
export const CARD_PAYMENT = 'kredikarti';
