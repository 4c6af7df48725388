import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beginCatalogBulkLoad, refreshDerivedCatalogData } from '../modules/catalog/derived-data';
import { media } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { insertAll } from './batch';
import { seedCatalog } from './catalog';
import { seedCheckoutSetup } from './checkout-setup';
import { seedContent } from './content';
import { ADMIN_USER, DEMO_USER, seedDealers } from './dealers';
import { seedHistory } from './history-writer';
import { simulateBusyDealer, type BusyDealerSize } from './history';
import { seedBusyDealer } from './busy-dealer';
import { renderSiteImages } from './images';
import { DEMO_SEED, Rng } from './random';
import { seedReferenceData } from './settings';

export interface DemoOptions {
  /** Catalogue size; 3 000 by default. Dealers, history and sliders do not grow with it. */
  products?: number;
  log?: (msg: string) => void;
  /** "Today" for exchange rates, account history and validity dates; tests pin it. */
  now?: Date;
  /** Another seed gives another, equally deterministic, data set. */
  seed?: number;
  /**
   * Add the large seed's busy dealer (120.01.900) with this much trade, for the report benchmarks
   * (busy-dealer.ts); none by default.
   */
  busyDealer?: BusyDealerSize;
}

/** Rows written per table (camelCase table names) and the time it took. */
export interface DemoSummary {
  counts: Record<string, number>;
  elapsedMs: number;
}

export const DEFAULT_PRODUCT_COUNT = 3000;

/**
 * Fills an empty database with a believable Turkish electrical/hardware distributor: settings,
 * images, catalogue, dealers with users, a year of account history and the home-page content.
 * Everything runs in one transaction, so a failure leaves the database empty rather than half
 * filled (the next start then simply tries again).
 */
export async function generateDemoData(db: Db, opts: DemoOptions = {}): Promise<DemoSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  const productCount = Math.max(1, Math.floor(opts.products ?? DEFAULT_PRODUCT_COUNT));
  const root = new Rng(opts.seed ?? DEMO_SEED);

  // CPU work before the transaction: image rendering and the two password hashes (argon2 is slow on
  // purpose, so every demo user shares one hash of the same password).
  const [siteImages, demoHash, adminHash] = await Promise.all([
    renderSiteImages(),
    hashPassword(DEMO_USER.password),
    hashPassword(ADMIN_USER.password),
  ]);

  const counts: Record<string, number> = {};
  const add = (part: Record<string, number>) => {
    for (const [key, value] of Object.entries(part)) counts[key] = (counts[key] ?? 0) + value;
  };

  await db.transaction(async (tx) => {
    // batch.ts writes string literals; make sure a backslash in them is just a backslash.
    await tx.execute(sql`set local standard_conforming_strings = on`);
    await skipForeignKeyChecks(tx);
    // The whole catalogue is written here: product_search and its version once at the end, not per statement.
    await beginCatalogBulkLoad(tx as unknown as Db);
    const reference = await seedReferenceData(tx, now);
    add(reference.counts);
    add({ media: await insertAll(tx, media, siteImages, 50) });
    log('Settings, exchange rates and images written.');

    const catalog = await seedCatalog(tx, root.fork('catalog'), { productCount, rates: reference.rates, now, log });
    add(catalog.counts);
    log(`Catalogue written: ${catalog.products.length} products in ${catalog.categories.length} categories.`);

    const checkout = await seedCheckoutSetup(tx);
    add(checkout.counts);

    const dealerResult = await seedDealers(tx, root.fork('dealers'), {
      products: catalog.products,
      priceListIds: catalog.priceListIds,
      passwordHashes: { demo: demoHash, admin: adminHash },
      now,
    });
    add(dealerResult.counts);
    log(`Dealers written: ${dealerResult.dealers.length} dealers, ${dealerResult.counts.users} users.`);

    const historyInput = {
      dealers: dealerResult.dealers,
      products: catalog.products,
      priceLists: catalog.priceLists,
      banks: checkout.banks,
      rates: reference.rates,
      now,
    };
    let extra: Parameters<typeof seedHistory>[3];
    if (opts.busyDealer) {
      const busy = await seedBusyDealer(tx, root.fork('busy-dealer'), {
        priceListIds: catalog.priceListIds,
        passwordHash: demoHash,
      });
      add({ dealers: 1, dealerPriceLists: 3, users: 1, dealerAddresses: 1 });
      extra = simulateBusyDealer(root.fork('busy-dealer-history'), historyInput, busy, opts.busyDealer);
      log(`Busy dealer ${busy.code}: ${extra.sales.length} sales, ${extra.collections.length} collections simulated.`);
    }
    const history = await seedHistory(tx, root.fork('history'), historyInput, extra);
    // The history's orders take their places in the integration feed (written with triggers off).
    await tx.execute(sql`select orders_feed_backfill()`);
    add(history.counts);
    log(`Account history written: ${history.counts.invoices} invoices, ${history.counts.accountMovements} movements.`);

    add(await seedContent(tx, root.fork('content'), { catalog, bestSellers: history.bestSellers }));
    await refreshDerivedCatalogData(tx as unknown as Db);
  });

  // Fresh statistics, so the planner picks the catalogue's indexes from the first request on.
  await db.execute(sql`analyze`);
  const elapsedMs = Math.round(performance.now() - started);
  return { counts, elapsedMs };
}

/**
 * Foreign-key triggers are most of the cost of a bulk insert (about three quarters on PGlite). Every
 * reference the generator writes is an id it has just read back from an insert (and the tests check
 * them), so it asks PostgreSQL to skip the checks for this transaction only. A database role that
 * may not do this (not a superuser) keeps the checks and simply loads more slowly.
 */
async function skipForeignKeyChecks(tx: Db): Promise<void> {
  try {
    // A savepoint, so a refusal does not abort the surrounding transaction.
    await tx.transaction(async (sp) => {
      await sp.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    // Not permitted: keep the checks.
  }
}

export { isDatabaseEmpty } from '../db/empty';
