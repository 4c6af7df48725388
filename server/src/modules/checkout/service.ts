import Decimal from 'decimal.js';
import {
  basketMessages,
  CARD_PAYMENT,
  cardNumberLength,
  formatTL,
  luhnValid,
  type CheckoutChoice,
  type CheckoutData,
  type CheckoutResult,
  type DeliveryMethod,
  type checkoutSubmissionSchema,
} from '@bayi/common';
import type { z } from 'zod';
import { notFound } from '../../plugins/errors';
import { groupBy } from '../../lib/group-by';
import { turkishYear } from '../../lib/turkey-time';
import { settingIsOn, type ApplicationService } from '../application/service';
import { sanitizeContentHtml } from '../content/sanitize';
import { amountNumber, formatAmount, storedLineMoney, totalInTl, totalsByCurrency } from '../pricing/line-money';
import type { OrdersService, OrderWithChoice } from '../orders/service';
import type { CheckoutLineRow, CheckoutRepository, CheckoutStatements } from './repository';

/** A checkout submission after the contract's schema parsed it. */
export type CheckoutSubmission = z.output<typeof checkoutSubmissionSchema>;

export const checkoutErrors = {
  completed: 'Bu sipariş zaten tamamlandı.',
  addressMissing: 'Kargo ile teslimat için bir teslimat adresi seçiniz.',
  addressUnknown: 'Seçilen teslimat adresi bulunamadı.',
  aracOff: 'Araç ile teslimat şu anda kullanılamıyor.',
  kuryeOff: 'Kurye ile teslimat şu anda kullanılamıyor.',
  aracSlotMissing: 'Araç ile teslimat için bir teslimat saati seçiniz.',
  kuryeSlotMissing: 'Kurye ile teslimat için bir teslimat saati seçiniz.',
  slotUnknown: 'Seçilen teslimat saati geçerli değil.',
  paymentUnknown: 'Seçilen ödeme şekli kullanılamıyor.',
  cardOff: 'Kredi kartı ile ödeme şu anda kullanılamıyor.',
  bankMissing: 'Havale için bir banka hesabı seçiniz.',
  bankUnknown: 'Seçilen banka hesabı geçerli değil.',
  overRisk: (remaining: Decimal) =>
    `Açık hesap risk limitiniz bu sipariş için yeterli değil. Kalan limitiniz: ${formatTL(remaining.toFixed(2))}.`,
  cardName: 'Kart sahibi gerekli.',
  cardNumber: (digits: number) => `Kart numarası ${digits} haneli bir sayı olmalıdır.`,
  cardNumberInvalid: 'Kart numarası geçersiz.',
  cardMonth: 'Son kullanma ayı geçerli değil.',
  cardYear: 'Son kullanma yılı geçerli değil.',
  cardCvc: 'CVC 3 veya 4 haneli bir sayı olmalıdır.',
} as const;

/**
 * A placed order that passed every check with the card chosen: the payments module charges it and completes
 * the order with this delivery choice once the charge is verified.
 */
export interface CardCheckout {
  orderId: number;
  orderNo: string | null;
  /** What the card pays: the order's TL total. */
  orderTl: Decimal;
  choice: { deliveryMethod: string; deliveryAddressId: number | null; deliverySlot: string | null };
}

/** A dealer's open-account position in TL (the risk rule). */
export interface RiskPosition {
  /** dealers.risk_limit. */
  limit: Decimal;
  /** Σ TL debit − Σ TL credit of the ledger, each movement at its own rate. */
  balance: Decimal;
  /** Completed open-account orders no invoice has taken over yet. */
  openOrders: Decimal;
  /** What is left of the limit: limit − balance − open orders, never below 0. */
  remaining: Decimal;
  /** Whether an order of this TL total fits what is left. */
  fits(orderTl: Decimal): boolean;
}

/** Orders a dealer may open at checkout: placed (to complete) or completed (read-only). */
const CHECKOUT_STATUSES = new Set(['placed', 'completed']);

