import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatCents, type CurrencyCode } from '@bayi/common';
import type { ApplicationService } from '../application/service';
import { lineMoney, storedPriceOf, totalsByCurrency } from './line-money';
import { priceProduct, unitPriceWithVatInTlF } from './contract';
import {
  orderPriceOf,
  quoteOf,
  unitCentsWithVatInTl,
  unitPriceWithVatInTl,
  type OrderPrice,
  type PriceList,
  type PriceTerms,
  type ProductPriceInput,
} from './price-product';
import type { OrderPricingData, PricingRepository } from './repository';
import { createPricingService } from './service';
import { canOrder, inStock, orderableStock } from './stock';

/**
 * The pricing rules (prices and money) as a table of cases: agreement price against list
 * price, the dealer's discount, net and VAT, the chosen list (priceName), a list the dealer may not
 * see, foreign currency at today's rate, and half-up rounding per line.
 */

const TL: PriceList = { id: 1, name: 'Bayi Fiyatı', currency: 'TL', includesVat: false };
const USD: PriceList = { id: 2, name: 'Liste Fiyatı USD', currency: 'USD', includesVat: false };
const EUR: PriceList = { id: 3, name: 'Liste Fiyatı EUR', currency: 'EUR', includesVat: false };
/** A list that stores prices with VAT included (a retail list). */
const RETAIL: PriceList = { id: 4, name: 'Perakende', currency: 'TL', includesVat: true };
const ALL_LISTS = [TL, USD, EUR, RETAIL];

const terms = (lists: PriceList[], discount = '0', selected: PriceList | null = null): PriceTerms => ({
  lists,
  discountRate: new Decimal(discount),
  selectedListId: selected?.id ?? null,
});

const product = (
  prices: Record<number, string>,
  vat = '20',
  agreement: ProductPriceInput['agreement'] = null,
): ProductPriceInput => ({
  vatRate: new Decimal(vat),
  prices,
  agreement,
  listPrices: [],
});

const STANDARD = product({ 1: '100.00', 2: '2.50', 3: '2.20', 4: '120.00' });

/** An order price as plain text, for comparing. */
const plain = (o: OrderPrice | null) =>
  o && {
    currency: o.currency,
    unitPrice: o.unitPrice.toFixed(4),
    discountRate: o.discountRate.toFixed(2),
    vatRate: o.vatRate.toFixed(2),
    netUnitPrice: o.netUnitPrice.toFixed(4),
    source: o.source,
    priceListId: o.priceListId,
  };

