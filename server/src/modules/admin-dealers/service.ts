import { randomInt } from 'node:crypto';
import {
  ADMIN_DEALER_PAGE_SIZE,
  type AdminDealerDetail,
  type AdminDealerFormValues,
  type AdminDealerListQuery,
  type AdminDealerListResponse,
  type AdminDealerOptions,
  type AdminDealerUser,
  type AdminDealerUserAction,
  type AdminDealerUserResult,
} from '@bayi/common';
import Decimal from 'decimal.js';
import { isUniqueViolation } from '../../db/query';
import { HttpError, notFound, RequestValidationError } from '../../plugins/errors';
import type { StaffMember } from '../../plugins/request-context';
import type { Actor } from '../audit/log';
import { addressText } from '../account/service';
import { accountThrottleKeys } from '../auth/service';
import type { AdminDealersRepository, AdminDealerStatements, DealerRow, DealerUserRow } from './repository';

/** Who is looking: a sales representative (representativeId set) sees their own dealers only. */
export type DealerViewer = StaffMember;

export const DEALER_NOT_FOUND = 'Bayi bulunamadı.';
export const DEALER_USER_NOT_FOUND = 'Kullanıcı bulunamadı.';
export const DEALER_CHANGED =
  'Bu bayi siz düzenlerken başkası tarafından kaydedildi. Sayfayı yenileyip değişikliklerinizi yeniden yapın.';
const CODE_TAKEN = 'Bu Cari No başka bir bayide kullanılıyor.';
const USER_CODE_TAKEN = 'Bu bayide bu kullanıcı kodu zaten var.';

/** Agreement prices shown on the dealer's card; the rest are counted. */
const AGREEMENT_PRICES_SHOWN = 10;