const moneyOf = (rows: CheckoutLineRow[]) =>
  rows.map((r) => ({
    ...storedLineMoney(r),
    exchangeRate: r.exchange_rate,
  }));

/** Payment choices of the settings (spec §4 "Checkout"): the card first when enabled, then odeme.sekilleri. */
export function paymentOptions(settings: Map<string, string>) {
  const cardEnabled = settingIsOn(settings.get('odeme.krediKarti.active'));
  const others = [
    ...new Set(
      (settings.get('odeme.sekilleri') ?? 'havale')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && s !== CARD_PAYMENT),
    ),
  ];
  const offered = cardEnabled ? [CARD_PAYMENT, ...others] : others;
  const preferred = settings.get('odeme.varsayilan')?.trim() ?? '';
  return { cardEnabled, others, offered, defaultMethod: offered.includes(preferred) ? preferred : (offered[0] ?? '') };
}

/** Delivery by vehicle or courier: the setting that turns it on, its slot field and its errors. */
const SLOT_DELIVERY = {
  arac: {
    setting: 'teslimat.arac.active',
    field: 'teslimAracSaat',
    off: checkoutErrors.aracOff,
    slotMissing: checkoutErrors.aracSlotMissing,
  },
  kurye: {
    setting: 'teslimat.kurye.active',
    field: 'teslimKuryeSaat',
    off: checkoutErrors.kuryeOff,
    slotMissing: checkoutErrors.kuryeSlotMissing,
  },
} as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

