import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Decimal from 'decimal.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_PAYMENT_PAGE_SIZE,
  CARD_PAYMENT,
  CARD_YEARS_AHEAD,
  cardNumberError,
  paymentMessages as M,
  type AdminPaymentList,
  type AdminPaymentListQuery,
  type AttemptStatusAnswer,
  type CheckoutResult,
  type DebtPurpose,
  type PaymentDue,
  type PaymentPurpose,
  type PaymentField,
  type PaymentForm,
  type PaymentStart,
  type RatioResponse,
} from '@bayi/common';
import type { z } from 'zod';
import type { ratioQuerySchema } from '@bayi/common';
import { HttpError, RequestValidationError } from '../../plugins/errors';
import { startOfTurkishIsoDay, turkishDay } from '../../lib/turkey-time';
import { isUniqueViolation } from '../../db/query';
import { instalmentMoney, MAX_AMOUNT, moneyF, moneyNumber, moneyText, parseAmount } from './money';
import {
  maskCardNumber,
  ProviderError,
  type CardData,
  type ChargeOutcome,
  type PaymentProvider,
  type RateBank,
  type RateOption,
  type RateTable,
} from './provider';
import { settingIsOn, type ApplicationService } from '../application/service';
import { openInvoiceRow, type Due, type ReceivablesService } from '../receivables/service';
import type { MailService } from '../mail/service';
import type { OrdersService } from '../orders/service';
import { threedsPagePolicy } from './threeds-page';
import type { AttemptRow, OrderChoice, PaymentsRepository } from './repository';

/**
 * Card payments: the rate table (cached per provider), starting 3-D Secure for a collection
 * (Ödeme Sayfası) or an order (checkout by card), the bank's return, the attempt's status and the
 * reconciliation job. Every amount is computed here (money.ts); the browser's ChargePrice is only compared.
 */

export interface PaymentsOptions {
  /** Key of the callback addresses' signatures. */
  secret: string;
  /** Public origin of this site for the bank's return address ('https://b2b.example.com'); null: the request's. */
  publicUrl: string | null;
  rateCacheMs: number;
  providerTimeoutMs: number;
  /** An attempt left open this long is settled by reconciliation (failed unless the provider charged it). */
  expiryMs: number;
  /** Reconciliation asks about an attempt no more often than this. */
  recheckMs: number;
  now?: () => Date;
  log?: FastifyBaseLogger;
  /** The e-mail of a card payment booked, queued in the booking's transaction. */
  mail?: Pick<MailService, 'forTransaction'>;
}

/** Where the payment was started from: the site's origin (for the return address and postMessage) and the payer's IP. */
export interface Site {
  origin: string;
  ip: string;
}

/** Where a request comes from: this site's origin (the CSRF guard has checked Origin against it) and the payer's IP. */
export const siteOf = (request: { protocol: string; host: string; ip: string }): Site => ({
  origin: `${request.protocol}://${request.host}`,
  ip: request.ip,
});

export type RatioQuery = z.output<typeof ratioQuerySchema>;

/** A placed order checkout is about to complete by card (from the checkout service, after its checks). */
export interface CardCheckout {
  orderId: number;
  orderNo: string | null;
  orderTl: Decimal;
  choice: OrderChoice;
}

export interface CheckoutCard {
  cardName?: string | null;
  cardNumber?: string | null;
  cardMonth?: string | null;
  cardYear?: string | null;
  cardCVC?: string | null;
  installment?: number | null;
  installmentId?: string | null;
  addcomissionToAmount?: boolean | null;
}

