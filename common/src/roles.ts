/**
 * Who signs in. Dealer users belong to a dealer; staff have no dealer and sign in with the
 * Cari No "ADMIN": an admin may do everything, an editor the content, promotions and theme, and a sales
 * representative (plasiyer) sees and shops for the dealers assigned to them only.
 */
import { foldTurkish } from './turkish';

/** The Cari No staff sign in with; no dealer may take it. */
export const STAFF_CARI_NO = 'ADMIN';

/** Whether a typed Cari No is the staff's, folded as every code is compared ("admin", "ADMİN"). */
export const isStaffCariNo = (code: string): boolean => foldTurkish(code) === foldTurkish(STAFF_CARI_NO);

export const STAFF_ROLES = ['admin', 'editor', 'plasiyer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const USER_ROLES = ['dealer', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'Yönetici',
  editor: 'İçerik editörü',
  plasiyer: 'Plasiyer',
};

/**
 * An order's life on the storefront: the dealer's basket is an order in 'basket' (a draft); placing gives it a
 * number ('placed'); checkout completes it with delivery and payment ('completed'); staff may cancel it.
 */
export const ORDER_STATUSES = ['basket', 'placed', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses of an order out of the basket: what staff, the ERP and webhooks see. */
export const PLACED_ORDER_STATUSES = ['placed', 'completed', 'cancelled'] as const satisfies readonly OrderStatus[];
export type PlacedOrderStatus = (typeof PLACED_ORDER_STATUSES)[number];

/**
 * Where a placed order is in the distributor's hands: staff move it forward one step at a time,
 * or cancel it before it is shipped; the dealer sees it in Sipariş Listesi.
 */
export const ORDER_STAGES = ['received', 'approved', 'preparing', 'shipped', 'cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export const ORDER_STAGE_NAMES: Record<OrderStage, string> = {
  received: 'Alındı',
  approved: 'Onaylandı',
  preparing: 'Hazırlanıyor',
  shipped: 'Sevk edildi',
  cancelled: 'İptal edildi',
};
/** The stages an order may move to from each stage. */
export const ORDER_STAGE_NEXT: Record<OrderStage, readonly OrderStage[]> = {
  received: ['approved', 'cancelled'],
  approved: ['preparing', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};