export function createCheckoutService(
  repo: CheckoutRepository,
  orders: OrdersService,
  application: ApplicationService,
  now: () => Date = () => new Date(),
) {
  const cardYears = () => {
    const year = turkishYear(now());
    return Array.from({ length: 16 }, (_, i) => String(year + i));
  };

  /**
   * The risk rule (docs/architecture.md "Checkout"), in one place for the open-account check and the
   * account page: what is left of the limit = limit − ledger balance − completed open-account orders
   * not invoiced yet (other than `exceptOrderId`), all in TL.
   */
  async function riskPosition(
    statements: CheckoutStatements,
    dealerId: number,
    limit: Decimal,
    exceptOrderId: number,
  ): Promise<RiskPosition> {
    const balance = new Decimal(await statements.ledgerBalanceTl(dealerId));
    const openLines = await statements.uninvoicedOpenAccountLines(dealerId, exceptOrderId);
    let openOrders = new Decimal(0);
    for (const lines of groupBy(openLines, (l) => l.order_id).values())
      openOrders = openOrders.plus(totalInTl(moneyOf(lines)));
    const remaining = limit.minus(balance).minus(openOrders);
    return { limit, balance, openOrders, remaining: Decimal.max(remaining, 0), fits: (tl) => tl.lte(remaining) };
  }

  /** Whether this order fits the dealer's limit; the dealer row stays locked until the transaction ends. */
  async function riskCheck(tx: CheckoutStatements, dealerId: number, orderId: number, orderTl: Decimal) {
    const position = await riskPosition(tx, dealerId, new Decimal(await tx.lockDealerRiskLimit(dealerId)), orderId);
    return { fits: position.fits(orderTl), remaining: position.remaining };
  }

  return {
    /** The dealer's open-account position now, by the rule the open-account check applies (GET /info/me). */
    async riskPosition(dealerId: number): Promise<RiskPosition> {
      return riskPosition(repo, dealerId, new Decimal(await repo.dealerRiskLimit(dealerId)), 0);
    },

    /** GET /basket/checkout/{id} (spec §3 "Checkout data"); 404 unless the dealer's placed or completed order. */
    async data(dealerId: number, orderId: number): Promise<CheckoutData> {
      const order = await orders.dealerOrder(orderId, dealerId);
      if (!order || !CHECKOUT_STATUSES.has(order.status)) throw notFound(basketMessages.orderNotFound);
      const [settings, rows, addresses, slots, banks] = await Promise.all([
        application.settings(),
        orders.moneyLines(order.id),
        repo.addresses(dealerId),
        repo.activeSlots(),
        repo.activeBankAccounts(),
      ]);
      const lines = moneyOf(rows);
      const totals = totalsByCurrency(lines);
      const tl = totalInTl(lines);
      const payments = paymentOptions(settings);
      const completed = order.status === 'completed';
      return {
        notFound: false,
        toplamTutarF: totals.length
          ? totals.map((t) => formatAmount(t.grandTotal, t.currency)).join(' + ')
          : formatAmount(new Decimal(0), 'TL'),
        toplamTutarTLF: formatAmount(tl, 'TL'),
        showToplamTL: settingIsOn(settings.get('odeme.showToplamTL')) && lines.some((l) => l.currency !== 'TL'),
        toplamTutarTL: amountNumber(tl),
        teslimatAracActive: settingIsOn(settings.get(SLOT_DELIVERY.arac.setting)),
        teslimatKuryeActive: settingIsOn(settings.get(SLOT_DELIVERY.kurye.setting)),
        odemeSekilleri: payments.others,
        varsayilanOdemeSekli: payments.defaultMethod,
        creditCardEnable: payments.cardEnabled,
        payProvider: settings.get('odeme.payProvider')?.trim() || null,
        adreses: addresses.map((a) => ({ id: a.id, yetkili: a.contact_person, adres: `${a.title}: ${a.address}` })),
        teslimatAracSaats: slots.filter((s) => s.kind === 'arac').map((s) => s.label),
        teslimatKuryeSaats: slots.filter((s) => s.kind === 'kurye').map((s) => s.label),
        cardMonthList: Array.from({ length: 12 }, (_, i) => ({ value: pad2(i + 1), text: pad2(i + 1) })),
        cardYearList: cardYears().map((y) => ({ value: y, text: y })),
        bankaHesaps: banks.map((b) => ({
          id: b.id,
          bankaAdi: b.bank_name,
          doviz: b.currency_code,
          hesapNo: b.account_no,
          iban: b.iban,
        })),
        acikHesapMessage: sanitizeContentHtml(settings.get('odeme.acikhesap.mesaj') ?? ''),
        depoMessage: settings.get('depo.teslim.mesaj') ?? '',
        secim: completed ? choiceOf(order) : null,
        disableFinish: completed,
        hasError: false,
        errorMessage: completed ? checkoutErrors.completed : null,
      };
    },

    /**
     * POST /basket/checkout2/{id}: checks the delivery and payment choice and completes the order (by card:
     * answers `card` for the payments module instead),
     * all in one transaction that holds the order row, so two submissions at once complete it once
     * (the second reads 'Bu sipariş zaten tamamlandı.'). null: not the dealer's placed order (404).
     */
    async submit(
      dealerId: number,
      orderId: number,
      input: CheckoutSubmission,
    ): Promise<CheckoutResult | { card: CardCheckout } | null> {
      const settings = await application.settings();
      const payments = paymentOptions(settings);
      const method = input.odemeSekli.trim();

      return repo.transaction(async (tx, db) => {
        const order = await orders.lockDealerOrder(db, orderId, dealerId);
        if (!order || !CHECKOUT_STATUSES.has(order.status)) return null;
        if (order.status === 'completed') return { hasError: true, errors: { genel: checkoutErrors.completed } };
        const errors: Record<string, string> = {};

        // Delivery (spec §4): depo needs nothing; kargo an address of this dealer; arac and kurye an active slot.
        const delivery = input.teslimSekli;
        const addressId = delivery === 'depo' ? null : (input.teslimAdres ?? null) || null;
        if (delivery === 'kargo' && addressId === null) errors.teslimAdres = checkoutErrors.addressMissing;
        if (addressId !== null && !(await tx.addressExists(dealerId, addressId))) {
          errors.teslimAdres = checkoutErrors.addressUnknown;
        }
        let slot: string | null = null;
        if (delivery === 'arac' || delivery === 'kurye') {
          const rule = SLOT_DELIVERY[delivery];
          slot = input[rule.field]?.trim() || null;
          if (!settingIsOn(settings.get(rule.setting))) errors.teslimSekli = rule.off;
          else if (!slot) errors[rule.field] = rule.slotMissing;
          else if (!(await tx.activeSlots()).some((s) => s.kind === delivery && s.label === slot)) {
            errors[rule.field] = checkoutErrors.slotUnknown;
          }
        }

        // Payment.
        let bankId: number | null = null;
        if (method === CARD_PAYMENT) {
          if (!payments.cardEnabled) errors.odemeSekli = checkoutErrors.cardOff;
          // The charge itself belongs to the payments module (3-D Secure through the provider).
          else Object.assign(errors, cardErrors(input, cardYears()));
        } else if (!payments.offered.includes(method)) {
          errors.odemeSekli = checkoutErrors.paymentUnknown;
        } else if (method === 'havale') {
          bankId = input.odemeHavaleBanka || null;
          if (bankId === null) errors.odemeHavaleBanka = checkoutErrors.bankMissing;
          else if (!(await tx.lockActiveBankAccount(bankId))) {
            errors.odemeHavaleBanka = checkoutErrors.bankUnknown;
          }
        } else if (method === 'acikhesap') {
          const orderTl = totalInTl(moneyOf(await orders.moneyLines(order.id, db)));
          const risk = await riskCheck(tx, dealerId, order.id, orderTl);
          if (!risk.fits) errors.odemeSekli = checkoutErrors.overRisk(risk.remaining);
        }

        if (Object.keys(errors).length) return { hasError: true, errors };
        if (method === CARD_PAYMENT) {
          // Not completed here: the order completes, as paid by card, only when the charge is verified.
          return {
            card: {
              orderId: order.id,
              orderNo: order.document_no,
              orderTl: totalInTl(moneyOf(await orders.moneyLines(order.id, db))),
              choice: { deliveryMethod: delivery, deliveryAddressId: addressId, deliverySlot: slot },
            },
          };
        }
        // The orders service's one completion (and its webhook event), in this transaction that holds the order.
        const { completed } = await orders.complete(db, order.id, dealerId, {
          deliveryMethod: delivery,
          deliveryAddressId: addressId,
          deliverySlot: slot,
          paymentMethod: method,
          bankAccountId: bankId,
          completedAt: now(),
        });
        if (!completed) return { hasError: true, errors: { genel: checkoutErrors.completed } };
        return { hasError: false, errors: {} };
      });
    },
  };
}