describe('the order price (orderPriceOf)', () => {
  const cases: {
    name: string;
    product: ProductPriceInput;
    terms: PriceTerms;
    expected: ReturnType<typeof plain>;
  }[] = [
    {
      name: 'list price of the dealer’s first list, no discount',
      product: STANDARD,
      terms: terms([TL, USD]),
      expected: {
        currency: 'TL',
        unitPrice: '100.0000',
        discountRate: '0.00',
        vatRate: '20.00',
        netUnitPrice: '100.0000',
        source: 'list',
        priceListId: 1,
      },
    },
    {
      name: 'the dealer’s discount makes the net unit price',
      product: STANDARD,
      terms: terms([TL], '12.5'),
      expected: {
        currency: 'TL',
        unitPrice: '100.0000',
        discountRate: '12.50',
        vatRate: '20.00',
        netUnitPrice: '87.5000',
        source: 'list',
        priceListId: 1,
      },
    },
    {
      name: 'an agreement price beats the list price, with its own discount instead of the dealer’s',
      product: product({ 1: '100.00' }, '20', { price: '80.00', currency: 'TL', discountRate: '5' }),
      terms: terms([TL], '10'),
      expected: {
        currency: 'TL',
        unitPrice: '80.0000',
        discountRate: '5.00',
        vatRate: '20.00',
        netUnitPrice: '76.0000',
        source: 'agreement',
        priceListId: null,
      },
    },
    {
      name: 'an agreement price beats the chosen list, in the agreement’s currency',
      product: product({ 1: '100.00', 2: '2.50' }, '20', { price: '3.10', currency: 'USD', discountRate: '0' }),
      terms: terms([TL, USD], '10', TL),
      expected: {
        currency: 'USD',
        unitPrice: '3.1000',
        discountRate: '0.00',
        vatRate: '20.00',
        netUnitPrice: '3.1000',
        source: 'agreement',
        priceListId: null,
      },
    },
    {
      name: 'the list chosen with priceName is charged, in its currency',
      product: STANDARD,
      terms: terms([TL, USD, EUR], '10', EUR),
      expected: {
        currency: 'EUR',
        unitPrice: '2.2000',
        discountRate: '10.00',
        vatRate: '20.00',
        netUnitPrice: '1.9800',
        source: 'list',
        priceListId: 3,
      },
    },
    {
      name: 'a chosen list the dealer may not see is not charged: the dealer’s first list is',
      product: STANDARD,
      terms: terms([TL], '0', USD),
      expected: {
        currency: 'TL',
        unitPrice: '100.0000',
        discountRate: '0.00',
        vatRate: '20.00',
        netUnitPrice: '100.0000',
        source: 'list',
        priceListId: 1,
      },
    },
    {
      name: 'a chosen list without a price for the product falls back to the first list that has one',
      product: product({ 1: '100.00' }),
      terms: terms([EUR, TL], '0', EUR),
      expected: {
        currency: 'TL',
        unitPrice: '100.0000',
        discountRate: '0.00',
        vatRate: '20.00',
        netUnitPrice: '100.0000',
        source: 'list',
        priceListId: 1,
      },
    },
    {
      name: 'a price only in lists the dealer may not see: no order price',
      product: product({ 2: '2.50' }),
      terms: terms([TL, EUR]),
      expected: null,
    },
    {
      name: 'a VAT-inclusive list is brought to its price without VAT, to 4 decimals half-up',
      product: product({ 4: '99.99' }),
      terms: terms([RETAIL]),
      expected: {
        currency: 'TL',
        unitPrice: '83.3250',
        discountRate: '0.00',
        vatRate: '20.00',
        netUnitPrice: '83.3250',
        source: 'list',
        priceListId: 4,
      },
    },
    {
      name: 'the net unit price rounds half-up at the fourth decimal',
      product: product({ 1: '1.0001' }, '10'),
      terms: terms([TL], '50'),
      expected: {
        currency: 'TL',
        unitPrice: '1.0001',
        discountRate: '50.00',
        vatRate: '10.00',
        netUnitPrice: '0.5001',
        source: 'list',
        priceListId: 1,
      },
    },
  ];

  it.each(cases)('$name', ({ product, terms, expected }) => {
    expect(plain(orderPriceOf(product, terms))).toEqual(expected);
  });
});