const TRUE = new Set(['true', 'True', 'on', '1']);
const digitsOf = (s: string | undefined | null) => (s ?? '').replace(/[\s-]/g, '');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError('timeout', `provider did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A message safe for the log: provider errors only (their messages never carry card data). */
const errorForLog = (err: unknown) =>
  err instanceof ProviderError
    ? { kind: err.kind, message: maskDigits(err.message) }
    : { message: maskDigits(String((err as Error)?.message ?? err)).slice(0, 2000) };

/** Any run of 13–19 digits (a card number) masked to first 6, last 4, whatever the message. */
const maskDigits = (text: string) => text.replace(/\b(\d{6})\d{3,9}(\d{4})\b/g, '$1******$2');

/** Kuruş (the receivables' unit) → a decimal TL amount. */
const tlOf = (kurus: bigint) => new Decimal(kurus.toString()).div(100);

export function createPaymentsService(
  repo: PaymentsRepository,
  orders: OrdersService,
  provider: PaymentProvider,
  application: ApplicationService,
  receivables: ReceivablesService,
  options: PaymentsOptions,
) {
  /** The commission checkbox is offered only with showPaymentKomisyon (spec §3); without it none is added. */
  const commissionOffered = async () => settingIsOn((await application.settings()).get('showPaymentKomisyon'));
  const now = options.now ?? (() => new Date());
  const log = options.log;
  const sign = (text: string) => createHmac('sha256', options.secret).update(text).digest('base64url');

  // ——— rate tables, cached per provider ——————————————————————————————————————————
  const RATE_CACHE_MAX = 5_000;
  const rateCache = new Map<string, { at: number; table: Promise<RateTable> }>();

  async function rateTable(bin: string, amount: Decimal): Promise<RateTable> {
    const binKey = `${provider.id}:${bin}`;
    const amountKey = `${binKey}:${amount.toFixed(2)}`;
    const t = Date.now();
    for (const key of [binKey, amountKey]) {
      const hit = rateCache.get(key);
      if (hit && t - hit.at < options.rateCacheMs) return hit.table;
    }
    const table = withTimeout(provider.rates({ bin, amount: moneyText(amount) }), options.providerTimeoutMs);
    const entry = { at: t, table };
    // Until it answers, the same question waits for the same call; a failed call is not kept.
    rateCache.set(amountKey, entry);
    try {
      const answer = await table;
      rateCache.delete(amountKey);
      if (options.rateCacheMs > 0) {
        rateCache.set(answer.dependsOn === 'bin' ? binKey : amountKey, entry);
        if (rateCache.size > RATE_CACHE_MAX) rateCache.delete(rateCache.keys().next().value!);
      }
      return answer;
    } catch (err) {
      rateCache.delete(amountKey);
      throw err;
    }
  }

  /** The rate table of a card, as a 503 when the provider cannot be reached. */
  async function ratesOrRefuse(bin: string, amount: Decimal): Promise<RateTable> {
    try {
      return await rateTable(bin, amount);
    } catch (err) {
      log?.warn({ provider: provider.id, err: errorForLog(err) }, 'payment rate table unavailable');
      throw new HttpError(503, M.providerDown);
    }
  }

  const moneyOf = (amount: Decimal, option: RateOption, addCommission: boolean) =>
    instalmentMoney(amount, option.ratePercent, option.instalment, addCommission);

  function ratioBanks(banks: RateBank[], amount: Decimal, addCommission: boolean): RatioResponse['data'] {
    return banks.map((bank) => ({
      bank_id: bank.bankId,
      bank_logo: bank.bankLogo,
      bank_name: bank.bankName,
      bank_pos_id: bank.posId,
      commercial: bank.commercial,
      ratio: bank.options.map((option) => {
        const m = moneyOf(amount, option, addCommission);
        return {
          id: option.optionId,
          instalment: option.instalment,
          desc: option.description || (option.instalment > 1 ? `${option.instalment} Taksit` : 'Tek Çekim'),
          ratioNew: Number(new Decimal(option.ratePercent).toFixed(2)),
          total_amount: moneyNumber(m.total),
          instalment_amount: moneyNumber(m.perInstalment),
          total_net_amount: moneyNumber(m.credited),
          total_amountF: moneyF(m.total),
          instalment_amountF: moneyF(m.perInstalment),
          total_net_amountF: moneyF(m.credited),
        };
      }),
    }));
  }

  // ——— the payment form's rules (spec §5), all at once ————————————————————————————
  function checkPrice(price: string | undefined, errors: Partial<Record<PaymentField, string>>): Decimal | null {
    if (!price?.trim()) {
      errors.Price = M.required('Price');
      return null;
    }
    const amount = parseAmount(price);
    if (!amount) errors.Price = M.number('Price');
    else if (amount.lte(0)) errors.Price = M.pricePositive;
    else if (amount.gt(MAX_AMOUNT)) errors.Price = M.priceTooHigh;
    else return amount;
    return null;
  }

  function checkCard(
    form: {
      name?: string | null;
      number?: string | null;
      month?: string | null;
      year?: string | null;
      cvc?: string | null;
    },
    errors: Partial<Record<PaymentField, string>>,
  ): CardData | null {
    const name = form.name?.trim() ?? '';
    if (!name) errors.CardName = M.required('CardName');
    const number = digitsOf(form.number);
    // 15 digits for Amex, 16 for the rest, and a valid check digit: the payment page asks the same (common).
    const numberError = cardNumberError(number);
    if (numberError) errors.CardNumber = numberError;
    const month = (form.month ?? '').trim();
    const year = (form.year ?? '').trim();
    const today = turkishDay(now());
    if (!month) errors.CardMonth = M.required('CardMonth');
    else if (!/^\d+$/.test(month)) errors.CardMonth = M.number('CardMonth');
    else if (Number(month) < 1 || Number(month) > 12) errors.CardMonth = M.invalid('CardMonth');
    if (!year) errors.CardYear = M.required('CardYear');
    else if (!/^\d+$/.test(year)) errors.CardYear = M.number('CardYear');
    else if (Number(year) < today.year || Number(year) > today.year + CARD_YEARS_AHEAD)
      errors.CardYear = M.invalid('CardYear');
    if (!errors.CardMonth && !errors.CardYear && Number(year) === today.year && Number(month) < today.month)
      errors.CardMonth = M.expired;
    const cvc = (form.cvc ?? '').trim();
    if (!cvc) errors.CardCVC = M.required('CardCVC');
    else if (!/^\d+$/.test(cvc)) errors.CardCVC = M.number('CardCVC');
    else if (cvc.length < 3 || cvc.length > 4) errors.CardCVC = M.invalid('CardCVC');
    if (errors.CardName || errors.CardNumber || errors.CardMonth || errors.CardYear || errors.CardCVC) return null;
    return { holder: name, number, expiryMonth: month.padStart(2, '0'), expiryYear: year, cvc };
  }

  const refuse = (errors: Record<string, string>) => new RequestValidationError('body', M.incomplete, errors);

  // ——— signed return address ———————————————————————————————————————————————————————
  const callbackToken = (attemptId: number) => `${attemptId}.${sign(`callback:${attemptId}`)}`;

  function attemptOfToken(token: string): number | null {
    const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return null;
    const expected = Buffer.from(sign(`callback:${m[1]}`));
    const given = Buffer.from(m[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? Number(m[1]) : null;
  }

  // ——— the 3-D Secure page under our own address ————————————————————————————————————
  // A frame's srcdoc inherits the storefront's CSP, where a provider's inline auto-submit cannot run. The
  // provider's HTML is kept in this process's memory for a few minutes (never in a table: a bank's form may
  // carry card data) and served from GET /payment2/threeds/{attemptId}.{HMAC} under its own policy.
  const THREEDS_TTL_MS = 10 * 60_000;
  const THREEDS_MAX = 2_000;
  const threedsPages = new Map<number, { html: string; expires: number }>();
  const threedsToken = (attemptId: number) => `${attemptId}.${sign(`threeds:${attemptId}`)}`;

  function keepThreedsPage(attemptId: number, html: string) {
    const t = Date.now();
    for (const [id, page] of threedsPages) if (page.expires <= t) threedsPages.delete(id);
    if (threedsPages.size >= THREEDS_MAX) threedsPages.delete(threedsPages.keys().next().value!);
    threedsPages.set(attemptId, { html, expires: t + THREEDS_TTL_MS });
  }

  const newReference = () => `BY${now().getTime().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase();

  // ——— starting ——————————————————————————————————————————————————————————————————
  interface Start {
    owner: { userId: number; dealerId: number };
    purpose: PaymentPurpose;
    orderId: number | null;
    orderChoice: OrderChoice | null;
    orderNo: string | null;
    card: CardData;
    bank: RateBank;
    option: RateOption;
    amount: Decimal;
    addCommission: boolean;
    site: Site;
    /** A payment of the balance or of invoices: what it pays (the invoices' allocations). */
    due?: Due;
  }

  /** Records the attempt, sends the card to the provider and answers the bank page (base64) to open. */
  async function start(s: Start): Promise<PaymentStart> {
    const money = moneyOf(s.amount, s.option, s.addCommission);
    const reference = newReference();
    const origin = options.publicUrl ?? s.site.origin;
    const newAttempt = {
      reference,
      dealerId: s.owner.dealerId,
      userId: s.owner.userId,
      purpose: s.purpose,
      orderId: s.orderId,
      orderChoice: s.orderChoice,
      provider: provider.id,
      amount: moneyText(money.credited),
      chargeAmount: moneyText(money.total),
      installment: s.option.instalment,
      commissionRate: new Decimal(s.option.ratePercent).toFixed(4),
      addCommission: s.addCommission,
      bankId: s.bank.bankId,
      bankName: s.bank.bankName,
      posId: s.bank.posId,
      optionId: s.option.optionId,
      cardHolder: s.card.holder,
      maskedCardNumber: maskCardNumber(s.card.number),
      siteOrigin: s.site.origin,
    };
    let attemptId: number;
    if (s.due) {
      const allocations = new Map<number, bigint>();
      for (const p of s.due.invoices) allocations.set(p.invoiceId, (allocations.get(p.invoiceId) ?? 0n) + p.openKurus);
      // A new try replaces the dealer's earlier one whose bank page was left; one open at a time (unique index).
      await repo.supersedeOpenDebtAttempts(s.owner.dealerId);
      try {
        attemptId = await repo.transaction(async (tx) => {
          const id = await tx.insertAttempt(newAttempt);
          await tx.insertAllocations(
            id,
            [...allocations].map(([invoiceId, kurus]) => ({ invoiceId, amount: tlOf(kurus).toFixed(2) })),
          );
          return id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(400, M.debtPaymentOpen);
        throw err;
      }
    } else {
      attemptId = await repo.insertAttempt(newAttempt);
    }
    const payer = await repo.payer(s.owner.dealerId);
    let result;
    try {
      result = await withTimeout(
        provider.startThreeDs({
          reference,
          chargeAmount: moneyText(money.total),
          baseAmount: moneyText(money.credited),
          currency: 'TRY',
          bankId: s.bank.bankId,
          posId: s.bank.posId,
          optionId: s.option.optionId,
          instalment: s.option.instalment,
          card: s.card,
          callbackUrl: `${origin}/payment2/callback/${callbackToken(attemptId)}`,
          buyer: {
            id: payer?.code ?? String(s.owner.dealerId),
            name: payer?.name ?? '',
            email: payer?.email ?? null,
            phone: payer?.phone ?? null,
            taxNumber: payer?.tax_number ?? null,
            city: null,
            address: null,
            ip: s.site.ip,
          },
          description: s.orderNo
            ? `Sipariş ${s.orderNo}`
            : s.due
              ? `${s.due.description} (${payer?.code ?? s.owner.dealerId})`.slice(0, 250)
              : `Cari tahsilat ${payer?.code ?? s.owner.dealerId}`,
        }),
        options.providerTimeoutMs,
      );
    } catch (err) {
      // No bank page was shown, so no charge can follow (every provider charges only after the bank's return).
      log?.warn({ provider: provider.id, attemptId, err: errorForLog(err) }, 'payment start failed');
      await repo.markFailed(attemptId, ['initiated'], 'provider_unavailable', M.providerDown);
      throw new HttpError(503, M.providerDown);
    }
    if (result.kind === 'declined') {
      await repo.markFailed(attemptId, ['initiated'], result.code, result.message);
      throw new RequestValidationError('body', result.message, { CardNumber: result.message });
    }
    await repo.markAuthorising(attemptId, result.providerReference);
    const html =
      result.kind === 'html'
        ? result.html
        : `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>3-D Secure</title></head><body>` +
          `<form method="${result.fields ? 'post' : 'get'}" action="${escapeAttr(result.url)}">` +
          Object.entries(result.fields ?? {})
            .map(([k, v]) => `<input type="hidden" name="${escapeAttr(k)}" value="${escapeAttr(v)}">`)
            .join('') +
          `<button type="submit">Bankanın 3-D Secure sayfasına git</button></form></body></html>`;
    keepThreedsPage(attemptId, html);
    return {
      hasError: false,
      openThreedsPagePopUp: true,
      threedsHtmlContent: Buffer.from(html, 'utf8').toString('base64'),
      threedsUrl: `/payment2/threeds/${threedsToken(attemptId)}`,
      attemptId,
    };
  }

  // ——— settling ——————————————————————————————————————————————————————————————————
  /** Writes a provider's outcome onto an authorising attempt (callback and reconciliation alike). */
  async function settle(attempt: AttemptRow, outcome: ChargeOutcome): Promise<void> {
    if (outcome.status === 'declined') {
      await repo.markFailed(attempt.id, ['authorising'], outcome.code, outcome.message);
      return;
    }
    if (!new Decimal(outcome.chargedAmount).eq(attempt.charge_amount)) {
      // The provider charged a figure we did not ask for: no credit is booked; the charge needs a refund.
      log?.error(
        {
          attemptId: attempt.id,
          reference: attempt.reference,
          expected: attempt.charge_amount,
          charged: outcome.chargedAmount,
        },
        'payment charged a different amount: refund by hand',
      );
      await repo.markFailed(attempt.id, ['authorising'], 'amount_mismatch', M.providerDown);
      return;
    }
    const at = now();
    // The booking, its webhook events (order.completed for an order, payment.succeeded) and its e-mails commit
    // together.
    const facts = { providerReference: outcome.providerReference, authCode: outcome.authCode, at };
    const mail = await options.mail?.forTransaction();
    const paid = await repo.transaction(async (tx, db) => {
      const row = await tx.markPaid(attempt.id, facts);
      if (!row) return null;
      const documentNo = await tx.nextReceiptNo(turkishDay(at).year);
      let orderNo: string | null = null;
      if (row.purpose === 'order' && row.order_id !== null) {
        // The orders service's one completion: an order completed meanwhile another way keeps its completion
        // (and no second order.completed); the money is still the dealer's credit.
        const completion = await orders.complete(db, row.order_id, row.dealer_id, {
          deliveryMethod: row.order_choice?.deliveryMethod ?? 'depo',
          deliveryAddressId: row.order_choice?.deliveryAddressId ?? null,
          deliverySlot: row.order_choice?.deliverySlot ?? null,
          paymentMethod: CARD_PAYMENT,
          bankAccountId: null,
          completedAt: at,
        });
        orderNo = completion.documentNo;
      }
      const paymentId = await tx.book(row, documentNo, orderNo, facts);
      await tx.paymentEvent(paymentId);
      await mail?.paymentReceived(db, attempt.id);
      return { paymentId };
    });
    if (paid) log?.info({ attemptId: attempt.id, paymentId: paid.paymentId }, 'card payment booked');
  }

  /**
   * A payment of the balance or of invoices, at the bank's return and before the charge: is what it pays still
   * owed? The balance must still be at least its amount; each invoice still open by at least its allocation.
   */
  async function stillDue(attempt: AttemptRow): Promise<boolean> {
    if (attempt.purpose !== 'balance' && attempt.purpose !== 'invoices') return true;
    const ledger = await receivables.ledger(attempt.dealer_id);
    const amount = new Decimal(attempt.amount);
    if (attempt.purpose === 'balance') return tlOf(ledger.balanceKurus).gte(amount);
    const open = new Map<number, bigint>();
    for (const p of ledger.invoices) open.set(p.invoiceId, (open.get(p.invoiceId) ?? 0n) + p.openKurus);
    const planned = await repo.allocations(attempt.id);
    return planned.length > 0 && planned.every((a) => tlOf(open.get(a.invoice_id) ?? 0n).gte(a.amount));
  }

  /** The amount of a payment of the balance or of invoices, as the server computes it now. */
  async function dueOf(dealerId: number, purpose: DebtPurpose, invoiceIds: string | undefined): Promise<Due> {
    const due = await receivables.due(dealerId, purpose, invoiceIds);
    if (tlOf(due.amountKurus).gt(MAX_AMOUNT))
      throw new RequestValidationError('body', M.priceTooHigh, { Price: M.priceTooHigh });
    return due;
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  function statusAnswer(a: AttemptRow): AttemptStatusAnswer {
    return {
      id: a.id,
      status: a.status,
      purpose: a.purpose,
      amount: moneyNumber(new Decimal(a.amount)),
      chargeAmount: moneyNumber(new Decimal(a.charge_amount)),
      amountF: moneyF(new Decimal(a.amount)),
      chargeAmountF: moneyF(new Decimal(a.charge_amount)),
      installment: a.installment,
      bankName: a.bank_name,
      maskedCardNumber: a.masked_card_number,
      paymentId: a.payment_id,
      documentNo: a.payment_document_no,
      orderId: a.order_id,
      message: a.status === 'failed' ? a.error_message : a.status === 'paid' ? M.paid : M.pending,
    };
  }

  return {
    provider,

    /** GET /payment2/PaynetRatio (spec §7): the card's banks and their instalments, every amount computed here. */
    async ratios(query: RatioQuery): Promise<RatioResponse> {
      const errors: Partial<Record<PaymentField, string>> = {};
      const amount = checkPrice(query.price, errors);
      const bin = digitsOf(query.cardNumber);
      if (!bin) errors.CardNumber = M.binShort;
      else if (!/^\d+$/.test(bin)) errors.CardNumber = M.number('CardNumber');
      else if (bin.length > 8) errors.CardNumber = M.binOnly;
      else if (bin.length < 6) errors.CardNumber = M.binShort;
      if (!amount || errors.CardNumber) throw refuse(errors);
      const addCommission = (await commissionOffered()) && TRUE.has(query.addcomissionToAmount ?? '');
      const table = await ratesOrRefuse(bin, amount);
      return { hasError: false, provider: provider.id, data: ratioBanks(table.banks, amount, addCommission) };
    },

    /** GET /payment2/due: what paying the balance or the chosen invoices collects now (the page's amount). */
    async due(dealerId: number, query: { purpose: DebtPurpose; invoiceIds?: string }): Promise<PaymentDue> {
      const due = await dueOf(dealerId, query.purpose, query.invoiceIds);
      const amount = tlOf(due.amountKurus);
      return {
        hasError: false,
        purpose: due.purpose,
        amount: moneyNumber(amount),
        amountF: moneyF(amount),
        description: due.description,
        invoices: due.invoices.map(openInvoiceRow),
      };
    },

    /** POST /payment2: a collection by card; refuses a ChargePrice that is not the server's figure. */
    async startCollection(
      owner: { userId: number; dealerId: number },
      form: PaymentForm,
      site: Site,
    ): Promise<PaymentStart> {
      const errors: Record<string, string> = {};
      const card = checkCard(
        { name: form.CardName, number: form.CardNumber, month: form.CardMonth, year: form.CardYear, cvc: form.CardCVC },
        errors,
      );
      const purpose = form.Purpose ?? 'collection';
      // The balance and invoices are paid by the server's figure; a Price sent with them is only compared.
      const typed = purpose === 'collection' || form.Price?.trim() ? checkPrice(form.Price, errors) : null;
      if (!card || (purpose === 'collection' && !typed)) throw refuse(errors);
      let due: Due | undefined;
      let amount: Decimal;
      if (purpose === 'collection') amount = typed!;
      else {
        due = await dueOf(owner.dealerId, purpose, form.InvoiceIds);
        amount = tlOf(due.amountKurus);
        if (form.Price?.trim() && !typed?.eq(amount))
          throw new RequestValidationError('body', M.dueChanged, { Price: M.dueChanged });
      }
      const addCommission = (await commissionOffered()) && TRUE.has(form.AddcomissionToAmount ?? '');
      const table = await ratesOrRefuse(card.number.slice(0, 8), amount);
      const bank = table.banks.find(
        (b) => b.bankId === form.BankId?.trim() && (!form.BankPosId?.trim() || b.posId === form.BankPosId.trim()),
      );
      const instalment = Number(form.Installment?.trim() || 'NaN');
      const option = bank?.options.find((o) => o.instalment === instalment);
      if (!bank || !option) throw refuse({ BankId: M.optionUnknown });
      const expected = moneyOf(amount, option, addCommission).total;
      const sent = parseAmount(form.ChargePrice ?? '');
      if (!sent || !sent.eq(expected)) throw refuse({ ChargePrice: M.chargeMismatch });
      return start({
        owner,
        purpose,
        orderId: null,
        orderChoice: null,
        orderNo: null,
        card,
        bank,
        option,
        amount,
        addCommission,
        site,
        due,
      });
    },

    /**
     * Checkout by card (POST /basket/checkout2/{id} with kredikarti), after checkout's own checks: the order
     * total in TL, the instalment chosen by installmentId (the provider's key) or by number on the card's bank.
     * The order completes only when the charge is verified (settlePaid).
     */
    async startOrderPayment(
      owner: { userId: number; dealerId: number },
      order: CardCheckout,
      input: CheckoutCard,
      site: Site,
    ): Promise<CheckoutResult> {
      const errors: Record<string, string> = {};
      const card = checkCard(
        {
          name: input.cardName,
          number: input.cardNumber,
          month: input.cardMonth,
          year: input.cardYear,
          cvc: input.cardCVC,
        },
        errors,
      );
      if (!card) {
        const byField: Record<string, string> = {};
        for (const [k, v] of Object.entries(errors)) byField[`card${k.slice(4)}`] = v;
        return { hasError: true, errors: byField };
      }
      let table: RateTable;
      try {
        table = await rateTable(card.number.slice(0, 8), order.orderTl);
      } catch {
        return { hasError: true, errors: { genel: M.providerDown } };
      }
      const optionId = input.installmentId?.trim();
      const instalment = input.installment ?? 0;
      let bank: RateBank | undefined;
      let option: RateOption | undefined;
      for (const b of table.banks) {
        const o = optionId
          ? b.options.find((x) => x.optionId === optionId)
          : b.options.find((x) => x.instalment === instalment);
        if (o) {
          bank = b;
          option = o;
          break;
        }
      }
      if (!bank || !option) return { hasError: true, errors: { installment: M.optionUnknown } };
      // A new try supersedes an earlier one whose bank page was left (its return can no longer charge).
      await repo.supersedeOpenOrderAttempts(order.orderId, owner.dealerId);
      try {
        const answer = await start({
          owner,
          purpose: 'order',
          orderId: order.orderId,
          orderChoice: order.choice,
          orderNo: order.orderNo,
          card,
          bank,
          option,
          amount: order.orderTl,
          addCommission: (await commissionOffered()) && input.addcomissionToAmount === true,
          site,
        });
        return {
          hasError: false,
          errors: {},
          openThreedsPagePopUp: true,
          threedsHtmlContent: answer.threedsHtmlContent,
          threedsUrl: answer.threedsUrl,
          attemptId: answer.attemptId,
        };
      } catch (err) {
        if (err instanceof HttpError) return { hasError: true, errors: { genel: err.message } };
        if (isUniqueViolation(err)) return { hasError: true, errors: { genel: M.orderPaymentOpen } };
        throw err;
      }
    },

    /**
     * The bank's return (POST /payment2/callback/{token}), cross-site and without cookies: the token names the
     * attempt. Only one return may complete it (the claim); repeated returns read the outcome. null: the
     * token is not ours.
     */
    async callback(token: string, fields: Record<string, string>): Promise<AttemptRow | null> {
      const id = attemptOfToken(token);
      if (id === null) return null;
      const attempt = await repo.attempt(id);
      if (!attempt) return null;
      if (attempt.status !== 'authorising') return attempt;
      if (!(await repo.claimCallback(id))) {
        // Another return is completing it: wait a moment for its outcome (the page polls after that).
        for (let i = 0; i < 20; i++) {
          const current = await repo.attempt(id);
          if (!current || current.status !== 'authorising') return current ?? null;
          await sleep(100);
        }
        return (await repo.attempt(id)) ?? null;
      }
      try {
        if (!(await stillDue(attempt))) {
          // Paid another way since the start (another tab, a transfer): no charge, so no overpayment.
          log?.info({ attemptId: id }, 'debt payment no longer due: not charged');
          await repo.markFailed(id, ['authorising'], 'paid_meanwhile', M.paidMeanwhile);
          return (await repo.attempt(id)) ?? null;
        }
        const result = await withTimeout(
          provider.completeThreeDs({
            reference: attempt.reference,
            providerReference: attempt.provider_reference,
            fields,
            chargeAmount: attempt.charge_amount,
            instalment: attempt.installment,
          }),
          options.providerTimeoutMs,
        );
        if (result.status === 'invalid') {
          log?.warn({ attemptId: id, reason: result.reason }, 'payment callback refused');
          await repo.releaseClaim(id);
        } else if (result.status === 'declined' && result.code === 'duplicate') {
          const status = await withTimeout(
            provider.status({
              reference: attempt.reference,
              providerReference: attempt.provider_reference,
              chargeAmount: attempt.charge_amount,
              instalment: attempt.installment,
            }),
            options.providerTimeoutMs,
          );
          if (status.status === 'paid' || status.status === 'declined') await settle(attempt, status);
        } else {
          await settle(attempt, result);
        }
      } catch (err) {
        // The outcome is unknown (timeout, broken answer): the attempt stays authorising for reconciliation.
        log?.warn({ attemptId: id, err: errorForLog(err) }, 'payment callback left for reconciliation');
      }
      return (await repo.attempt(id)) ?? null;
    },

    /**
     * GET /payment2/threeds/{token}: the provider's 3-D Secure page of an attempt, with the policy it runs
     * under (threeds-page.ts). null: a token that is not ours, or a page no longer kept (after 10 minutes).
     */
    threedsPage(token: string): { html: string; csp: string } | null {
      const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return null;
      const expected = Buffer.from(sign(`threeds:${m[1]}`));
      const given = Buffer.from(m[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const page = threedsPages.get(Number(m[1]));
      if (!page || page.expires <= Date.now()) return null;
      return { html: page.html, csp: threedsPagePolicy(page.html) };
    },

    /** GET /payment2/attempt/{id}: the dealer's attempt (another dealer's is 404). */
    async attemptStatus(dealerId: number, id: number): Promise<AttemptStatusAnswer> {
      const attempt = await repo.dealerAttempt(id, dealerId);
      if (!attempt) throw new HttpError(404, M.attemptNotFound);
      return statusAnswer(attempt);
    },

    statusAnswer,

    /**
     * Reconciliation: asks the provider about attempts left open (the return never came, or its answer was
     * lost) and settles them; an attempt open past the expiry that the provider did not charge fails.
     * Answers how many attempts it settled.
     */
    async reconcile(opts: { olderThanMs?: number; limit?: number } = {}): Promise<number> {
      const open = await repo.openAttempts(opts.olderThanMs ?? 60_000, options.recheckMs, opts.limit ?? 50);
      let settled = 0;
      for (const attempt of open) {
        await repo.markChecked(attempt.id);
        const age = attempt.age_ms;
        let status;
        try {
          status = await withTimeout(
            provider.status({
              reference: attempt.reference,
              providerReference: attempt.provider_reference,
              chargeAmount: attempt.charge_amount,
              instalment: attempt.installment,
            }),
            options.providerTimeoutMs,
          );
        } catch (err) {
          log?.warn({ attemptId: attempt.id, err: errorForLog(err) }, 'payment status check failed');
          continue;
        }
        if (status.status === 'paid' || status.status === 'declined') {
          if (attempt.status === 'initiated') await repo.markAuthorising(attempt.id, attempt.provider_reference);
          await settle(attempt, status);
          settled++;
        } else if (age >= options.expiryMs) {
          const from: ('initiated' | 'authorising')[] = ['initiated', 'authorising'];
          if (await repo.markFailed(attempt.id, from, 'expired', M.expiredAttempt)) settled++;
        }
      }
      return settled;
    },

    /** GET /admin/payments: card payment attempts as support reads them, newest first, 50 to a page. */
    async staffList(q: AdminPaymentListQuery): Promise<AdminPaymentList> {
      const filter = {
        status: q.status,
        dealer: q.dealer || undefined,
        from: q.from ? startOfTurkishIsoDay(q.from).toISOString() : undefined,
        to: q.to ? startOfTurkishIsoDay(q.to, true).toISOString() : undefined,
      };
      const [rows, total] = await Promise.all([
        repo.staffPage(filter, ADMIN_PAYMENT_PAGE_SIZE, (q.page - 1) * ADMIN_PAYMENT_PAGE_SIZE),
        repo.staffCount(filter),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          reference: r.reference,
          createdAt: r.created_at,
          dealer: { id: r.dealer_id, code: r.dealer_code, name: r.dealer_name },
          purpose: r.purpose,
          status: r.status,
          amount: new Decimal(r.amount).toFixed(2),
          chargeAmount: new Decimal(r.charge_amount).toFixed(2),
          installment: r.installment,
          bank: r.bank_name,
          card: r.masked_card_number,
          provider: r.provider,
          error: r.error_message,
          receiptNo: r.receipt_no,
          orderNo: r.order_no,
        })),
        total,
        page: q.page,
        pageSize: ADMIN_PAYMENT_PAGE_SIZE,
      };
    },
  };
}

const escapeAttr = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type PaymentsService = ReturnType<typeof createPaymentsService>;
