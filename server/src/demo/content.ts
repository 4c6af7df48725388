import type { Db } from '../db/client';
import { media, menuItems, pages, productSliderItems, productSliders, promotionItems, promotions } from '../db/schema';
import { insertAll } from './batch';
import type { CatalogResult, DemoProduct } from './catalog';
import { CATALOG } from './catalog-data';
import { COMPANY } from './company';
import { IMAGE_FILES } from './images';
import { PAGES } from './pages';
import type { Rng } from './random';

/** Menus, pages, promotions and product sliders: what the home page and the chrome show. */

export const CATALOGUE_PDF = 'katalog-2026.pdf';
/** How many of the first products get "alternatives" and "sold together" sliders. */
export const RELATED_SLIDER_PRODUCTS = 300;

const topId = (catalog: CatalogResult, prefix: string) =>
  catalog.topCategoryIds[CATALOG.findIndex((t) => t.codePrefix === prefix)]!;

export async function seedContent(
  db: Db,
  rng: Rng,
  input: { catalog: CatalogResult; bestSellers: number[] },
): Promise<Record<string, number>> {
  const { catalog } = input;
  const pageRows = await db
    .insert(pages)
    .values(PAGES.map((p) => ({ slug: p.slug, title: p.title, content: p.content, isPublished: true })))
    .returning({ id: pages.id, slug: pages.slug });
  const pageUrl = (slug: string) => `/page/${pageRows.find((p) => p.slug === slug)!.id}`;

  await db.insert(media).values({ fileName: CATALOGUE_PDF, contentType: 'application/pdf', bytes: cataloguePdf() });

  const menuCount = await seedMenus(db, catalog, pageUrl);
  const promotionCounts = await seedPromotions(db, catalog);
  const sliderCounts = await seedSliders(db, rng, catalog.products, input.bestSellers);
  return { pages: pageRows.length, menuItems: menuCount, ...promotionCounts, ...sliderCounts, media: 1 };
}

async function seedMenus(db: Db, catalog: CatalogResult, pageUrl: (slug: string) => string): Promise<number> {
  interface Entry {
    name: string;
    url: string;
    css?: string;
    childs?: Entry[];
  }
  const menus: Record<string, Entry[]> = {
    'menu.header': [
      { name: 'Ana Sayfa', url: '/' },
      { name: 'Tüm Ürünler', url: '/productAll' },
      { name: 'Markalar', url: '/brand/all/' },
      {
        name: 'Kurumsal',
        url: '#',
        childs: [
          { name: 'Hakkımızda', url: pageUrl('hakkimizda') },
          { name: 'İletişim', url: pageUrl('iletisim') },
          { name: 'Teslimat ve İade Koşulları', url: pageUrl('teslimat-ve-iade-kosullari') },
        ],
      },
      { name: 'Kampanyalar', url: `/catalog/${topId(catalog, 'AYD')}`, css: 'text-amber-300 font-semibold' },
      { name: 'E-Katalog 2026', url: `/file/${CATALOGUE_PDF}` },
      { name: 'TCMB Döviz Kurları', url: 'https://www.tcmb.gov.tr/kurlar/today.xml' },
    ],
    'menu.footer': PAGES.map((p) => ({ name: p.title, url: pageUrl(p.slug) })),
    // The login layout rewrites /page/{id} to /apage/{id} (spec §2).
    'menu.logon': ['hakkimizda', 'iletisim', 'kvkk-aydinlatma-metni'].map((slug) => ({
      name: PAGES.find((p) => p.slug === slug)!.title,
      url: pageUrl(slug),
    })),
  };
  let count = 0;
  for (const [menuKey, entries] of Object.entries(menus)) {
    const parents = await db
      .insert(menuItems)
      .values(
        entries.map((e, i) => ({
          menuKey,
          parentId: null,
          displayName: e.name,
          url: e.url,
          cssClass: e.css ?? null,
          sort: i + 1,
        })),
      )
      .returning({ id: menuItems.id, displayName: menuItems.displayName });
    count += parents.length;
    for (const entry of entries) {
      if (!entry.childs) continue;
      const parentId = parents.find((p) => p.displayName === entry.name)!.id;
      await db.insert(menuItems).values(
        entry.childs.map((c, i) => ({
          menuKey,
          parentId,
          displayName: c.name,
          url: c.url,
          cssClass: c.css ?? null,
          sort: i + 1,
        })),
      );
      count += entry.childs.length;
    }
  }
  return count;
}

