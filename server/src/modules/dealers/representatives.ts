import {
  REPRESENTATIVE_INACTIVE,
  turkishCollator,
  type AdminRepresentativeDetail,
  type AdminRepresentativeList,
  type AdminRepresentativeResult,
  type AdminRepresentativeValues,
  type RepresentativeAction,
} from '@bayi/common';
import { isUniqueViolation } from '../../db/query';
import { HttpError, notFound, RequestValidationError } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import type { DealersRepository, DealerStatements, RepresentativeRow } from './repository';

/**
 * Sales representatives (Plasiyerler): the records dealers are assigned to and plasiyer staff users are tied to.
 * The dealers module owns the table's writes, next to the dealers that point at it. A representative is never deleted:
 * made inactive, it keeps its dealers and users (and the dealer's account page keeps showing it), but the dealer
 * form, the staff form, an assignment here and the dealers import refuse it as a new choice.
 */

export const REPRESENTATIVE_NOT_FOUND = 'Plasiyer bulunamadı.';
export const NAME_TAKEN = 'Bu adla bir plasiyer zaten var.';
export const CODE_TAKEN = 'Bu plasiyer kodu başka bir plasiyerde kullanılıyor.';
const NOT_ASSIGNED = 'Bu bayi bu plasiyere atanmamış.';

const fieldError = (field: string, message: string) =>
  new RequestValidationError('body', message, { [field]: message });

const valuesOf = (r: RepresentativeRow): AdminRepresentativeValues => ({
  name: r.name,
  code: r.code,
  email: r.email,
  phone: r.phone,
});

const present = (r: RepresentativeRow) => ({
  id: r.id,
  name: r.name,
  code: r.code,
  email: r.email,
  phone: r.phone,
  isActive: r.is_active,
  dealerCount: r.dealer_count,
  userCount: r.user_count,
});

/** "Ayşe Kaya (PL01)": how a sentence of the audit log names a representative. */
const named = (r: { name: string; code: string | null }) => (r.code ? `${r.name} (${r.code})` : r.name);