describe('the prices a dealer sees (priceProduct)', () => {
  it('shows every visible list with and without VAT, net of the discount, the chosen one marked', () => {
    const priced = priceProduct(STANDARD, terms([TL, USD], '10', USD));
    expect(priced.fiyats).toEqual([
      {
        id: 1,
        ad: 'Bayi Fiyatı',
        paraBirimi: 'TL',
        fiyat: 100,
        fiyatF: '100,00',
        fiyatFK: '120,00',
        netFiyat: 90,
        netFiyatF: '90,00',
        netFiyatFK: '108,00',
        CssClass: '',
      },
      {
        id: 2,
        ad: 'Liste Fiyatı USD',
        paraBirimi: 'USD',
        fiyat: 2.5,
        fiyatF: '2,50',
        fiyatFK: '3,00',
        netFiyat: 2.25,
        netFiyatF: '2,25',
        netFiyatFK: '2,70',
        CssClass: 'selected',
      },
    ]);
    expect(priced.agreement).toBeNull();
    expect(priced.quote?.currency).toBe('USD');
  });

  it('never shows a list the dealer may not see', () => {
    const priced = priceProduct(STANDARD, terms([EUR]));
    expect(priced.fiyats.map((f) => f.id)).toEqual([3]);
  });

  it('shows the agreement price beside the lists, with VAT', () => {
    const priced = priceProduct(
      product({ 1: '100.00' }, '20', { price: '80.00', currency: 'TL', discountRate: '5' }),
      terms([TL], '10'),
    );
    expect(priced.agreement).toEqual({ paraBirimi: 'TL', fiyat: 80, fiyatF: '80,00', fiyatFK: '96,00', iskonto: 5 });
    expect(priced.quote?.source).toBe('agreement');
  });

  it('works out a product’s list prices once and reuses them only for the same list object and VAT rate', () => {
    const once = product({ 1: '120.00', 4: '120.00' });
    expect(priceProduct(once, terms([TL], '10')).fiyats[0]).toMatchObject({ fiyatF: '120,00', netFiyatF: '108,00' });
    // Another dealer, the same list: the same list figures, its own discount.
    expect(priceProduct(once, terms([TL])).fiyats[0]).toMatchObject({ fiyatF: '120,00', netFiyatF: '120,00' });
    // The list reloaded as a new object that now keeps prices with VAT: worked out again.
    expect(priceProduct(once, terms([{ ...TL, includesVat: true }])).fiyats[0]).toMatchObject({ fiyatF: '100,00' });
    expect(once.listPrices).toHaveLength(2);
    // The same prices and kept list prices with another VAT rate (a changed row comes with a new input: only here).
    expect(priceProduct({ ...once, vatRate: new Decimal('10') }, terms([RETAIL])).fiyats[0]).toMatchObject({
      fiyatF: '109,09',
      fiyatFK: '120,00',
    });
    expect(priceProduct(once, terms([RETAIL])).fiyats[0]).toMatchObject({ fiyatF: '100,00', fiyatFK: '120,00' });
    // Adding to the basket takes the shown price at the row's VAT rate, and works it out at another.
    expect(orderPriceOf(once, terms([RETAIL]))?.unitPrice.toFixed(4)).toBe('100.0000');
    expect(orderPriceOf({ ...once, vatRate: new Decimal('10') }, terms([RETAIL]))?.unitPrice.toFixed(4)).toBe(
      '109.0909',
    );
  });

  it('keeps each discount’s figures apart: a kept input priced for dealer after dealer is priced as a fresh one', () => {
    const next = (() => {
      let x = 7;
      return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    })();
    const rates = new Map<CurrencyCode, Decimal>([['USD', new Decimal('38.1234')]]);
    const discounts = ['0', '2.5', '5', '7.5', '10', '12.5', '15', '33.33', '0.01', '99.99'];
    for (let round = 0; round < 40; round++) {
      const prices = { 1: (next() * 5000).toFixed(4), 2: (next() * 90).toFixed(2), 4: (next() * 3).toFixed(3) };
      const kept = product(prices, round % 2 ? '20' : '10');
      // Dealers in random order, more discounts than a list price keeps (it starts again): never another's figures.
      for (let i = 0; i < 30; i++) {
        const t = terms(ALL_LISTS, discounts[Math.floor(next() * discounts.length)], next() < 0.3 ? USD : null);
        const fresh = product(prices, round % 2 ? '20' : '10');
        const [a, b] = [priceProduct(kept, t), priceProduct(fresh, t)];
        expect(a).toEqual(b);
        // The box's order price is the one adding to the basket takes, its price with VAT in TL the same text.
        expect(a.quote).toEqual(quoteOf(fresh, t));
        const inTl = unitCentsWithVatInTl(quoteOf(fresh, t)!, rates);
        expect(unitPriceWithVatInTlF(a.quote!, rates)).toBe(inTl === null ? null : formatCents(inTl));
      }
    }
  });

  const roundings = [
    { price: '10.125', vat: '20', fiyat: 10.13, fiyatF: '10,13', fiyatFK: '12,15' },
    { price: '0.005', vat: '0', fiyat: 0.01, fiyatF: '0,01', fiyatFK: '0,01' },
    { price: '1234.5649', vat: '18', fiyat: 1234.56, fiyatF: '1.234,56', fiyatFK: '1.456,79' },
  ];
  it.each(roundings)('rounds $price half-up for display: $fiyatF, $fiyatFK with VAT', (c) => {
    const [line] = priceProduct(product({ 1: c.price }, c.vat), terms([TL])).fiyats;
    expect({ fiyat: line!.fiyat, fiyatF: line!.fiyatF, fiyatFK: line!.fiyatFK }).toEqual({
      fiyat: c.fiyat,
      fiyatF: c.fiyatF,
      fiyatFK: c.fiyatFK,
    });
  });
});

