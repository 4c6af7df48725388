import Decimal from 'decimal.js';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../db/client';
import { agreementPrices, dealerAddresses, dealerPriceLists, dealers, representatives, users } from '../db/schema';
import { insertAll } from './batch';
import type { DemoProduct } from './catalog';
import { taxNumber } from './codes';
import { COMPANY } from './company';
import { addMonths, isoDate } from './dates';
import { amountText } from '../modules/pricing/line-money';
import {
  ADDRESS_TITLES,
  COMPANY_SUFFIXES,
  DEALER_NAME_PARTS,
  DEALER_NAME_STEMS,
  FIRST_NAMES,
  LAST_NAMES,
  MOBILE_PREFIXES,
  NEIGHBOURHOODS,
  PLACES,
  STREETS,
  type Place,
} from './names';
import type { Rng } from './random';
import { PRICE_LISTS, type CurrencyCode } from './settings';

export const DEALER_COUNT = 25;
export const DEMO_USER = { userCode: 'demo', password: 'demo1234' } as const;
export const ADMIN_USER = { userCode: 'admin', password: 'admin1234', displayName: 'Sistem Yöneticisi' } as const;

export const dealerCode = (n: number) => `120.01.${String(n).padStart(3, '0')}`;

export interface DemoDealer {
  id: number;
  code: string;
  name: string;
  discountRate: string;
  /** Currencies of the granted price lists, first is the main one. */
  currencies: CurrencyCode[];
  /** Payment term in days for invoices. */
  termDays: number;
  /** How many invoices a month the history gives this dealer. */
  salesPerMonth: number;
  riskLimit: string;
  userIds: number[];
  userNames: string[];
  addressIds: number[];
  /** productId → agreement price (TL) and its discount. */
  agreements: Map<number, { price: string; discountRate: string }>;
}

export interface DealersResult {
  dealers: DemoDealer[];
  adminUserId: number;
  counts: Record<string, number>;
}

const person = (r: Rng) => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
const asciiSlug = (text: string) => foldTurkish(text).replace(/[^a-z0-9]+/g, '');
const landline = (r: Rng, place: Place) => `0${place.areaCode} ${r.int(200, 699)} ${r.digits(2)} ${r.digits(2)}`;
const mobile = (r: Rng) => `0${r.pick(MOBILE_PREFIXES)} ${r.int(200, 999)} ${r.digits(2)} ${r.digits(2)}`;

