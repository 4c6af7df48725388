import type { Page } from '@playwright/test';
import type { Product } from '@bayi/common';
import { orderableProducts } from './basket-data';

/** A pasted line and the quantity the preview should show for it. */
export interface PastedLine {
  product: Product;
  text: string;
  quantity: number;
}

/**
 * Lines as a dealer copies them out of Excel: real products of the demo catalogue found through the API,
 * written by code with a tab or by barcode with a semicolon, with quantities the stock allows.
 */
export async function pastedLines(page: Page, count: number): Promise<PastedLine[]> {
  const products = await orderableProducts(page, count);
  return products.map((product, i) => {
    const quantity = Math.max(1, Math.min(1 + (i % 3), Math.floor(product.miktar ?? 1)));
    const byBarcode = i % 4 === 1 && !!product.barkod;
    const text = byBarcode ? `${product.barkod};${quantity}` : `${product.kod}\t${quantity}`;
    return { product, text, quantity };
  });
}
