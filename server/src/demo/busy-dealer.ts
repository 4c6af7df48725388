import type { Db } from '../db/client';
import { dealerAddresses, dealerPriceLists, dealers, representatives, users } from '../db/schema';
import { taxNumber } from './codes';
import { DEMO_USER, dealerCode, type DemoDealer } from './dealers';
import { PRICE_LISTS } from './settings';
import type { BusyDealerSize } from './history';
import type { Rng } from './random';

/**
 * The large seed's busy dealer (50,000 movements and 5,000 invoices, the size the reports must serve): one
 * more dealer, 120.01.900, signing in as demo / demo1234 like the others, whose years of trade the
 * report benchmarks read. Only `npm run seed -- --busy-dealer` adds it; the default demo is unchanged.
 */

export const BUSY_DEALER_CODE = dealerCode(900);

/** The size the reports must serve: 5,000 invoices and 50,000 movements, over five years (the longest report range). */
export const BUSY_DEALER_SIZE: BusyDealerSize = { invoices: 5_000, movements: 50_000, years: 5 };

export async function seedBusyDealer(
  db: Db,
  rng: Rng,
  opts: { priceListIds: number[]; passwordHash: string },
): Promise<DemoDealer> {
  const [rep] = await db.select({ id: representatives.id }).from(representatives).orderBy(representatives.id).limit(1);
  const representativeId = rep?.id ?? null;
  const [dealer] = await db
    .insert(dealers)
    .values({
      code: BUSY_DEALER_CODE,
      name: 'Yoğun Ticaret Elektrik Malzemeleri A.Ş.',
      taxOffice: 'Marmara Kurumlar',
      taxNumber: taxNumber(`${rng.int(1, 9)}${rng.digits(8)}`),
      email: 'muhasebe@yogunticaret.com.tr',
      phone: '0212 444 90 00',
      representativeId,
      riskLimit: '1500000.00',
      discountRate: '7.50',
      defaultPaymentMethod: 'acikhesap',
      paymentTermDays: 30,
      isActive: true,
    })
    .returning({ id: dealers.id });
  const dealerId = dealer!.id;
  await db
    .insert(dealerPriceLists)
    .values(PRICE_LISTS.map((list, sort) => ({ dealerId, priceListId: opts.priceListIds[sort]!, sort })));
  const [user] = await db
    .insert(users)
    .values({
      dealerId,
      userCode: DEMO_USER.userCode,
      displayName: 'Serkan Yoğun',
      email: 'serkan@yogunticaret.com.tr',
      passwordHash: opts.passwordHash,
      role: 'dealer',
    })
    .returning({ id: users.id });
  const [address] = await db
    .insert(dealerAddresses)
    .values({
      dealerId,
      title: 'Merkez',
      address: 'Maslak Mah. Büyükdere Cad. No: 255, 34398 Sarıyer / İstanbul',
      district: 'Sarıyer',
      city: 'İstanbul',
      contactPerson: 'Serkan Yoğun',
      phone: '0532 444 90 00',
      isDefault: true,
    })
    .returning({ id: dealerAddresses.id });
  return {
    id: dealerId,
    code: BUSY_DEALER_CODE,
    name: 'Yoğun Ticaret Elektrik Malzemeleri A.Ş.',
    discountRate: '7.50',
    currencies: ['TL', 'USD', 'EUR'],
    termDays: 30,
    salesPerMonth: 0,
    riskLimit: '1500000.00',
    userIds: [user!.id],
    userNames: ['Serkan Yoğun'],
    addressIds: [address!.id],
    agreements: new Map(),
  };
}