export async function seedDealers(
  db: Db,
  rng: Rng,
  opts: { products: DemoProduct[]; priceListIds: number[]; passwordHashes: { demo: string; admin: string }; now: Date },
): Promise<DealersResult> {
  const taken = new Set<string>();
  const reps = await db
    .insert(representatives)
    .values(
      Array.from({ length: 5 }, (_, i) => {
        const drawn = person(rng);
        // A representative's name is unique (staff pick one by it): a name drawn twice gets a number, without
        // drawing again, so the rest of the demo stays as it was.
        let name = drawn;
        for (let n = 2; taken.has(name); n++) name = `${drawn} ${n}`;
        taken.add(name);
        const [first, ...rest] = drawn.split(' ');
        return {
          name,
          // The ERP's salesman codes, which the dealers import refers to (Plasiyer Kodu).
          code: `PL${String(i + 1).padStart(2, '0')}`,
          email: `${asciiSlug(first ?? '')}.${asciiSlug(rest.join(''))}@${COMPANY.domain}`,
          phone: mobile(rng),
        };
      }),
    )
    .returning({ id: representatives.id });

  const stems = rng.sample(
    DEALER_NAME_STEMS.filter((s) => s !== 'Yıldız'),
    DEALER_COUNT - 1,
  );
  const specs = Array.from({ length: DEALER_COUNT }, (_, i) => {
    // The first dealer is the one the README's demo login uses; keep it recognisable.
    const stem = i === 0 ? 'Yıldız' : stems[i - 1]!;
    const part = i === 0 ? 'Elektrik' : rng.pick(DEALER_NAME_PARTS);
    const suffix = i === 0 ? 'Ltd. Şti.' : rng.pick(COMPANY_SUFFIXES);
    const place = i === 0 ? PLACES[0]! : rng.pick(PLACES);
    const listCount =
      i === 0
        ? 3
        : rng.weighted([
            [1, 4],
            [2, 4],
            [3, 2],
          ] as const);
    const termDays = i === 0 ? 45 : rng.pick([30, 30, 45, 60, 60, 90]);
    const salesPerMonth = i === 0 ? 6 : rng.int(2, 7);
    const currencies: CurrencyCode[] =
      listCount === 3 ? ['TL', 'USD', 'EUR'] : listCount === 2 ? ['TL', rng.pick(['USD', 'EUR'] as const)] : ['TL'];
    return {
      stem,
      place,
      currencies,
      contact: person(rng),
      row: {
        code: dealerCode(i + 1),
        name: `${stem} ${part} ${suffix}`,
        taxOffice: place.taxOffice,
        taxNumber: taxNumber(`${rng.int(1, 9)}${rng.digits(8)}`),
        email: `info@${asciiSlug(stem)}${asciiSlug(part.split(' ')[0]!)}.com.tr`,
        phone: landline(rng, place),
        representativeId: reps[i % reps.length]!.id,
        riskLimit: amountText(riskLimitFor(salesPerMonth, termDays)),
        discountRate: i === 0 ? '10.00' : amountText(rng.pick([0, 0, 2.5, 5, 5, 7.5, 10, 12.5, 15])),
        defaultPaymentMethod: rng.chance(0.6) ? 'havale' : 'acikhesap',
        paymentTermDays: termDays,
        isActive: true,
      },
      termDays,
      salesPerMonth,
    };
  });
  const dealerRows = await db
    .insert(dealers)
    .values(specs.map((s) => s.row))
    .returning({ id: dealers.id, code: dealers.code });
  const idByCode = new Map(dealerRows.map((row) => [row.code, row.id]));

  const grants = specs.flatMap((s) =>
    s.currencies.map((currency, sort) => ({
      dealerId: idByCode.get(s.row.code)!,
      priceListId: opts.priceListIds[PRICE_LISTS.findIndex((l) => l.currencyCode === currency)]!,
      sort,
    })),
  );
  await insertAll(db, dealerPriceLists, grants);

  // Users: "demo" at every dealer (and a second person at some), plus the staff admin.
  const userSpecs = specs.flatMap((s, i) => {
    const dealerId = idByCode.get(s.row.code)!;
    const domain = s.row.email.split('@')[1]!;
    const list: { dealerId: number; userCode: string; displayName: string; email: string }[] = [
      {
        dealerId,
        userCode: DEMO_USER.userCode,
        displayName: s.contact,
        email: `${asciiSlug(s.contact.split(' ')[0]!)}@${domain}`,
      },
    ];
    if (i < 2 || rng.chance(0.4)) {
      const second = person(rng);
      const userCode = i === 0 ? 'muhasebe' : asciiSlug(second.split(' ')[0]!);
      list.push({ dealerId, userCode, displayName: second, email: `${userCode}@${domain}` });
    }
    return list;
  });
  const userRows = await db
    .insert(users)
    .values([
      ...userSpecs.map((u) => ({ ...u, passwordHash: opts.passwordHashes.demo, role: 'dealer' as const })),
      {
        dealerId: null,
        userCode: ADMIN_USER.userCode,
        displayName: ADMIN_USER.displayName,
        email: `admin@${COMPANY.domain}`,
        passwordHash: opts.passwordHashes.admin,
        role: 'admin' as const,
      },
    ])
    .returning({ id: users.id, dealerId: users.dealerId, userCode: users.userCode, displayName: users.displayName });

  const addressRows = specs.flatMap((s, i) => {
    const dealerId = idByCode.get(s.row.code)!;
    const count = i === 0 ? 3 : rng.int(1, 3);
    const titles: string[] = rng.sample(ADDRESS_TITLES, count);
    // The first address is the Merkez; a Merkez drawn later takes a title the dealer has not (unique per dealer).
    const spare = ['Şube', ...ADDRESS_TITLES].find((t) => t !== 'Merkez' && !titles.includes(t))!;
    return titles.map((title, k) => {
      const place = k === 0 ? s.place : rng.chance(0.7) ? s.place : rng.pick(PLACES);
      return {
        dealerId,
        title: k === 0 ? 'Merkez' : title === 'Merkez' ? spare : title,
        address: `${rng.pick(NEIGHBOURHOODS)} ${rng.pick(STREETS)} No: ${rng.int(1, 180)}${rng.chance(0.4) ? `/${rng.int(1, 12)}` : ''}, ${place.postalCode} ${place.district} / ${place.city}`,
        district: place.district,
        city: place.city,
        contactPerson: k === 0 ? s.contact : person(rng),
        phone: mobile(rng),
        isDefault: k === 0,
      };
    });
  });
  const addresses = await db
    .insert(dealerAddresses)
    .values(addressRows)
    .returning({ id: dealerAddresses.id, dealerId: dealerAddresses.dealerId });

  const agreementRows = agreementsFor(
    rng,
    specs.map((s) => idByCode.get(s.row.code)!),
    opts.products,
    opts.now,
  );
  await insertAll(db, agreementPrices, agreementRows);

  const result: DemoDealer[] = specs.map((s) => {
    const id = idByCode.get(s.row.code)!;
    const own = userRows.filter((u) => u.dealerId === id);
    return {
      id,
      code: s.row.code,
      name: s.row.name,
      discountRate: s.row.discountRate,
      currencies: s.currencies,
      termDays: s.termDays,
      salesPerMonth: s.salesPerMonth,
      riskLimit: s.row.riskLimit,
      userIds: own.map((u) => u.id),
      userNames: own.map((u) => u.displayName),
      addressIds: addresses.filter((a) => a.dealerId === id).map((a) => a.id),
      agreements: new Map(
        agreementRows
          .filter((a) => a.dealerId === id)
          .map((a) => [a.productId, { price: a.price, discountRate: a.discountRate ?? '0' }]),
      ),
    };
  });

  return {
    dealers: result,
    adminUserId: userRows.find((u) => u.dealerId === null)!.id,
    counts: {
      representatives: reps.length,
      dealers: dealerRows.length,
      dealerPriceLists: grants.length,
      users: userRows.length,
      dealerAddresses: addresses.length,
      agreementPrices: agreementRows.length,
    },
  };
}