async function seedPromotions(db: Db, catalog: CatalogResult): Promise<Record<string, number>> {
  const brandId = (name: string) => catalog.brandIds.get(name)!;
  const defs = [
    {
      type: 10,
      viewType: 10,
      displayName: 'Ana Sayfa Vitrini',
      items: [
        {
          title: 'Aydınlatmada Sezon Fırsatları',
          text: "LED panel, projektör ve ampullerde bayilere özel %15'e varan ek iskonto.",
          url: `/catalog/${topId(catalog, 'AYD')}`,
          button: 'İncele',
        },
        {
          title: 'Kablo Grubunda Net Fiyat',
          text: 'NYM, NYA ve TTR kablolarda top alımlarında sabit net fiyat, aynı gün sevk.',
          url: `/catalog/${topId(catalog, 'KBL')}`,
          button: 'Alışverişe Başla',
        },
        {
          title: 'Şalt Malzemelerinde Stok Avantajı',
          text: 'Otomatik sigorta, kaçak akım rölesi ve kontaktörlerde geniş stok.',
          url: `/catalog/${topId(catalog, 'SGS')}`,
          button: 'İncele',
        },
        {
          title: 'Profesyonel El Aletleri',
          text: 'Çelikform 1000V izoleli el aletlerinde yeni sezon ürünleri raflarda.',
          url: `/brand/${brandId('Çelikform')}/0`,
          button: 'Markayı Keşfet',
        },
      ].map((item, i) => ({ ...item, image: IMAGE_FILES.carousel[i]! })),
    },
    {
      type: 40,
      viewType: 10,
      displayName: 'Duyuru',
      items: [
        {
          title: '2026 Ürün Kataloğumuz Yayında',
          text: '40 markanın binlerce ürünü yeni kataloğumuzda. Hafta sonuna kadar verilen açık hesap siparişlerinde vade farkı yok!',
          url: '/productAll',
          button: 'Alışverişe Başla',
          image: IMAGE_FILES.modal,
        },
      ],
    },
    {
      type: 50,
      viewType: 10,
      displayName: 'Öne Çıkan Kategoriler',
      items: [
        {
          title: 'İş Güvenliği',
          text: 'Baret, eldiven ve iş ayakkabılarında sezon fiyatları.',
          url: `/catalog/${topId(catalog, 'ISG')}`,
          button: 'İncele',
          image: IMAGE_FILES.tiles[0],
        },
        {
          title: 'Anahtar ve Prizler',
          text: 'Sıva altı serilerde tüm renk seçenekleri stokta.',
          url: `/catalog/${topId(catalog, 'ANP')}`,
          button: 'İncele',
          image: IMAGE_FILES.tiles[1],
        },
        {
          title: 'Hırdavat',
          text: 'Dübel, vida ve bağlantı elemanlarında koli fiyatları.',
          url: `/catalog/${topId(catalog, 'HRD')}`,
          button: 'İncele',
          image: IMAGE_FILES.tiles[2],
        },
      ],
    },
  ];
  let items = 0;
  for (const [i, def] of defs.entries()) {
    const [row] = await db
      .insert(promotions)
      .values({ type: def.type, viewType: def.viewType, displayName: def.displayName, isActive: true, sort: i + 1 })
      .returning({ id: promotions.id });
    await db.insert(promotionItems).values(
      def.items.map((item, k) => ({
        promotionId: row!.id,
        title: item.title,
        text: item.text,
        imageUrl: item.image,
        url: item.url,
        actionButtonText: item.button,
        sort: k + 1,
      })),
    );
    items += def.items.length;
  }
  return { promotions: defs.length, promotionItems: items };
}

/**
 * Home sliders (keys home.produtcs.level1..4 — the misspelling is the contract) and, for the first
 * products, "alternatives" (same category) and "sold together" (same top category, other leaf).
 */
