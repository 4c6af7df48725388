import type { Brand, Product, ProductDetailResponse, ProductListResponse, ProductSliderResponse } from '@bayi/common';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import type { ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';
import type { PricingService, Viewer } from '../pricing/service';
import {
  boxJsons,
  boxSignature,
  brandRef,
  brandsAnswer,
  categoryRef,
  listAnswer,
  productBox,
  type BoxContext,
} from './present';
import type { BoxPage } from './product-json';
import { createCatalogDataRepository } from './data-repository';
export type { ProductColumn, UpdatedProduct } from './data-repository';
import type { CatalogReadModel, PageRequest } from './read-model';
import type { ListFilter, ListOrder, ProductRow } from './repository';
import {
  AUTOCOMPLETE_LIMIT,
  boxDisplay,
  listOptions,
  RELATED_TITLES,
  relatedKey,
  sliderCount,
  sortingListId,
  type ListRequest,
} from './rules';
import { searchTerms } from './search-terms';

/**
 * The catalogue (spec §3, §7): product lists, Turkish search, autocomplete, product detail, brands and the
 * product sliders' boxes (the sliders themselves are the content module's). Prices come from the pricing module;
 * what the catalogue holds is read through its read model (read-model/), the answers' shapes are in present.ts, the
 * paging, sorting and display rules in rules.ts.
 */
export function createCatalogService(
  readModel: CatalogReadModel,
  application: ApplicationService,
  content: ContentService,
  pricing: PricingService,
) {
  /** What a box shows beyond its row and the viewer: the display settings and, for a dealer, today's rates. */
  function boxContext(settings: ReadonlyMap<string, string>, rates: BoxContext['rates']): BoxContext {
    const display = boxDisplay(settings);
    return { ...display, rates: display.showTesk ? rates : null };
  }

  /**
   * A page of these products' boxes as the viewer sees them, priced only if its answer is not kept
   * (product-json.ts pageBody); `rest` makes the answer's other fields from the page's rows. Settings and rates are
   * read once (a list has the settings already).
   */
  async function boxPage<A extends { stoks: Product[] }>(
    ids: number[],
    viewer: Viewer,
    rest: (rows: ProductRow[]) => Omit<A, 'stoks'> | null,
    listSettings?: ReadonlyMap<string, string>,
  ): Promise<BoxPage<A>> {
    const settings = listSettings ?? (await application.settings());
    const rates = viewer.terms ? await pricing.todaysRates() : null;
    const rows = await readModel.rows(ids);
    const context = boxContext(settings, rates);
    const sig = boxSignature(viewer, settings, rates);
    return { rows, sig, rest: rest(rows), boxes: () => boxJsons(rows, viewer, context) };
  }

  async function list(
    viewer: Viewer,
    req: ListRequest,
    filter: Omit<ListFilter, 'inStockOnly'>,
    meta: Pick<ProductListResponse, 'title' | 'marka' | 'category' | 'markas'>,
    byRelevance = false,
  ): Promise<ListPage> {
    const settings = await application.settings();
    const options = listOptions(settings, req);
    const fullFilter: ListFilter = { ...filter, inStockOnly: options.instock };
    const order: ListOrder = {
      field: options.field,
      direction: options.direction,
      priceListId: sortingListId(viewer, viewer.terms ? [] : await pricing.priceLists()),
      byRelevance: byRelevance && req.f === undefined,
    };
    const page = { limit: options.pageSize, offset: (req.page - 1) * options.pageSize };
    const request = { filter: fullFilter, order, page };
    const { ids, total } = await readModel.page(request);
    return boxPage(ids, viewer, (rows) => listAnswer(viewer, rows, total, req.page, options, meta), settings);
  }

  return {
    async categoryList(viewer: Viewer, categoryId: number, req: ListRequest): Promise<ListPage> {
      const index = await content.categoryIndex();
      const category = index.get(categoryId);
      if (!category) throw notFound('Kategori bulunamadı.');
      const categoryIds = index.subtree(categoryId);
      const depth = index.path(categoryId).length;
      const filter = { category: { id: categoryId, depth, subtree: categoryIds } };
      return list(viewer, req, filter, {
        title: category.name,
        marka: null,
        category: categoryRef(category),
        markas: await readModel.brandOptions(filter.category),
      });
    },

    async brandList(viewer: Viewer, brandId: number, categoryId: number, req: ListRequest): Promise<ListPage> {
      const brand = await readModel.activeBrand(brandId);
      if (!brand) throw notFound('Marka bulunamadı.');
      let categoryIds: number[] | undefined;
      let categoryFilter: ListFilter['category'];
      let category: ProductListResponse['category'] = null;
      if (categoryId > 0) {
        const index = await content.categoryIndex();
        const c = index.get(categoryId);
        if (!c) throw notFound('Kategori bulunamadı.');
        categoryIds = index.subtree(categoryId);
        categoryFilter = { id: categoryId, depth: index.path(categoryId).length, subtree: categoryIds };
        category = categoryRef(c);
      }
      const { marka, title } = brandRef(brand, category);
      return list(
        viewer,
        req,
        { brandId, category: categoryFilter },
        {
          title,
          marka,
          category,
          markas: await readModel.brandOptions(categoryFilter),
        },
      );
    },

    async allProducts(viewer: Viewer, req: ListRequest): Promise<ListPage> {
      return list(
        viewer,
        req,
        {},
        {
          title: 'Tüm Ürünler',
          marka: null,
          category: null,
          markas: await readModel.brandOptions(undefined),
        },
      );
    },

    async search(viewer: Viewer, q: string, req: ListRequest): Promise<ListPage> {
      const terms = searchTerms(q, await readModel.vocabulary());
      const meta = { title: 'Arama Sonuçları', marka: null, category: null, markas: [] };
      // A query of punctuation only matches nothing: no need to ask the database.
      if (!terms.words.length) return list(viewer, req, { category: { id: 0, depth: 3, subtree: [] } }, meta);
      return list(viewer, req, { search: terms }, meta, true);
    },

    /** At most 10 boxes, the answer an array of them alone. */
    async autocomplete(viewer: Viewer, q: string, inStockOnly: boolean): Promise<BoxPage<{ stoks: Product[] }>> {
      const terms = searchTerms(q, await readModel.vocabulary());
      if (!terms.words.length) return boxPage([], viewer, () => null);
      const request: PageRequest = {
        filter: { search: terms, inStockOnly },
        order: { field: 'ad', direction: 'asc', priceListId: null, byRelevance: true },
        page: { limit: AUTOCOMPLETE_LIMIT, offset: 0 },
      };
      return boxPage(await readModel.pageIds(request), viewer, () => null);
    },

    async product(viewer: Viewer, id: number): Promise<ProductDetailResponse> {
      const detail = await readModel.detail(id);
      if (!detail) throw notFound('Ürün bulunamadı.');
      const { row, description } = detail;
      const settings = await application.settings();
      const rates = viewer.terms ? await pricing.todaysRates() : null;
      const stok = productBox(row, viewer, boxContext(settings, rates), description);
      const index = await content.categoryIndex();
      const path =
        row.category_id !== null ? index.path(row.category_id).map((c) => ({ id: c.id, displayName: c.name })) : [];
      return { stok: stok!, category: path.at(-1) ?? null, categoryPath: path };
    },

    async brands(): Promise<Brand[]> {
      return brandsAnswer(await readModel.allBrands());
    },

    async slider(viewer: Viewer, key: string, itemCount: number): Promise<SliderPage> {
      const slider = await content.slider(key);
      const related = relatedKey(key);
      // A product's related lists the distributor did not set are chosen by rule, and the answer says so.
      if (related && !slider?.productIds.length) {
        const ids = await readModel.relatedByRule(related.kind, related.productId);
        if (!ids.length) return boxPage([], viewer, () => ({ title: '', chosenByRule: false }));
        const rest = { title: RELATED_TITLES[related.kind], chosenByRule: true };
        return boxPage(ids.slice(0, sliderCount(itemCount)), viewer, () => rest);
      }
      if (!slider) return boxPage([], viewer, () => ({ title: '', chosenByRule: false }));
      const rest = { title: slider.title, chosenByRule: false };
      return boxPage(slider.productIds.slice(0, sliderCount(itemCount)), viewer, () => rest);
    },
  };
}

/** A list page or a slider, as its answer's parts (product-json.ts pageBody makes the bytes). */
export type ListPage = BoxPage<ProductListResponse>;
export type SliderPage = BoxPage<ProductSliderResponse>;

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * The writes of the catalogue's own data (products and their stock, prices, categories, brands, agreement prices) in
 * the caller's transaction `tx`: the ERP import writes each batch through these, one statement per step for the
 * whole batch, and the theme editor a category's icon. Every process sees the change through the tables' triggers
 * (the change feed and the catalogue version), as after any write of these tables.
 */
export function catalogDataWrites(tx: Db) {
  const repo = createCatalogDataRepository(tx);
  return {
    updateProducts: repo.updateProducts,
    insertProducts: repo.insertProducts,
    setStock: repo.setStock,
    setPricesOfProducts: repo.setPricesOfProducts,
    setPrices: repo.setPrices,
    insertCategory: repo.insertCategory,
    insertBrand: repo.insertBrand,
    setCategoryIcon: repo.setCategoryIcon,
    updateAgreementPrices: repo.updateAgreementPrices,
    insertAgreementPrices: repo.insertAgreementPrices,
  };
}

export type CatalogDataWrites = ReturnType<typeof catalogDataWrites>;
