import Decimal from 'decimal.js';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../db/client';
import { brands, categories, media, priceLists, productImages, productPrices, products } from '../db/schema';
import { chunks, insertAll, insertReturning } from './batch';
import { BRANDS, CATALOG, type CategoryNode, type ProductDraft, type TopCategory, type Unit } from './catalog-data';
import { ean13 } from './codes';
import { productTextColumns } from '../modules/catalog/derived-data';
import { escapeXml } from './drawings';
import { brandLogoRow, productImageRow, type MediaRow } from './images';
import { round2, type PriceList } from '../modules/pricing/price-product';
import type { Rng } from './random';
import { PRICE_LISTS, type CurrencyCode, type ExchangeRates } from './settings';

/** Above this many products the pictures come from a shared pool instead of one per product. */
export const IMAGE_POOL_THRESHOLD = 10_000;
const POOL_PER_TOP = 25;

export interface DemoCategory {
  id: number;
  name: string;
  parentId: number | null;
  topIndex: number;
  carriesProducts: boolean;
}

export interface DemoProduct {
  id: number;
  code: string;
  name: string;
  barcode: string;
  unit: Unit;
  vatRate: string;
  categoryId: number;
  topIndex: number;
  stock: number;
  /** Price in each list, by currency, 2 decimals. */
  prices: Record<CurrencyCode, string>;
}

export interface CatalogResult {
  categories: DemoCategory[];
  /** Top-level category ids in CATALOG order. */
  topCategoryIds: number[];
  brandIds: Map<string, number>;
  /** Price-list ids in PRICE_LISTS order. */
  priceListIds: number[];
  /** The same lists as the pricing function reads them. */
  priceLists: PriceList[];
  products: DemoProduct[];
  counts: Record<string, number>;
}

interface Leaf {
  node: CategoryNode & { make: (r: Rng) => ProductDraft };
  top: TopCategory;
  topIndex: number;
  categoryId: number;
  weight: number;
}