describe('foreign currency at today’s rate', () => {
  const usdPrice = orderPriceOf(STANDARD, terms([USD], '10'))!;
  const rates = new Map<CurrencyCode, Decimal>([['USD', new Decimal('38.1234')]]);

  it('gives the unit price with VAT in TL (teskFiyatFTL), rounded once', () => {
    // 2.25 net × 1.20 VAT × 38.1234 = 102.93318
    expect(unitPriceWithVatInTl(quoteOf(STANDARD, terms([USD], '10'))!, rates)).toBe('102.93');
    expect(unitPriceWithVatInTl(quoteOf(STANDARD, terms([TL]))!, rates)).toBe('120.00');
    expect(unitPriceWithVatInTl(quoteOf(STANDARD, terms([EUR]))!, rates)).toBeNull();
  });

  it('stores today’s rate with a foreign line, 1 with a TL line, the known rate when today’s is missing', () => {
    expect(storedPriceOf(usdPrice, rates)).toEqual({
      unitPrice: '2.5000',
      currencyCode: 'USD',
      exchangeRate: '38.1234',
      discountRate: '10.00',
      vatRate: '20.00',
    });
    expect(storedPriceOf(orderPriceOf(STANDARD, terms([TL]))!, rates).exchangeRate).toBe('1');
    expect(storedPriceOf(orderPriceOf(STANDARD, terms([EUR]))!, rates, '41.5').exchangeRate).toBe('41.5');
  });
});

describe('line money rounds half-up per line; totals add the rounded lines', () => {
  const cases = [
    {
      name: 'half a kuruş rounds up',
      quantity: '3',
      unit: '0.1250',
      discount: '0',
      vat: '20',
      net: '0.38',
      vatAmount: '0.08',
      total: '0.46',
    },
    {
      name: 'discounted unit price first, then the line',
      quantity: '7',
      unit: '1.0001',
      discount: '50',
      vat: '10',
      net: '3.50',
      vatAmount: '0.35',
      total: '3.85',
    },
    {
      name: 'VAT rounds on the rounded line amount',
      quantity: '1',
      unit: '0.0500',
      discount: '0',
      vat: '10',
      net: '0.05',
      vatAmount: '0.01',
      total: '0.06',
    },
    {
      name: 'fractional quantity',
      quantity: '2.5',
      unit: '19.9900',
      discount: '12.5',
      vat: '20',
      net: '43.73',
      vatAmount: '8.75',
      total: '52.48',
    },
  ];
  it.each(cases)('$name', (c) => {
    const m = lineMoney({
      quantity: c.quantity,
      unitPrice: c.unit,
      discountRate: c.discount,
      vatRate: c.vat,
      currency: 'TL',
    });
    expect({ net: m.net.toFixed(2), vat: m.vat.toFixed(2), total: m.total.toFixed(2) }).toEqual({
      net: c.net,
      vat: c.vatAmount,
      total: c.total,
    });
  });

  it('a document total is the sum of its rounded lines, not the rounded sum', () => {
    const line = lineMoney({ quantity: '3', unitPrice: '0.1250', discountRate: '0', vatRate: '0', currency: 'TL' });
    // Each line is 0.375 → 0.38; the unrounded sum 0.75 would say otherwise.
    expect(totalsByCurrency([line, line])[0]!.grandTotal.toFixed(2)).toBe('0.76');
  });
});

describe('the stock rule', () => {
  const cases = [
    { quantity: '5', stock: '5', active: true, orderable: true },
    { quantity: '6', stock: '5', active: true, orderable: false },
    { quantity: '1', stock: '-3', active: true, orderable: false },
    { quantity: '1', stock: '100', active: false, orderable: false },
    { quantity: '2.5', stock: '2.5', active: true, orderable: true },
  ];
  it.each(cases)('$quantity from a stock of $stock (sold: $active) can be ordered: $orderable', (c) => {
    expect(canOrder(c.quantity, c.stock, c.active)).toBe(c.orderable);
  });

  it('in stock means some can be ordered; negative stock counts as none', () => {
    expect(inStock('0.5')).toBe(true);
    expect(inStock('0')).toBe(false);
    expect(orderableStock('-3').toFixed()).toBe('0');
    expect(inStock('10', false)).toBe(false);
  });
});

