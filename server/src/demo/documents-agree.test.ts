import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BasketResponse, CheckoutData } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../test/app';
import { formatAmount } from '../modules/pricing/line-money';

/**
 * The demo's documents are priced and totalled with the functions live orders use: ordering today the
 * lines of a seeded invoice (same products and quantities, the list of the invoice's currency chosen)
 * gives the same line amounts and totals, to the kuruş — agreement prices and foreign currencies
 * included.
 */

let ctx: TestContext;

interface InvoiceLine {
  product_id: number;
  quantity: string;
  unit_price: string;
  line_total: string;
  vat_amount: string;
}
interface Invoice {
  id: number;
  dealer_code: string;
  document_no: string;
  currency_code: string;
  subtotal: string;
  vat_total: string;
  grand_total: string;
}

const rows = async <T>(statement: ReturnType<typeof sql>) => (await ctx.query(statement)).rows as T[];
const amount = (value: string, currency: string) => formatAmount(new Decimal(value), currency);

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The newest invoice that matches `where` (i: invoices, d: its dealer). */
async function invoiceWhere(where: ReturnType<typeof sql>): Promise<{ invoice: Invoice; lines: InvoiceLine[] }> {
  const [invoice] = await rows<Invoice>(sql`
    select i.id, d.code as dealer_code, i.document_no, i.currency_code, i.subtotal::text as subtotal,
           i.vat_total::text as vat_total, i.grand_total::text as grand_total
    from invoices i join dealers d on d.id = i.dealer_id
    where ${where}
    order by i.date desc, i.id desc limit 1`);
  if (!invoice) throw new Error('the demo data has no such invoice');
  const lines = await rows<InvoiceLine>(sql`
    select product_id, quantity::text as quantity, unit_price::text as unit_price,
           line_total::text as line_total, vat_amount::text as vat_amount
    from invoice_lines where invoice_id = ${invoice.id} order by sort`);
  return { invoice, lines };
}

/** The invoice's dealer orders its lines today with the list of its currency chosen; the basket and the placed order. */
async function orderAgain(invoice: Invoice, lines: InvoiceLine[]) {
  const cookie = await signIn(ctx.app, { ...DEMO.dealer, cariNo: invoice.dealer_code });
  const ids = lines.map((l) => l.product_id);
  // Stock moves on after the invoice; let every product be orderable again.
  await ctx.query(
    sql`update products set stock_qty = 100000, is_active = true where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const [list] = await rows<{ name: string }>(
    sql`select name from price_lists where currency_code = ${invoice.currency_code} order by sort, id limit 1`,
  );
  const headers = { cookie: `${cookie}; priceName=${encodeURIComponent(list!.name)}` };
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/basket/addproducts/',
    headers,
    payload: lines.map((l) => ({ productId: l.product_id, adet: Number(l.quantity) })),
  });
  expect(added.statusCode, added.body).toBe(200);
  const basket = (await ctx.app.inject({ url: '/basket/', headers })).json() as BasketResponse;
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/basket/order2',
    headers,
    payload: { siparisId: basket.id, aciklama: '' },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const checkout = (await ctx.app.inject({ url: `/basket/checkout/${basket.id}`, headers })).json() as CheckoutData;
  return { basket, checkout };
}

async function expectSameMoney(invoice: Invoice, lines: InvoiceLine[]) {
  const { basket, checkout } = await orderAgain(invoice, lines);
  const c = invoice.currency_code;
  const byProduct = new Map(basket.products.map((p) => [p.stokId, p]));
  for (const line of lines)
    expect(byProduct.get(line.product_id)?.tutarF, invoice.document_no).toBe(amount(line.line_total, c));
  expect(basket.sums).toEqual([
    {
      paraBirimi: c,
      satirToplamWCF: amount(invoice.subtotal, c),
      kdvToplamWCF: amount(invoice.vat_total, c),
      genelToplamWCF: amount(invoice.grand_total, c),
    },
  ]);
  expect(checkout.toplamTutarF).toBe(amount(invoice.grand_total, c));
}

describe('a seeded invoice and a live order of the same lines', () => {
  it('agree to the kuruş in TL, with agreement prices among the lines', async () => {
    const { invoice, lines } =
      await invoiceWhere(sql`d.code = ${DEMO.dealer.cariNo} and i.currency_code = 'TL' and exists (
      select 1 from invoice_lines il join agreement_prices a on a.product_id = il.product_id and a.dealer_id = d.id
      where il.invoice_id = i.id and il.unit_price = a.price)`);
    await expectSameMoney(invoice, lines);
  });

  it('agree to the kuruş in a foreign currency', async () => {
    const { invoice, lines } = await invoiceWhere(sql`d.code = ${DEMO.dealer.cariNo} and i.currency_code <> 'TL'`);
    await expectSameMoney(invoice, lines);
  });

  it('agree to the kuruş where the net unit price must be rounded to 4 decimals before the line', async () => {
    // Lines whose amount differs when quantity × price × (100 − discount) / 100 is rounded only once.
    const { invoice, lines } = await invoiceWhere(sql`exists (
      select 1 from invoice_lines l where l.invoice_id = i.id
        and l.line_total <> round(l.quantity * l.unit_price * (100 - l.discount_rate) / 100, 2))`);
    await expectSameMoney(invoice, lines);
  });

  it('agree to the kuruş over the dealer’s ten newest invoices', async () => {
    const invoices = await rows<{ id: number }>(sql`
      select i.id from invoices i join dealers d on d.id = i.dealer_id
      where d.code = ${DEMO.dealer.cariNo} order by i.date desc, i.id desc limit 10`);
    expect(invoices).toHaveLength(10);
    for (const { id } of invoices) {
      const { invoice, lines } = await invoiceWhere(sql`i.id = ${id}`);
      await expectSameMoney(invoice, lines);
    }
  });
});