/**
 * A password staff read out to a dealer once: 12 characters without look-alikes (0/O, 1/l/I), from the
 * CSPRNG — about 70 bits.
 */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newPassword(): string {
  return Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

export interface AdminDealersDeps {
  hashPassword(password: string): Promise<string>;
  /** The dealer's open-account position by checkout's risk rule (its ledger balance and the limit left). */
  riskPosition(dealerId: number): Promise<{ balance: Decimal; remaining: Decimal }>;
  /** Sessions this process remembers for the user are dropped at once (auth). */
  forgetSessionsOf(userId: number): void;
}

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

export function createAdminDealersService(repo: AdminDealersRepository, deps: AdminDealersDeps) {
  async function usersOf(dealer: { code: string }, rows: DealerUserRow[]): Promise<AdminDealerUser[]> {
    const keys = rows.map((u) => accountThrottleKeys(dealer.code, u.user_code));
    const locked = await repo.lockedAccounts(keys);
    return rows.map((u, i) => ({
      id: u.id,
      userCode: u.user_code,
      displayName: u.display_name,
      email: u.email,
      isActive: u.is_active,
      locked: locked.has(keys[i]!.account),
      lastLoginAt: u.last_login_at,
      sessions: u.sessions,
    }));
  }

  /** Representative and price lists must exist: refused per field otherwise. */
  async function checkReferences(tx: AdminDealerStatements, v: AdminDealerFormValues, exceptId: number | null) {
    const owner = await tx.dealerIdByCode(v.code);
    if (owner !== undefined && owner !== exceptId) throw fieldError('code', CODE_TAKEN);
    if (v.representativeId !== null && !(await tx.representativesExist(v.representativeId))) {
      throw fieldError('representativeId', 'Seçilen temsilci bulunamadı.');
    }
    const missing = await tx.missingPriceLists(v.priceListIds);
    if (missing.length) throw fieldError('priceListIds', `Fiyat listesi bulunamadı: ${missing.join(', ')}.`);
  }

  /** The dealer's user, if the dealer is one the viewer may see and the user is its own. */
  async function userOf(viewer: DealerViewer, dealerId: number, userId: number) {
    const dealer = await repo.dealer(dealerId, viewer.representativeId);
    if (!dealer) throw notFound(DEALER_NOT_FOUND);
    const [user] = await repo.users(dealerId, userId);
    if (!user) throw notFound(DEALER_USER_NOT_FOUND);
    return { dealer, user };
  }

  async function userResult(dealer: DealerRow, userId: number, message: string, password?: string) {
    const [row] = await repo.users(dealer.id, userId);
    const [user] = await usersOf(dealer, [row!]);
    return password ? { user: user!, password, message } : { user: user!, message };
  }

  const service = {
    async list(viewer: DealerViewer, q: AdminDealerListQuery): Promise<AdminDealerListResponse> {
      const search = q.q || undefined;
      const offset = (q.page - 1) * ADMIN_DEALER_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.page(search, viewer.representativeId, ADMIN_DEALER_PAGE_SIZE, offset),
        repo.count(search, viewer.representativeId),
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

    options: (): Promise<AdminDealerOptions> => repo.options(),

    async detail(viewer: DealerViewer, id: number): Promise<AdminDealerDetail> {
      const dealer = await repo.dealer(id, viewer.representativeId);
      if (!dealer) throw notFound(DEALER_NOT_FOUND);
      const [addresses, agreements, users, risk] = await Promise.all([
        repo.addresses(id),
        repo.agreementPrices(id, AGREEMENT_PRICES_SHOWN),
        repo.users(id),
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
        users: await usersOf(dealer, users),
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
          await checkReferences(tx, v, id);
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

    /** A new dealer user with a generated password, answered once. */
    async createUser(
      viewer: DealerViewer,
      dealerId: number,
      input: { userCode: string; displayName: string; email: string | null },
    ): Promise<AdminDealerUserResult> {
      const dealer = await repo.dealer(dealerId, viewer.representativeId);
      if (!dealer) throw notFound(DEALER_NOT_FOUND);
      const password = newPassword();
      const passwordHash = await deps.hashPassword(password);
      let userId: number;
      try {
        userId = await repo.transaction(async (tx) => {
          if (await tx.userCodeTaken(dealerId, input.userCode)) throw fieldError('userCode', USER_CODE_TAKEN);
          const id = await tx.insertUser(dealerId, { ...input, passwordHash });
          await tx.audit(viewer, {
            action: 'dealer.user.create',
            entity: 'user',
            entityId: id,
            summary: `${dealer.code} bayisine ${input.userCode} kullanıcısı eklendi.`,
            after: { dealerId, ...input },
          });
          return id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('userCode', USER_CODE_TAKEN);
        throw err;
      }
      return userResult(
        dealer,
        userId,
        'Kullanıcı oluşturuldu. Şifreyi şimdi not edin: bir daha gösterilmez.',
        password,
      );
    },

    /**
     * One action on a dealer user. A new password and a deactivation end the user's sessions too (ASVS
     * 3.3.3); unlocking removes the sign-in throttle's hold on the account from every address.
     */
    async userAction(
      viewer: DealerViewer,
      dealerId: number,
      userId: number,
      action: AdminDealerUserAction,
    ): Promise<AdminDealerUserResult> {
      const { dealer, user } = await userOf(viewer, dealerId, userId);
      const who = `${dealer.code} / ${user.user_code}`;
      const entry = (name: string, summary: string, before?: unknown, after?: unknown) => ({
        action: `dealer.user.${name}`,
        entity: 'user',
        entityId: userId,
        summary,
        before,
        after,
      });
      let password: string | undefined;
      let message: string;
      switch (action) {
        case 'password': {
          password = newPassword();
          const hash = await deps.hashPassword(password);
          await repo.transaction(async (tx) => {
            await tx.setPassword(userId, hash);
            const ended = await tx.endSessions(userId);
            await tx.audit(
              viewer,
              entry('password', `${who} kullanıcısına yeni şifre verildi; ${ended} oturum kapatıldı.`),
            );
          });
          message = 'Yeni şifre verildi ve açık oturumlar kapatıldı. Şifreyi şimdi not edin: bir daha gösterilmez.';
          break;
        }
        case 'deactivate':
        case 'activate': {
          const active = action === 'activate';
          await repo.transaction(async (tx) => {
            await tx.setActive(userId, active);
            const ended = active ? 0 : await tx.endSessions(userId);
            await tx.audit(
              viewer,
              entry(
                action,
                active
                  ? `${who} kullanıcısı etkinleştirildi.`
                  : `${who} kullanıcısı pasifleştirildi; ${ended} oturum kapatıldı.`,
                { isActive: user.is_active },
                { isActive: active },
              ),
            );
          });
          message = active ? 'Kullanıcı etkinleştirildi.' : 'Kullanıcı pasifleştirildi; artık giriş yapamaz.';
          break;
        }
        case 'unlock': {
          const removed = await repo.transaction(async (tx) => {
            const n = await tx.unlock(accountThrottleKeys(dealer.code, user.user_code));
            await tx.audit(viewer, entry('unlock', `${who} kullanıcısının giriş kilidi kaldırıldı.`));
            return n;
          });
          message = removed ? 'Giriş kilidi kaldırıldı.' : 'Bu kullanıcının giriş kilidi yoktu.';
          break;
        }
        case 'sign-out': {
          const ended = await repo.transaction(async (tx) => {
            const n = await tx.endSessions(userId);
            await tx.audit(viewer, entry('sign-out', `${who} kullanıcısının ${n} oturumu kapatıldı.`));
            return n;
          });
          message = ended ? `${ended} oturum kapatıldı.` : 'Açık oturum yoktu.';
          break;
        }
      }
      if (action !== 'unlock' && action !== 'activate') deps.forgetSessionsOf(userId);
      return userResult(dealer, userId, message, password);
    },
  };
  return service;
}

export type AdminDealersService = ReturnType<typeof createAdminDealersService>;
