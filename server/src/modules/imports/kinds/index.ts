import type { ImportKind } from '@bayi/common';
import type { KindFactory } from './kind';
import { productsKind } from './products';
import { pricesKind, stockKind } from './stock-and-prices';
import { movementsKind } from './movements';
import { dealersKind } from './dealers';
import { usersKind } from './users';
import { addressesKind } from './addresses';
import { agreementsKind } from './agreements';
import { deliveryNotesKind, invoicesKind } from './documents';

/** The reader of each kind of import file. */
export const IMPORT_READERS: Record<ImportKind, KindFactory> = {
  products: productsKind,
  prices: pricesKind,
  stock: stockKind,
  movements: movementsKind,
  dealers: dealersKind,
  users: usersKind,
  addresses: addressesKind,
  agreements: agreementsKind,
  invoices: invoicesKind,
  'delivery-notes': deliveryNotesKind,
};
