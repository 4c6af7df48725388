import { expect, type Page, type TestInfo } from '@playwright/test';
import type { BasketResponse, CheckoutData, OrderListRow, PlaceOrderResponse, ProductListResponse } from '@bayi/common';
import { api, DEMO, isPhone, type Login } from '../support/app';
import { listOf, topCategories } from './catalog-data';

/**
 * Basket and order data for the basket and checkout journeys, through the API as the signed-in dealer.
 *
 * Each journey has its own demo dealer, and the phone project another one than the desktop project
 * (every demo dealer has the user demo / demo1234): a basket belongs to a user and the order list to a
 * dealer, so journeys never see each other's lines or orders, in any order and with any number of workers.
 */
export function journeyDealer(testInfo: TestInfo, slot: number): Login {
  const n = slot + (isPhone(testInfo) ? 10 : 0);
  return { ...DEMO.dealer2, cariNo: `120.01.${String(n).padStart(3, '0')}` };
}

export const basketOf = (page: Page) => api<BasketResponse>(page, '/basket/');
export const checkoutOf = (page: Page, id: number | string) => api<CheckoutData>(page, `/basket/checkout/${id}`);
/** GET /report/siparislistesi (default range: the last month): one row per order and currency. */
export const orderList = (page: Page) => api<OrderListRow[]>(page, '/report/siparislistesi');

/** Removes whatever an earlier run left in this user's basket. */
export async function clearBasket(page: Page) {
  const basket = await basketOf(page);
  for (const line of basket.products) {
    const res = await page.request.delete(`/basket/removeProduct/${line.rowId}?siparisId=${basket.id}`);
    expect(res.ok()).toBe(true);
  }
}

/** In-stock products this dealer can order, from the first categories, cheapest list order. */
export async function orderableProducts(page: Page, count: number) {
  const found: ProductListResponse['stoks'] = [];
  for (const category of await topCategories(page)) {
    const list = await listOf(page, `/category/${category.id}`, { instock: 'true' });
    for (const product of list.stoks) {
      if (product.showAddBasketButton && product.fiyats?.length) found.push(product);
      if (found.length === count) return found;
    }
  }
  throw new Error(`Not ${count} orderable products in the demo data`);
}

/** POST /basket/addproducts/: the lines go in as a dealer's bulk add would send them. */
export async function addToBasket(page: Page, lines: { productId: number; adet: number }[]) {
  const res = await page.request.post('/basket/addproducts/', { data: lines });
  expect(res.ok()).toBe(true);
  return basketOf(page);
}

/** A clean basket with `count` products, one of each. */
export async function basketWith(page: Page, count: number) {
  await clearBasket(page);
  const products = await orderableProducts(page, count);
  return addToBasket(
    page,
    products.map((p) => ({ productId: p.id, adet: 1 })),
  );
}

/** A placed order, ready for checkout (POST /basket/order2 as the basket page sends it). */
export async function placedOrder(page: Page, note = '') {
  const basket = await basketWith(page, 2);
  const res = await page.request.post('/basket/order2', { data: { siparisId: basket.id, aciklama: note } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as PlaceOrderResponse;
}

/** The page never scrolls sideways (phones: the basket table becomes cards). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