/** The card fields (spec §5 payment form rules), when card payment is chosen. */
function cardErrors(input: CheckoutSubmission, years: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.cardName?.trim()) errors.cardName = checkoutErrors.cardName;
  const number = (input.cardNumber ?? '').replace(/\s+/g, '');
  // American Express has 15 digits, every other card 16; the check digit catches a mistyped one.
  const length = cardNumberLength(number);
  if (!/^\d+$/.test(number) || number.length !== length) errors.cardNumber = checkoutErrors.cardNumber(length);
  else if (!luhnValid(number)) errors.cardNumber = checkoutErrors.cardNumberInvalid;
  const month = Number(input.cardMonth);
  if (!/^\d{1,2}$/.test(input.cardMonth ?? '') || month < 1 || month > 12) errors.cardMonth = checkoutErrors.cardMonth;
  if (!years.includes(input.cardYear ?? '')) errors.cardYear = checkoutErrors.cardYear;
  if (!/^\d{3,4}$/.test(input.cardCVC ?? '')) errors.cardCVC = checkoutErrors.cardCvc;
  return errors;
}

/** What a completed order was completed with, in the submission's terms, for its read-only summary. */
function choiceOf(order: OrderWithChoice): CheckoutChoice {
  const method = (order.delivery_method ?? 'depo') as DeliveryMethod;
  return {
    teslimSekli: method,
    teslimAdres: order.delivery_address_id,
    teslimAracSaat: method === 'arac' ? order.delivery_slot : null,
    teslimKuryeSaat: method === 'kurye' ? order.delivery_slot : null,
    odemeSekli: order.payment_method ?? '',
    odemeHavaleBanka: order.bank_account_id,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
