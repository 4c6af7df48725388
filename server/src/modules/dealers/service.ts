import {
  ADMIN_DEALER_PAGE_SIZE,
  REPRESENTATIVE_INACTIVE,
  turkishCollator,
  type AdminDealerDetail,
  type AdminDealerFormValues,
  type AdminDealerListQuery,
  type AdminDealerListResponse,
  type AdminDealerOptions,
  type AdminDealerUser,
  type UserAccountAction,
  type AdminDealerUserResult,
  type AdminShopForResponse,
} from '@bayi/common';
import Decimal from 'decimal.js';
import { isUniqueViolation } from '../../db/query';
import { badRequest, HttpError, notFound, RequestValidationError } from '../../plugins/errors';
import type { StaffMember } from '../../plugins/request-context';
import type { Actor } from '../audit/log';
import { addressText } from './account';
import type { AccountOwner, AccountResult, AccountUser, UsersService } from '../users/service';
import type { Db } from '../../db/client';
import { createDealersRepository, type DealersRepository, type DealerStatements, type DealerRow } from './repository';

/** Who is looking: a sales representative (representativeId set) sees their own dealers only. */
export type DealerViewer = StaffMember;

export const DEALER_NOT_FOUND = 'Bayi bulunamadı.';
export const DEALER_USER_NOT_FOUND = 'Kullanıcı bulunamadı.';
export const DEALER_CHANGED =
  'Bu bayi siz düzenlerken başkası tarafından kaydedildi. Sayfayı yenileyip değişikliklerinizi yeniden yapın.';
const CODE_TAKEN = 'Bu Cari No başka bir bayide kullanılıyor.';

/** Agreement prices shown on the dealer's card; the rest are counted. */
const AGREEMENT_PRICES_SHOWN = 10;

export interface DealersDeps {
  /** The dealer's open-account position by checkout's risk rule (its ledger balance and the limit left). */
  riskPosition(dealerId: number): Promise<{ balance: Decimal; remaining: Decimal }>;
  /** The dealer's users' sign-in accounts. */
  users: UsersService;
  /** Makes a staff session shop for a dealer, or for nobody (auth). */
  shopFor(sessionIdHash: string, dealerId: number | null): Promise<void>;
}

/** A user as the dealer's card shows them. */
const dealerUser = (u: AccountUser): AdminDealerUser => ({
  id: u.id,
  userCode: u.userCode,
  displayName: u.displayName,
  email: u.email,
  isActive: u.isActive,
  locked: u.locked,
  lastLoginAt: u.lastLoginAt,
  sessions: u.sessions,
});
const dealerResult = (r: AccountResult): AdminDealerUserResult => ({ ...r, user: dealerUser(r.user) });

const fieldError = (field: string, message: string) =>
  new RequestValidationError('body', message, { [field]: message });

/** A stored dealer as the form's values (what an edit compares and the audit log keeps). */
function formOf(d: DealerRow): AdminDealerFormValues {
  return {
    code: d.code,
    name: d.name,
    taxOffice: d.tax_office,
    taxNumber: d.tax_number,
    email: d.email,
    phone: d.phone,
    representativeId: d.representative_id,
    riskLimit: new Decimal(d.risk_limit).toFixed(2),
    discountRate: new Decimal(d.discount_rate).toFixed(2),
    defaultPaymentMethod: d.default_payment_method as AdminDealerFormValues['defaultPaymentMethod'],
    paymentTermDays: d.payment_term_days,
    isActive: d.is_active,
    priceListIds: d.price_list_ids,
  };
}