export function createRepresentativesService(repo: DealersRepository) {
  async function detail(id: number, db: DealerStatements = repo): Promise<AdminRepresentativeDetail> {
    const row = await db.representative(id);
    if (!row) throw notFound(REPRESENTATIVE_NOT_FOUND);
    const users = await db.representativeUsers(id);
    return {
      ...present(row),
      users: users.map((u) => ({
        id: u.id,
        userCode: u.user_code,
        displayName: u.display_name,
        isActive: u.is_active,
      })),
    };
  }

  /** Name and code are each one representative's (folded the Turkish way): refused on the field otherwise. */
  async function checkUnique(tx: DealerStatements, v: AdminRepresentativeValues, exceptId: number | null) {
    if ((await tx.representativeIdWith('name', v.name, exceptId)) !== undefined) throw fieldError('name', NAME_TAKEN);
    if (v.code !== null && (await tx.representativeIdWith('code', v.code, exceptId)) !== undefined) {
      throw fieldError('code', CODE_TAKEN);
    }
  }

  /** Another staff member took the name or code between the check and the write: the unique index decided. */
  async function uniqueRefusal(err: unknown, v: AdminRepresentativeValues, exceptId: number | null): Promise<never> {
    if (isUniqueViolation(err)) {
      await checkUnique(repo, v, exceptId);
      throw fieldError('name', NAME_TAKEN);
    }
    throw err;
  }

  async function locked(tx: DealerStatements, id: number): Promise<RepresentativeRow> {
    const row = await tx.representative(id, true);
    if (!row) throw notFound(REPRESENTATIVE_NOT_FOUND);
    return row;
  }

  return {
    /** Every representative, active or not, in Turkish name order. */
    async list(): Promise<AdminRepresentativeList> {
      const rows = await repo.representatives();
      return { rows: rows.map(present).sort((a, b) => turkishCollator.compare(a.name, b.name)) };
    },

    detail: (id: number) => detail(id),

    async create(actor: Actor, v: AdminRepresentativeValues): Promise<AdminRepresentativeResult> {
      const id = await repo
        .transaction(async (tx) => {
          await checkUnique(tx, v, null);
          const id = await tx.insertRepresentative(v);
          await tx.audit(actor, {
            action: 'representative.create',
            entity: 'representative',
            entityId: id,
            summary: `${named(v)} plasiyeri eklendi.`,
            after: v,
          });
          return id;
        })
        .catch((err: unknown) => uniqueRefusal(err, v, null));
      return { representative: await detail(id), message: 'Plasiyer eklendi.' };
    },

    /** Name, code, e-mail and phone; the audit entry keeps only what changed. An unchanged save writes nothing. */
    async update(actor: Actor, id: number, v: AdminRepresentativeValues): Promise<AdminRepresentativeResult> {
      const changed = await repo
        .transaction(async (tx) => {
          const before = valuesOf(await locked(tx, id));
          const keys = (Object.keys(v) as (keyof AdminRepresentativeValues)[]).filter((k) => before[k] !== v[k]);
          if (!keys.length) return false;
          await checkUnique(tx, v, id);
          await tx.updateRepresentative(id, v);
          await tx.audit(actor, {
            action: 'representative.update',
            entity: 'representative',
            entityId: id,
            summary: `${named(v)} plasiyeri düzenlendi (${keys.join(', ')}).`,
            before: Object.fromEntries(keys.map((k) => [k, before[k]])),
            after: Object.fromEntries(keys.map((k) => [k, v[k]])),
          });
          return true;
        })
        .catch((err: unknown) => uniqueRefusal(err, v, id));
      return { representative: await detail(id), message: changed ? 'Kaydedildi.' : 'Değişiklik yoktu.' };
    },

    /**
     * Deactivating keeps the representative's dealers and users as they are — the dealers' account page still
     * shows it and its plasiyer still sees them — but nothing is newly assigned to it until it is active again.
     */
    async act(actor: Actor, id: number, action: RepresentativeAction): Promise<AdminRepresentativeResult> {
      const active = action === 'activate';
      const changed = await repo.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.is_active === active) return false;
        await tx.setRepresentativeActive(id, active);
        await tx.audit(actor, {
          action: `representative.${action}`,
          entity: 'representative',
          entityId: id,
          summary: active
            ? `${named(before)} plasiyeri etkinleştirildi.`
            : `${named(before)} plasiyeri pasifleştirildi; ${before.dealer_count} bayisi onda kaldı.`,
          before: { isActive: before.is_active },
          after: { isActive: active },
        });
        return true;
      });
      const message = !changed
        ? active
          ? 'Plasiyer zaten aktif.'
          : 'Plasiyer zaten pasif.'
        : active
          ? 'Plasiyer etkinleştirildi; yeniden bayi atanabilir.'
          : 'Plasiyer pasifleştirildi: bayileri onda kalır, yeni bayi ya da kullanıcı atanamaz.';
      return { representative: await detail(id), message };
    },

    /**
     * Assigns a dealer, found by its Cari No, to the representative — taking it from the one it had. Like an edit
     * of the dealer's card, its version goes up: a card opened before is refused (409) rather than undoing this.
     */
    async assignDealer(actor: Actor, id: number, dealerCode: string): Promise<AdminRepresentativeResult> {
      const message = await repo.transaction(async (tx) => {
        const rep = await locked(tx, id);
        if (!rep.is_active) throw new HttpError(400, REPRESENTATIVE_INACTIVE);
        const dealerId = await tx.dealerIdByCode(dealerCode);
        const dealer = dealerId === undefined ? undefined : await tx.dealer(dealerId, null, true);
        if (!dealer) throw fieldError('dealerCode', `"${dealerCode}" cari numaralı bayi bulunamadı.`);
        if (dealer.representative_id === id) return `${dealer.code} ${dealer.name} zaten bu plasiyerin bayisi.`;
        const previous = dealer.representative_id === null ? null : await tx.representative(dealer.representative_id);
        await tx.setDealerRepresentative(dealer.id, id);
        await tx.audit(actor, {
          action: 'dealer.representative',
          entity: 'dealer',
          entityId: dealer.id,
          summary: `${dealer.code} ${dealer.name} bayisi ${named(rep)} plasiyerine atandı${previous ? ` (önceki: ${named(previous)})` : ''}.`,
          before: { representativeId: dealer.representative_id, representative: previous?.name ?? null },
          after: { representativeId: id, representative: rep.name },
        });
        return `${dealer.code} ${dealer.name} bu plasiyere atandı${previous ? ` (${previous.name} plasiyerinden alındı)` : ''}.`;
      });
      return { representative: await detail(id), message };
    },

    /** The dealer is left without a representative (allowed for an inactive one: that is how it gives them up). */
    async unassignDealer(actor: Actor, id: number, dealerId: number): Promise<AdminRepresentativeResult> {
      const message = await repo.transaction(async (tx) => {
        const rep = await locked(tx, id);
        const dealer = await tx.dealer(dealerId, null, true);
        if (!dealer || dealer.representative_id !== id) throw notFound(NOT_ASSIGNED);
        await tx.setDealerRepresentative(dealer.id, null);
        await tx.audit(actor, {
          action: 'dealer.representative',
          entity: 'dealer',
          entityId: dealer.id,
          summary: `${dealer.code} ${dealer.name} bayisinin ${named(rep)} plasiyeriyle bağı kaldırıldı.`,
          before: { representativeId: id, representative: rep.name },
          after: { representativeId: null, representative: null },
        });
        return `${dealer.code} ${dealer.name} artık bu plasiyerin bayisi değil.`;
      });
      return { representative: await detail(id), message };
    },
  };
}

export type RepresentativesService = ReturnType<typeof createRepresentativesService>;