/**
 * A credit limit that fits the dealer's trade: about twice what it owes at any time (a month and a
 * half of invoices on a 45-day term), rounded up to the figures a finance department would choose.
 */
function riskLimitFor(salesPerMonth: number, termDays: number): number {
  const exposure = salesPerMonth * (termDays / 30 + 0.3) * 18_000 * 2;
  const steps = [50_000, 75_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000];
  return steps.find((step) => step >= exposure) ?? 1_500_000;
}

/**
 * Contract prices 5–20 % under the dealer's TL list price, for the first dealer (always, and on
 * the first catalogue products so they show on page one) and about a third of the others.
 */
function agreementsFor(rng: Rng, dealerIds: number[], catalog: DemoProduct[], now: Date) {
  const rows: (typeof agreementPrices.$inferInsert & { price: string; productId: number; dealerId: number })[] = [];
  const pool = catalog.slice(0, Math.min(catalog.length, 2000));
  dealerIds.forEach((dealerId, i) => {
    if (i > 0 && !rng.chance(0.35)) return;
    const chosen = i === 0 ? [...pool.slice(0, 6), ...rng.sample(pool.slice(6), 18)] : rng.sample(pool, rng.int(5, 20));
    for (const product of chosen) {
      const cut = new Decimal(rng.int(5, 20)).div(100);
      const open = rng.chance(0.5);
      rows.push({
        dealerId,
        productId: product.id,
        price: amountText(new Decimal(product.prices.TL).times(new Decimal(1).minus(cut))),
        currencyCode: 'TL',
        discountRate: rng.chance(0.2) ? amountText(rng.pick([2, 3, 5])) : '0.00',
        validFrom: open ? null : isoDate(addMonths(now, -rng.int(1, 6))),
        validTo: open ? null : isoDate(addMonths(now, rng.int(3, 12))),
      });
    }
  });
  return rows;
}