async function seedSliders(
  db: Db,
  rng: Rng,
  products: DemoProduct[],
  bestSellers: number[],
): Promise<Record<string, number>> {
  const inStock = products.filter((p) => p.stock > 0);
  const byId = new Map(products.map((p) => [p.id, p]));
  const newest = inStock.slice(-200);
  const picks = (from: DemoProduct[], n: number) => rng.sample(from, n).map((p) => p.id);
  const sellers = bestSellers.filter((id) => (byId.get(id)?.stock ?? 0) > 0).slice(0, 12);
  const home: { key: string; title: string; ids: number[] }[] = [
    { key: 'home.produtcs.level1', title: 'Yeni Ürünler', ids: picks(newest, 12) },
    { key: 'home.produtcs.level2', title: 'Çok Satanlar', ids: sellers.length >= 8 ? sellers : picks(inStock, 12) },
    {
      key: 'home.produtcs.level3',
      title: 'Kampanyalı Ürünler',
      ids: picks(
        inStock.filter((p) => p.topIndex <= 3),
        10,
      ),
    },
    { key: 'home.produtcs.level4', title: 'Önerilen Ürünler', ids: picks(inStock, 10) },
  ];

  const byCategory = new Map<number, DemoProduct[]>();
  const byTop = new Map<number, DemoProduct[]>();
  // Candidates come from the first 20 000 products: plenty of choice, bounded work for huge catalogues.
  for (const p of products.slice(0, 20_000)) {
    let list = byCategory.get(p.categoryId);
    if (!list) byCategory.set(p.categoryId, (list = []));
    list.push(p);
    let top = byTop.get(p.topIndex);
    if (!top) byTop.set(p.topIndex, (top = []));
    top.push(p);
  }
  const anyOther = (p: DemoProduct) => products.slice(0, 400).filter((o) => o.id !== p.id);
  const related: typeof home = [];
  for (const p of products.slice(0, RELATED_SLIDER_PRODUCTS)) {
    const sameCategory = (byCategory.get(p.categoryId) ?? []).filter((o) => o.id !== p.id).slice(0, 400);
    const sameTop = (byTop.get(p.topIndex) ?? []).filter((o) => o.id !== p.id).slice(0, 400);
    const companions = sameTop.filter((o) => o.categoryId !== p.categoryId);
    const alternatives = picks(
      sameCategory.length >= 2 ? sameCategory : sameTop.length >= 2 ? sameTop : anyOther(p),
      rng.int(4, 8),
    );
    const together = picks(companions.length >= 4 ? companions : anyOther(p), rng.int(4, 8));
    related.push({ key: `sys.alternatifstoklar:${p.id}`, title: 'Alternatif Ürünler', ids: alternatives });
    related.push({ key: `sys.birliktesatilanlar:${p.id}`, title: 'Birlikte Satılan Ürünler', ids: together });
  }

  const all = [...home, ...related];
  const sliderRows: { id: number; key: string }[] = [];
  for (let i = 0; i < all.length; i += 500) {
    sliderRows.push(
      ...(await db
        .insert(productSliders)
        .values(all.slice(i, i + 500).map((s) => ({ key: s.key, title: s.title, isActive: true })))
        .returning({ id: productSliders.id, key: productSliders.key })),
    );
  }
  const idByKey = new Map(sliderRows.map((s) => [s.key, s.id]));
  const itemRows = all.flatMap((s) =>
    [...new Set(s.ids)].map((productId, sort) => ({ sliderId: idByKey.get(s.key)!, productId, sort: sort + 1 })),
  );
  await insertAll(db, productSliderItems, itemRows);
  return { productSliders: all.length, productSliderItems: itemRows.length };
}

/**
 * A one-page PDF behind the header's "E-Katalog 2026" link (/file/katalog-2026.pdf). Written by hand
 * (the format is plain text plus byte offsets) because it is the only PDF the demo needs.
 */
export function cataloguePdf(): Buffer {
  // The standard Helvetica font has no Turkish letters in WinAnsi, so the text is kept ASCII.
  const lines = [
    ['F2', 26, 'ANADOLU ELEKTRIK HIRDAVAT'],
    ['F1', 16, 'Urun Katalogu 2026'],
    ['F1', 12, 'Kablolar - Aydinlatma - Anahtar ve Prizler - Sigorta ve Salt Malzemeleri'],
    ['F1', 12, 'Elektrik Tesisat Malzemeleri - El Aletleri - Hirdavat - Is Guvenligi'],
    ['F1', 12, `${COMPANY.phone}  |  ${COMPANY.email}`],
    ['F1', 10, 'Guncel fiyat ve stok bilgisi icin bayi portalimiza giris yapiniz.'],
  ] as const;
  let y = 760;
  const text = lines
    .map(([font, size, t]) => {
      y -= size * 2.2;
      return `BT /${font} ${size} Tf 56 ${y} Td (${t.replace(/[()\\]/g, '\\$&')}) Tj ET`;
    })
    .join('\n');
  const stream = `0.06 0.16 0.29 rg 0 792 m 612 792 l 612 700 l 0 700 l f\n0.96 0.62 0.04 rg 56 690 m 200 690 l 200 686 l 56 686 l f\n0 0 0 rg\n${text}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
