import {
  bankAccountMessages,
  DELIVERY_SLOT_KIND_NAMES,
  DELIVERY_SLOT_KINDS,
  formatIban,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_NAMES,
  type AdminBankAccountRow,
  type AdminBankAccounts,
  type AdminDeliverySlots,
  type AdminDeliverySlotsValues,
  type AdminPaymentMethods,
  type DeliverySlotKind,
  type PaymentMethodId,
} from '@bayi/common';
import { RequestValidationError } from '../../plugins/errors';
import { settingIsOn } from '../application/service';
import { paymentOptions } from '../checkout/service';
import type { Actor } from '../audit/log';
import type { SettingsRepository, SettingsStatements, BankAccountRow } from './repository';

export interface CheckoutOptionsDeps {
  /** Serves the new settings from the next request on (this process; others within SHARED_CACHE_SECONDS). */
  invalidate(): void;
}

const deliverySetting = (kind: DeliverySlotKind) => `teslimat.${kind}.active`;
const PAYMENT_KEYS = ['odeme.krediKarti.active', 'odeme.sekilleri', 'odeme.varsayilan'] as const;
/** The methods of odeme.sekilleri this page turns on and off (the card is its own setting). */
const LISTED_METHODS = ['havale', 'acikhesap'] as const;

/** A refusal naming each wrong field; the message lists the distinct reasons once. */
function refuse(errors: Record<string, string>): never {
  throw new RequestValidationError('body', [...new Set(Object.values(errors))].join(' '), errors);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** odeme.sekilleri as checkout reads it: the ids in order, without the card (which is its own setting). */
function listedMethods(stored: string | undefined): string[] {
  return paymentOptions(new Map(stored === undefined ? [] : [['odeme.sekilleri', stored]])).others;
}

/** What the audit log keeps of a bank account. */
const plainAccount = (a: {
  bankName: string;
  branch: string | null;
  currencyCode: string;
  accountNo: string;
  iban: string;
  active: boolean;
}) => ({
  bank: a.bankName,
  branch: a.branch,
  currency: a.currencyCode,
  accountNo: a.accountNo,
  iban: a.iban,
  active: a.active,
});
const accountOf = (r: BankAccountRow) => ({
  id: r.id,
  bankName: r.bank_name,
  branch: r.branch,
  currencyCode: r.currency_code,
  accountNo: r.account_no,
  iban: r.iban,
  active: r.is_active,
  usedByOrders: r.used,
});

/**
 * What checkout offers, as admins set it: delivery slots, bank accounts and the payment methods.
 * Each save runs in one transaction under one lock with its audit entry, writes nothing when nothing changed,
 * and checkout shows it at the next request — slots and accounts are read fresh there, the settings through
 * the application cache this module empties.
 */
export function createCheckoutOptionsService(repo: SettingsRepository, deps: CheckoutOptionsDeps) {
  async function deliverySlots(db: SettingsStatements = repo): Promise<AdminDeliverySlots> {
    const [rows, settings] = await Promise.all([db.slots(), db.values(DELIVERY_SLOT_KINDS.map(deliverySetting))]);
    const of = (kind: DeliverySlotKind) => ({
      enabled: settingIsOn(settings.get(deliverySetting(kind))),
      slots: rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, label: r.label, active: r.is_active })),
    });
    return { arac: of('arac'), kurye: of('kurye') };
  }

  async function paymentMethods(db: SettingsStatements = repo): Promise<AdminPaymentMethods> {
    const settings = await db.values(PAYMENT_KEYS);
    const offered = paymentOptions(settings);
    const listed = new Set(offered.others);
    const enabled = {
      kredikarti: offered.cardEnabled,
      havale: listed.has('havale'),
      acikhesap: listed.has('acikhesap'),
    };
    const ours = (m: string): m is PaymentMethodId => (PAYMENT_METHOD_IDS as readonly string[]).includes(m);
    const defaultMethod = ours(offered.defaultMethod)
      ? offered.defaultMethod
      : (PAYMENT_METHOD_IDS.find((m) => enabled[m]) ?? 'havale');
    return {
      enabled,
      defaultMethod,
      others: offered.others.filter((m) => !(LISTED_METHODS as readonly string[]).includes(m)),
    };
  }

  async function bankAccounts(db: SettingsStatements = repo): Promise<AdminBankAccounts> {
    const [rows, currencies] = await Promise.all([db.bankAccounts(), db.currencies()]);
    return { accounts: rows.map(accountOf), currencies, notices: [] };
  }

  return {
    deliverySlots: () => deliverySlots(),
    bankAccounts: () => bankAccounts(),
    paymentMethods: () => paymentMethods(),

    /**
     * Replaces the slots of both kinds whole, in the order given, and turns each kind on or off. A slot not in
     * the list is deleted: orders keep the slot they were given as text (orders.delivery_slot), so no order
     * loses it; a slot renamed is renamed for the orders to come only.
     */
    async saveDeliverySlots(actor: Actor, body: AdminDeliverySlotsValues): Promise<AdminDeliverySlots> {
      await repo.transaction(async (tx) => {
        await tx.lockCheckoutOptions();
        const before = await deliverySlots(tx);
        const stored = new Map((await tx.slots()).map((r) => [r.id, r]));
        const errors: Record<string, string> = {};
        for (const kind of DELIVERY_SLOT_KINDS) {
          body[kind].slots.forEach((s, i) => {
            if (s.id !== null && stored.get(s.id)?.kind !== kind) {
              errors[`${kind}.slots.${i}.id`] = 'Bu saat dilimi bulunamadı; sayfayı yenileyip tekrar deneyin.';
            }
          });
        }
        if (Object.keys(errors).length) refuse(errors);

        const plain = (d: AdminDeliverySlots | AdminDeliverySlotsValues) =>
          Object.fromEntries(
            DELIVERY_SLOT_KINDS.map((k) => [
              k,
              { enabled: d[k].enabled, slots: d[k].slots.map((s) => ({ label: s.label, active: s.active })) },
            ]),
          );
        const idsOf = (d: AdminDeliverySlots | AdminDeliverySlotsValues) =>
          DELIVERY_SLOT_KINDS.map((k) => d[k].slots.map((s) => s.id));
        if (same(plain(before), plain(body)) && same(idsOf(before), idsOf(body))) return;

        const kept = new Set(DELIVERY_SLOT_KINDS.flatMap((k) => body[k].slots.map((s) => s.id)));
        await tx.deleteSlots([...stored.keys()].filter((id) => !kept.has(id)));
        for (const kind of DELIVERY_SLOT_KINDS) {
          for (const [i, s] of body[kind].slots.entries()) {
            if (s.id === null) await tx.insertSlot(kind, s.label, s.active, i + 1);
            else await tx.updateSlot(s.id, s.label, s.active, i + 1);
          }
          if (before[kind].enabled !== body[kind].enabled) {
            await tx.save(deliverySetting(kind), body[kind].enabled ? 'True' : 'False');
          }
        }
        const sentence = (k: DeliverySlotKind) => {
          const { enabled, slots } = body[k];
          return `${DELIVERY_SLOT_KIND_NAMES[k]} ${enabled ? 'açık' : 'kapalı'}, ${slots.length} saat dilimi (${slots.filter((s) => s.active).length} etkin)`;
        };
        await tx.audit(actor, {
          action: 'settings.delivery-slots',
          entity: 'settings',
          entityId: 'delivery-slots',
          summary: `Teslimat saatleri kaydedildi: ${DELIVERY_SLOT_KINDS.map(sentence).join('; ')}.`,
          before: plain(before),
          after: plain(body),
        });
      });
      deps.invalidate();
      return deliverySlots();
    },

    /**
     * Replaces the bank accounts whole, in the order given, keeping the ids of the accounts that stay. An
     * account some order points at is never deleted — left out of the list it is made inactive and the answer
     * says so — and its IBAN and currency stay as the orders were given them.
     */
    async saveBankAccounts(actor: Actor, listedAccounts: AdminBankAccountRow[]): Promise<AdminBankAccounts> {
      const notices: string[] = [];
      await repo.transaction(async (tx) => {
        await tx.lockCheckoutOptions();
        const [rows, currencies, settings] = await Promise.all([
          tx.bankAccounts(true),
          tx.currencies(),
          tx.values(['odeme.sekilleri']),
        ]);
        const stored = new Map(rows.map((r) => [r.id, r]));
        // An account taken out of the list and typed in again as a new row is the same account: it keeps its id
        // (and its orders) instead of being stored twice. The list's own rule already refuses an IBAN twice.
        const listedIds = new Set(listedAccounts.map((a) => a.id));
        const unlistedByIban = new Map(rows.filter((r) => !listedIds.has(r.id)).map((r) => [r.iban, r.id]));
        const accounts = listedAccounts.map((a) =>
          a.id === null && unlistedByIban.has(a.iban) ? { ...a, id: unlistedByIban.get(a.iban)! } : a,
        );
        const knownCurrencies = new Set(currencies.map((c) => c.code));
        const errors: Record<string, string> = {};
        accounts.forEach((a, i) => {
          const at = `accounts.${i}`;
          const row = a.id === null ? undefined : stored.get(a.id);
          if (a.id !== null && !row) errors[`${at}.id`] = bankAccountMessages.unknown;
          if (!knownCurrencies.has(a.currencyCode)) {
            errors[`${at}.currencyCode`] = bankAccountMessages.currencyUnknown(a.currencyCode);
          }
          if (row?.used && row.iban !== a.iban) errors[`${at}.iban`] = bankAccountMessages.ibanFixed;
          if (row?.used && row.currency_code !== a.currencyCode) {
            errors[`${at}.currencyCode`] = bankAccountMessages.currencyFixed;
          }
        });
        if (listedMethods(settings.get('odeme.sekilleri')).includes('havale') && !accounts.some((a) => a.active)) {
          errors.accounts = bankAccountMessages.noneActiveForHavale;
        }
        if (Object.keys(errors).length) refuse(errors);

        const listed = new Set(accounts.map((a) => a.id));
        const removed = rows.filter((r) => !listed.has(r.id));
        const keptInactive = removed.filter((r) => r.used);
        const after = [
          ...accounts.map((a) => ({ id: a.id, ...plainAccount(a) })),
          ...keptInactive.map((r) => ({ id: r.id, ...plainAccount({ ...accountOf(r), active: false }) })),
        ];
        const before = rows.map((r) => ({ id: r.id, ...plainAccount(accountOf(r)) }));
        if (same(before, after)) return;

        await tx.deleteBankAccounts(removed.filter((r) => !r.used).map((r) => r.id));
        for (const [i, a] of accounts.entries()) {
          const values = { ...a, sort: i + 1 };
          if (a.id === null) await tx.insertBankAccount(values);
          else await tx.updateBankAccount(a.id, values);
        }
        for (const [i, r] of keptInactive.entries()) {
          await tx.deactivateBankAccount(r.id, accounts.length + i + 1);
          notices.push(bankAccountMessages.keptInactive(`${r.bank_name} (${formatIban(r.iban)})`));
        }
        const deleted = removed.length - keptInactive.length;
        await tx.audit(actor, {
          action: 'settings.bank-accounts',
          entity: 'settings',
          entityId: 'bank-accounts',
          summary:
            `Banka hesapları kaydedildi: ${accounts.length} hesap (${accounts.filter((a) => a.active).length} etkin)` +
            `${deleted ? `, ${deleted} silindi` : ''}${keptInactive.length ? `, ${keptInactive.length} siparişlerde kullanıldığı için pasif yapıldı` : ''}.`,
          before: { accounts: before },
          after: { accounts: after },
        });
      });
      return { ...(await bankAccounts()), notices };
    },

    /**
     * Turns card, bank transfer and open account on or off and sets the default, in the settings checkout reads
     * (odeme.krediKarti.active, odeme.sekilleri, odeme.varsayilan); further methods of odeme.sekilleri stay.
     */
    async savePaymentMethods(
      actor: Actor,
      body: Pick<AdminPaymentMethods, 'enabled' | 'defaultMethod'>,
    ): Promise<AdminPaymentMethods> {
      await repo.transaction(async (tx) => {
        await tx.lockCheckoutOptions();
        const stored = await tx.values(PAYMENT_KEYS);
        if (body.enabled.havale && !(await tx.bankAccounts()).some((a) => a.is_active)) {
          refuse({ 'enabled.havale': 'Havale / EFT için önce Banka hesapları bölümünde etkin bir hesap ekleyin.' });
        }
        const list = listedMethods(stored.get('odeme.sekilleri')).filter(
          (m) => !(LISTED_METHODS as readonly string[]).includes(m) || body.enabled[m as 'havale' | 'acikhesap'],
        );
        for (const m of LISTED_METHODS) if (body.enabled[m] && !list.includes(m)) list.push(m);
        const next: Record<(typeof PAYMENT_KEYS)[number], string> = {
          'odeme.krediKarti.active': body.enabled.kredikarti ? 'True' : 'False',
          'odeme.sekilleri': list.join(','),
          'odeme.varsayilan': body.defaultMethod,
        };
        const beforeState = await paymentMethods(tx);
        const changed = PAYMENT_KEYS.filter((k) => (stored.get(k) ?? '') !== next[k]);
        if (!changed.length) return;
        for (const key of changed) await tx.save(key, next[key]);
        const names = (e: AdminPaymentMethods['enabled']) =>
          PAYMENT_METHOD_IDS.filter((m) => e[m]).map((m) => PAYMENT_METHOD_NAMES[m]);
        await tx.audit(actor, {
          action: 'settings.payment-methods',
          entity: 'settings',
          entityId: 'payment-methods',
          summary: `Ödeme şekilleri: ${names(body.enabled).join(', ')} açık; varsayılan ${PAYMENT_METHOD_NAMES[body.defaultMethod]}.`,
          before: {
            enabled: beforeState.enabled,
            defaultMethod: beforeState.defaultMethod,
            ...Object.fromEntries(changed.map((k) => [k, stored.get(k) ?? ''])),
          },
          after: {
            enabled: body.enabled,
            defaultMethod: body.defaultMethod,
            ...Object.fromEntries(changed.map((k) => [k, next[k]])),
          },
        });
      });
      deps.invalidate();
      return paymentMethods();
    },
  };
}

export type CheckoutOptionsService = ReturnType<typeof createCheckoutOptionsService>;