/** Only the fields an edit changed, before and after (amounts are both written with two places). */
function changedFields(before: AdminDealerFormValues, after: AdminDealerFormValues) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminDealerFormValues)[]) {
    if (!same(before[key], after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/**
 * Dealers as staff keep them (the back office's Bayiler): the list a sales representative sees (their own dealers),
 * the card, the form with its optimistic version, and shopping for a dealer. The dealer's users are the users
 * module's; this module checks the dealer is the viewer's before passing them on.
 */
export function createDealersService(repo: DealersRepository, deps: DealersDeps) {
  const ownerOf = (dealer: DealerRow): AccountOwner => ({ dealerId: dealer.id, cariNo: dealer.code });

  /**
   * Representative and price lists must exist: refused per field otherwise. A representative made inactive keeps
   * the dealers it has (`kept`: the dealer's stored one), but is no new choice.
   */
  async function checkReferences(
    tx: DealerStatements,
    v: AdminDealerFormValues,
    exceptId: number | null,
    kept: number | null = null,
  ) {
    const owner = await tx.dealerIdByCode(v.code);
    if (owner !== undefined && owner !== exceptId) throw fieldError('code', CODE_TAKEN);
    if (v.representativeId !== null && v.representativeId !== kept) {
      const active = await tx.representativeActive(v.representativeId);
      if (active === undefined) throw fieldError('representativeId', 'Seçilen temsilci bulunamadı.');
      if (!active) throw fieldError('representativeId', REPRESENTATIVE_INACTIVE);
    }
    const missing = await tx.missingPriceLists(v.priceListIds);
    if (missing.length) throw fieldError('priceListIds', `Fiyat listesi bulunamadı: ${missing.join(', ')}.`);
  }

  async function dealerOf(viewer: DealerViewer, id: number): Promise<DealerRow> {
    const dealer = await repo.dealer(id, viewer.representativeId);
    if (!dealer) throw notFound(DEALER_NOT_FOUND);
    return dealer;
  }

  const service = {
    async list(viewer: DealerViewer, q: AdminDealerListQuery): Promise<AdminDealerListResponse> {
      const filter = { q: q.q || undefined, representativeId: q.representativeId };
      const offset = (q.page - 1) * ADMIN_DEALER_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.page(filter, viewer.representativeId, ADMIN_DEALER_PAGE_SIZE, offset),
        repo.count(filter, viewer.representativeId),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          code: r.code,
          name: r.name,
          taxNumber: r.tax_number,
          city: r.city,
          representative: r.representative,
          isActive: r.is_active,
          userCount: r.user_count,
        })),
        total,
        page: q.page,
        pageSize: ADMIN_DEALER_PAGE_SIZE,
      };
    },

    /** What the dealer form picks from; representatives in Turkish name order, inactive ones marked. */
    async options(): Promise<AdminDealerOptions> {
      const { representatives, priceLists } = await repo.options();
      return { representatives: representatives.sort((a, b) => turkishCollator.compare(a.name, b.name)), priceLists };
    },

    async detail(viewer: DealerViewer, id: number): Promise<AdminDealerDetail> {
      const dealer = await dealerOf(viewer, id);
      const [addresses, agreements, users, risk] = await Promise.all([
        repo.addresses(id),
        repo.agreementPrices(id, AGREEMENT_PRICES_SHOWN),
        deps.users.list(ownerOf(dealer)),
        deps.riskPosition(id),
      ]);
      const form = formOf(dealer);
      return {
        id,
        version: dealer.version,
        ...form,
        balance: risk.balance.toFixed(2),
        remainingRisk: risk.remaining.toFixed(2),
        addresses: addresses.map((a) => ({
          id: a.id,
          title: a.title,
          address: addressText(a),
          contactPerson: a.contact_person,
          phone: a.phone,
          isDefault: a.is_default,
        })),
        agreementPrices: {
          count: agreements.count,
          first: agreements.rows.map((p) => ({
            code: p.code,
            name: p.name,
            price: p.price,
            currency: p.currency_code,
            discountRate: p.discount_rate,
          })),
        },
        users: users.map(dealerUser),
      };
    },

    async create(actor: Actor, v: AdminDealerFormValues): Promise<number> {
      try {
        return await repo.transaction(async (tx) => {
          await checkReferences(tx, v, null);
          const id = await tx.insertDealer(v);
          await tx.setPriceLists(id, v.priceListIds);
          await tx.audit(actor, {
            action: 'dealer.create',
            entity: 'dealer',
            entityId: id,
            summary: `${v.code} ${v.name} bayisi eklendi.`,
            after: v,
          });
          return id;
        });
      } catch (err) {
        // Another staff member took the code between the check and the insert: the unique index decides.
        if (isUniqueViolation(err)) throw fieldError('code', CODE_TAKEN);
        throw err;
      }
    },

    /** Saves an edit made on `version`; an older version than the stored one is refused (409), nothing written. */
    async update(actor: Actor, id: number, version: number, v: AdminDealerFormValues): Promise<void> {
      try {
        await repo.transaction(async (tx) => {
          const before = await tx.dealer(id, null, true);
          if (!before) throw notFound(DEALER_NOT_FOUND);
          if (before.version !== version) throw new HttpError(409, DEALER_CHANGED);
          await checkReferences(tx, v, id, before.representative_id);
          if (!(await tx.updateDealer(id, version, v))) throw new HttpError(409, DEALER_CHANGED);
          await tx.setPriceLists(id, v.priceListIds);
          const change = changedFields(formOf(before), v);
          await tx.audit(actor, {
            action: 'dealer.update',
            entity: 'dealer',
            entityId: id,
            summary: `${v.code} ${v.name} bayisi düzenlendi (${Object.keys(change.after).join(', ') || 'değişiklik yok'}).`,
            ...change,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('code', CODE_TAKEN);
        throw err;
      }
    },

    /**
     * The staff member shops for the dealer from their next request on: its prices, its basket (one per dealer)
     * and orders placed in its name, marked with who placed them. A representative only for their own dealers.
     */
    async shopFor(viewer: DealerViewer, dealerId: number): Promise<AdminShopForResponse> {
      const dealer = await dealerOf(viewer, dealerId);
      if (!dealer.is_active) throw badRequest('Pasif bir bayi adına sipariş verilemez.');
      await deps.shopFor(viewer.sessionIdHash, dealerId);
      await repo.audit(viewer, {
        action: 'dealer.shop',
        entity: 'dealer',
        entityId: dealerId,
        summary: `${viewer.displayName}, ${dealer.code} ${dealer.name} adına alışverişe başladı.`,
      });
      return {
        hasError: false,
        dealer: { id: dealer.id, code: dealer.code, name: dealer.name },
        message: `${dealer.name} adına alışveriş yapıyorsunuz.`,
      };
    },

    /** Back to the staff member's own session. */
    async stopShopping(viewer: DealerViewer): Promise<void> {
      await deps.shopFor(viewer.sessionIdHash, null);
    },

    /** A new dealer user with a generated password, answered once. */
    async createUser(
      viewer: DealerViewer,
      dealerId: number,
      input: { userCode: string; displayName: string; email: string | null },
    ): Promise<AdminDealerUserResult> {
      const dealer = await dealerOf(viewer, dealerId);
      const result = await deps.users.create(viewer, ownerOf(dealer), {
        ...input,
        role: 'dealer',
        representativeId: null,
      });
      return dealerResult(result);
    },

    /** One action on one of the dealer's users (see UsersService.act). */
    async userAction(
      viewer: DealerViewer,
      dealerId: number,
      userId: number,
      action: UserAccountAction,
    ): Promise<AdminDealerUserResult> {
      const owner = ownerOf(await dealerOf(viewer, dealerId));
      const user = await deps.users.one(owner, userId);
      if (!user) throw notFound(DEALER_USER_NOT_FOUND);
      return dealerResult(await deps.users.act(viewer, owner, user, action));
    },
  };
  return service;
}

export type DealersService = ReturnType<typeof createDealersService>;

/**
 * The ERP import's writes of dealers, their price lists and addresses, in the import's transaction `tx`: its batches
 * are written through this module's repository, one statement per step for the whole batch.
 */
export function dealerImportWrites(tx: Db) {
  const repo = createDealersRepository(tx);
  return {
    upsertDealers: repo.upsertImportedDealers,
    replacePriceLists: repo.replaceImportedPriceLists,
    clearOtherDefaultAddresses: repo.clearOtherDefaultAddresses,
    upsertAddresses: repo.upsertImportedAddresses,
  };
}