describe('the viewer and order quotes (pricing service)', () => {
  const repo = {
    priceLists: async () => ALL_LISTS.map((l, sort) => ({ ...l, sort })),
    dealerPricing: async (dealerId: number) =>
      dealerId === 7 ? { listIds: [USD.id, TL.id], discountRate: '10.00' } : undefined,
    agreements: async () => new Map(),
    orderPricing: async () => {
      throw new Error('not used');
    },
  } as unknown as PricingRepository;
  const application = {
    latestRates: async () => [{ code: 'USD', name: 'ABD Doları', buy: '38.0000', sell: '38.1234', rate_date: '' }],
  } as unknown as ApplicationService;
  const pricing = createPricingService(repo, application, 0);

  const viewers = [
    { name: 'a visitor', session: null, priceName: null, lists: null, selected: null, key: 'visitor' },
    {
      name: 'staff without a dealer',
      session: { dealerId: null },
      priceName: null,
      lists: null,
      selected: null,
      key: 'visitor',
    },
    {
      name: 'an unknown dealer',
      session: { dealerId: 8 },
      priceName: null,
      lists: null,
      selected: null,
      key: 'visitor',
    },
    {
      name: 'a dealer, its lists in its order',
      session: { dealerId: 7 },
      priceName: null,
      lists: [2, 1],
      selected: null,
      key: '7.',
    },
    {
      name: 'a dealer choosing a list it may see',
      session: { dealerId: 7 },
      priceName: 'Bayi Fiyatı',
      lists: [2, 1],
      selected: 1,
      key: '7.1',
    },
    {
      name: 'a dealer choosing a list it may not see',
      session: { dealerId: 7 },
      priceName: 'Liste Fiyatı EUR',
      lists: [2, 1],
      selected: null,
      key: '7.',
    },
  ];
  it.each(viewers)('resolves $name', async (c) => {
    const viewer = await pricing.viewerFor(c.session, c.priceName);
    expect(viewer.terms?.lists.map((l) => l.id) ?? null).toEqual(c.lists);
    expect(viewer.terms?.selectedListId ?? null).toBe(c.selected);
    expect(viewer.key).toBe(c.key);
  });

  it('knows a viewer without waiting once its dealer and lists are held, the same one as resolved', async () => {
    const kept = createPricingService(repo, application, 60_000);
    expect(kept.knownViewerFor(null, null)?.key).toBe('visitor');
    expect(kept.knownViewerFor({ dealerId: 7 }, 'Bayi Fiyatı')).toBeUndefined();
    const resolved = await kept.viewerFor({ dealerId: 7 }, 'Bayi Fiyatı');
    expect(kept.knownViewerFor({ dealerId: 7 }, 'Bayi Fiyatı')).toBe(resolved);
    expect(kept.knownViewerFor({ dealerId: 7 }, null)?.key).toBe('7.');
    // An unknown dealer holds nothing to tell from a dealer not read yet: it is resolved by viewerFor, a visitor.
    expect((await kept.viewerFor({ dealerId: 8 }, null)).key).toBe('visitor');
    expect(kept.knownViewerFor({ dealerId: 8 }, null)).toBeUndefined();
  });

  it('prices each basket line in the currency it was added in when placing', async () => {
    const viewer = await pricing.viewerFor({ dealerId: 7 }, 'Bayi Fiyatı');
    const data: OrderPricingData = {
      dealer: { discountRate: '10.00', listIds: [USD.id, TL.id] },
      products: [
        { id: 1, vat_rate: '20', stock_qty: '4', prices: { 1: '100.00', 2: '2.50' }, agreement: undefined },
        { id: 2, vat_rate: '20', stock_qty: '0', prices: { 1: '50.00', 2: '1.25' }, agreement: undefined },
      ],
    };
    const currencyOf = (id: number) => (id === 1 ? 'USD' : 'TL');
    const quotes = await pricing.quote(viewer, data, currencyOf);
    expect(plain(quotes.get(1)!.orderPrice)).toMatchObject({ currency: 'USD', netUnitPrice: '2.2500' });
    expect(plain(quotes.get(2)!.orderPrice)).toMatchObject({ currency: 'TL', netUnitPrice: '45.0000' });
    expect(quotes.get(2)!.stock.toFixed()).toBe('0');
    // Without the lines' currencies, the chosen list prices everything.
    const chosen = await pricing.quote(viewer, data);
    expect(plain(chosen.get(1)!.orderPrice)?.currency).toBe('TL');
  });

  it('gives today’s rates as exact decimals', async () => {
    expect((await pricing.todaysRates()).get('USD')?.toFixed(4)).toBe('38.1234');
  });
});