const slug = (text: string) =>
  foldTurkish(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedCatalog(
  db: Db,
  rng: Rng,
  opts: { productCount: number; rates: ExchangeRates; now: Date; log: (msg: string) => void },
): Promise<CatalogResult> {
  const { categories: categoryList, topCategoryIds, leaves } = await insertCategories(db, rng.fork('categories'));
  const { brandIds, brandMedia } = await insertBrands(db);
  const listRows = await db
    .insert(priceLists)
    .values(
      PRICE_LISTS.map((list, i) => ({
        name: list.name,
        currencyCode: list.currencyCode,
        includesVat: false,
        sort: i + 1,
      })),
    )
    .returning({ id: priceLists.id, name: priceLists.name });
  const priceListIds = PRICE_LISTS.map((list) => listRows.find((row) => row.name === list.name)!.id);

  const pooled = opts.productCount > IMAGE_POOL_THRESHOLD;
  let mediaCount = brandMedia;
  if (pooled) mediaCount += await insertAll(db, media, imagePool(), 500);

  const usd = opts.rates.sell('USD', opts.now);
  const eur = opts.rates.sell('EUR', opts.now);
  const drafts = new DraftMaker(rng.fork('products'), leaves, brandIds);
  const result: DemoProduct[] = [];
  let imageCount = 0;
  let priceCount = 0;

  for (const part of chunks(
    Array.from({ length: opts.productCount }, (_, i) => i),
    1000,
  )) {
    const batch = part.map(() => drafts.next());
    const inserted = await insertReturning<typeof products, { id: number; code: string }>(
      db,
      products,
      batch.map((b) => b.row),
      ['id', 'code'],
    );
    const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
    const imageRows: (typeof productImages.$inferInsert)[] = [];
    const mediaRows: MediaRow[] = [];
    const priceRows: (typeof productPrices.$inferInsert)[] = [];
    for (const b of batch) {
      const id = idByCode.get(b.row.code)!;
      const tl = b.price;
      const prices: Record<CurrencyCode, string> = {
        TL: tl.toFixed(2),
        USD: round2(tl.div(usd)).toFixed(2),
        EUR: round2(tl.div(eur)).toFixed(2),
      };
      PRICE_LISTS.forEach((list, i) =>
        priceRows.push({ productId: id, priceListId: priceListIds[i]!, price: prices[list.currencyCode] }),
      );
      b.imageVariants.forEach((variant, sort) => {
        if (pooled) {
          imageRows.push({
            productId: id,
            fileName: poolFileName(b.top, (b.poolStart + variant) % POOL_PER_TOP),
            sort,
          });
        } else {
          const fileName = `urun/${b.row.code}${variant === 0 ? '' : `-${variant + 1}`}.svg`;
          imageRows.push({ productId: id, fileName, sort });
          mediaRows.push(
            productImageRow(fileName, {
              code: b.row.code,
              label: b.row.code,
              color: b.top.color,
              drawing: b.top.drawing,
              variant,
            }),
          );
        }
      });
      result.push({
        id,
        code: b.row.code,
        name: b.row.name,
        barcode: b.row.barcode!,
        unit: b.row.unit as Unit,
        vatRate: b.row.vatRate!,
        categoryId: b.row.categoryId!,
        topIndex: b.topIndex,
        stock: b.stock,
        prices,
      });
    }
    if (mediaRows.length) mediaCount += await insertAll(db, media, mediaRows, 500);
    imageCount += await insertAll(db, productImages, imageRows);
    priceCount += await insertAll(db, productPrices, priceRows);
    if (result.length % 20_000 === 0) opts.log(`  ${result.length} products…`);
  }

  return {
    categories: categoryList,
    topCategoryIds,
    brandIds,
    priceListIds,
    priceLists: PRICE_LISTS.map((list, i) => ({
      id: priceListIds[i]!,
      name: list.name,
      currency: list.currencyCode,
      includesVat: false,
    })),
    products: result,
    counts: {
      categories: categoryList.length,
      brands: brandIds.size,
      priceLists: priceListIds.length,
      products: result.length,
      productImages: imageCount,
      productPrices: priceCount,
      media: mediaCount,
    },
  };
}

/** Inserts the tree level by level (a child needs its parent's id). */
async function insertCategories(db: Db, rng: Rng) {
  const all: DemoCategory[] = [];
  const leaves: Leaf[] = [];
  const topCategoryIds: number[] = [];
  let level: { node: CategoryNode; parentId: number | null; topIndex: number; sort: number }[] = CATALOG.map(
    (node, i) => ({
      node,
      parentId: null,
      topIndex: i,
      sort: i + 1,
    }),
  );
  while (level.length) {
    const rows = await db
      .insert(categories)
      .values(level.map((l) => ({ parentId: l.parentId, name: l.node.name, icon: l.node.icon ?? null, sort: l.sort })))
      .returning({ id: categories.id, name: categories.name, parentId: categories.parentId });
    const next: typeof level = [];
    for (const l of level) {
      const id = rows.find((row) => row.name === l.node.name && row.parentId === l.parentId)!.id;
      if (l.parentId === null) topCategoryIds.push(id);
      all.push({
        id,
        name: l.node.name,
        parentId: l.parentId,
        topIndex: l.topIndex,
        carriesProducts: Boolean(l.node.make),
      });
      const { make } = l.node;
      if (make) {
        const top = CATALOG[l.topIndex]!;
        leaves.push({
          node: { ...l.node, make },
          top,
          topIndex: l.topIndex,
          categoryId: id,
          weight: 0.6 + rng.next() * 0.8,
        });
      }
      l.node.children?.forEach((child, i) =>
        next.push({ node: child, parentId: id, topIndex: l.topIndex, sort: i + 1 }),
      );
    }
    level = next;
  }
  return { categories: all, topCategoryIds, leaves };
}

async function insertBrands(db: Db): Promise<{ brandIds: Map<string, number>; brandMedia: number }> {
  const logos = BRANDS.map((b) => brandLogoRow(`marka/${slug(b.name)}.svg`, b.name, b.color));
  await insertAll(db, media, logos);
  const rows = await db
    .insert(brands)
    .values(BRANDS.map((b, i) => ({ name: b.name, logo: logos[i]!.fileName, isActive: true })))
    .returning({ id: brands.id, name: brands.name });
  return { brandIds: new Map(rows.map((row) => [row.name, row.id])), brandMedia: logos.length };
}

function poolFileName(top: TopCategory, n: number): string {
  return `urun/havuz/${top.codePrefix.toLowerCase()}-${String(n + 1).padStart(2, '0')}.svg`;
}

function imagePool(): MediaRow[] {
  return CATALOG.flatMap((top) =>
    Array.from({ length: POOL_PER_TOP }, (_, n) =>
      productImageRow(poolFileName(top, n), {
        code: top.codePrefix,
        label: `${top.codePrefix} · ${String(n + 1).padStart(2, '0')}`,
        color: top.color,
        drawing: top.drawing,
        variant: n % 3,
      }),
    ),
  );
}

/** Generated prices are whole kuruş, so no float ever stands for money. */
function fromKurus(kurus: number): Decimal {
  return new Decimal(Math.max(1, Math.round(kurus))).div(100);
}

interface Draft {
  row: typeof products.$inferInsert & { code: string; name: string };
  price: Decimal;
  top: TopCategory;
  topIndex: number;
  stock: number;
  imageVariants: number[];
  poolStart: number;
}

const DELIVERY_IN_STOCK = ['Stoktan Teslim', 'Aynı Gün Kargo', '2-3 İş Günü'] as const;
const DELIVERY_OUT_OF_STOCK = ['Sipariş Üzerine', '5-7 İş Günü', '2-3 İş Günü', '10-15 İş Günü'] as const;

/** Turns category makers into full product rows: code, brand, EAN-13, stock, texts. */
class DraftMaker {
  private readonly codeCounters = new Map<string, number>();
  private readonly brandCounters = new Map<string, number>();
  private readonly brandsByPrefix = new Map<string, string[]>();
  private readonly usedNames = new Set<string>();
  private readonly leafWeights: (readonly [Leaf, number])[];

  constructor(
    private readonly rng: Rng,
    leaves: Leaf[],
    private readonly brandIds: Map<string, number>,
  ) {
    this.leafWeights = leaves.map((leaf) => [leaf, leaf.weight] as const);
    for (const b of BRANDS)
      for (const prefix of b.ranges)
        this.brandsByPrefix.set(prefix, [...(this.brandsByPrefix.get(prefix) ?? []), b.name]);
  }

  next(): Draft {
    const r = this.rng;
    const leaf = r.weighted(this.leafWeights);
    const { top } = leaf;
    const draft = leaf.node.make(r);
    const unit = draft.unit ?? leaf.node.unit ?? 'Adet';
    const brandName = r.pick(this.brandsByPrefix.get(top.codePrefix)!);

    // Codes per prefix climb with small gaps, like an ERP where some items were deleted.
    const counter = (this.codeCounters.get(top.codePrefix) ?? 1000) + r.int(1, 3);
    this.codeCounters.set(top.codePrefix, counter);
    const code = `${top.codePrefix}-${String(counter).padStart(6, '0')}`;

    // 869 (GS1 Türkiye) + the brand's 4-digit company number + a 5-digit item number.
    const brandIndex = BRANDS.findIndex((b) => b.name === brandName);
    const item = (this.brandCounters.get(brandName) ?? 0) + 1;
    this.brandCounters.set(brandName, item);
    const barcode = ean13(
      `869${String(1200 + brandIndex * 97).padStart(4, '0')}${String(item % 100_000).padStart(5, '0')}`,
    );

    // A repeated variant gets its brand in front, then a model number, as distributors name them,
    // so a search result list never shows two identical lines.
    let name = draft.name;
    if (this.usedNames.has(name)) name = `${brandName} ${draft.name}`;
    if (this.usedNames.has(name)) name = `${brandName} ${draft.name} ${modelCode(brandName, counter)}`;
    this.usedNames.add(name);

    const vatRate = leaf.node.vatRate ?? (r.chance(0.01) ? '1' : '20');
    const stock = this.stock(unit);
    const deliveryText =
      stock === 0
        ? r.chance(0.7)
          ? r.pick(DELIVERY_OUT_OF_STOCK)
          : null
        : r.chance(0.15)
          ? r.pick(DELIVERY_IN_STOCK)
          : null;
    const blurb = r.pick(top.blurbs).replace('{name}', name).replace('{brand}', brandName);
    const specs = [...draft.specs, ['Marka', brandName] as const, ['Birim', unit] as const];
    const description =
      `<p>${escapeXml(blurb)}</p><ul>` +
      specs.map(([label, value]) => `<li><strong>${escapeXml(label)}:</strong> ${escapeXml(value)}</li>`).join('') +
      '</ul>';
    const imageCount = r.weighted([
      [1, 5],
      [2, 3],
      [3, 2],
    ] as const);

    return {
      row: {
        code,
        name,
        barcode,
        description,
        unit,
        brandId: this.brandIds.get(brandName)!,
        categoryId: leaf.categoryId,
        vatRate,
        stockQty: String(stock),
        deliveryText,
        ...productTextColumns({ name, code, barcode }),
        showBarcode: !r.chance(0.05),
        isActive: true,
      },
      price: fromKurus(draft.priceKurus),
      top,
      topIndex: leaf.topIndex,
      stock,
      imageVariants: Array.from({ length: imageCount }, (_, i) => i),
      poolStart: r.int(0, POOL_PER_TOP - 1),
    };
  }

  /** About 15 % out of stock, 10 % low, the rest plenty in the unit's own scale. */
  private stock(unit: Unit): number {
    const r = this.rng;
    const roll = r.next();
    if (roll < 0.15) return 0;
    if (roll < 0.25) return r.int(1, 9);
    switch (unit) {
      case 'Metre':
        return r.int(4, 400) * 50;
      case 'Top':
        return r.int(10, 400);
      case 'Kutu':
      case 'Paket':
        return r.int(10, 1200);
      default:
        return r.int(10, 2500);
    }
  }
}

/** "DEL-1043": three letters of the brand and a number, as on a manufacturer's label. */
function modelCode(brandName: string, n: number): string {
  return `${foldTurkish(brandName)
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase()}-${n}`;
}
