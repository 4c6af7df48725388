import Decimal from 'decimal.js';
import {
  formatMoney,
  MAX_INVOICES_PER_PAYMENT,
  paymentMessages as M,
  type DebtPurpose,
  type OpenInvoiceRow,
} from '@bayi/common';
import { HttpError } from '../../plugins/errors';
import { kurusOf, openDebits, tlText } from './fifo';
import type { DebitRow, ReceivablesRepository } from './repository';

/**
 * The dealer's receivables (to pay the open balance or chosen open invoices): the balance and
 * each invoice's open amount by one rule (fifo.ts), and what a payment of the balance or of chosen
 * invoices is to collect — computed here, never by the browser.
 */

/** An invoice of the ledger with what is still open of it (kuruş). */
export interface InvoicePosition {
  invoiceId: number;
  documentNo: string;
  date: string;
  dueDate: string | null;
  currencyCode: string;
  grandTotal: string;
  totalKurus: bigint;
  openKurus: bigint;
}

export interface LedgerPosition {
  /** Σ debit − Σ credit in TL kuruş (negative: the dealer is in credit). */
  balanceKurus: bigint;
  /** Every invoice of the ledger, oldest first. */
  invoices: InvoicePosition[];
}

/** What a payment of the balance or of chosen invoices collects. */
export interface Due {
  purpose: DebtPurpose;
  amountKurus: bigint;
  /** With 'invoices': the chosen ones, oldest first, each with its open amount (the allocation). */
  invoices: InvoicePosition[];
  description: string;
}

const amountNumber = (kurus: bigint) => Number(tlText(kurus));

export function position(rows: DebitRow[]): LedgerPosition {
  const credits = rows.length ? kurusOf(rows[0]!.credits) : 0n;
  const allocations = new Map<number, bigint>();
  let debitTotal = 0n;
  const debits = rows.map((r) => {
    const kurus = kurusOf(r.net);
    debitTotal += kurus;
    if (r.invoice_id !== null && !allocations.has(r.invoice_id)) allocations.set(r.invoice_id, kurusOf(r.allocated));
    return { movementId: r.movement_id, invoiceId: r.invoice_id, kurus };
  });
  const open = openDebits(debits, credits, allocations);
  const invoices: InvoicePosition[] = [];
  rows.forEach((r, i) => {
    if (r.invoice_id === null || r.document_no === null) return;
    invoices.push({
      invoiceId: r.invoice_id,
      documentNo: r.document_no,
      date: r.date!,
      dueDate: r.due_date,
      currencyCode: r.currency_code!,
      grandTotal: r.grand_total!,
      totalKurus: debits[i]!.kurus,
      openKurus: open[i]!.open,
    });
  });
  return { balanceKurus: debitTotal - credits, invoices };
}

export function openInvoiceRow(p: InvoicePosition): OpenInvoiceRow {
  return {
    Id: p.invoiceId,
    BELGENO: p.documentNo,
    FIS_TARIHI: p.date,
    VADE: p.dueDate,
    GENELTOPLAM: amountNumber(p.totalKurus),
    ACIK_TUTAR: amountNumber(p.openKurus),
    DOVIZ_AD: p.currencyCode,
    GENELTOPLAM_DOVIZ: Number(new Decimal(p.grandTotal).toFixed(2)),
  };
}

/** '12,34, 56' → [12, 34, 56] (each once); null when it is not a list of ids. */
export function parseInvoiceIds(text: string | undefined | null): number[] | null {
  const parts = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.every((id) => id <= 2_147_483_647) ? ids : null;
}

/** The invoice numbers a movement's description names: at most 20, then how many more. */
export function invoiceListText(documentNos: string[]): string {
  const shown = documentNos.slice(0, 20).join(', ');
  return documentNos.length > 20 ? `${shown} ve ${documentNos.length - 20} fatura daha` : shown;
}

export function createReceivablesService(repo: ReceivablesRepository) {
  const ledger = async (dealerId: number) => position(await repo.debits(dealerId));

  return {
    ledger,

    /** GET /report/acikfaturalar: the dealer's invoices with something still open, oldest first. */
    async openInvoices(dealerId: number): Promise<OpenInvoiceRow[]> {
      return (await ledger(dealerId)).invoices.filter((p) => p.openKurus > 0n).map(openInvoiceRow);
    },

    /**
     * What paying the balance or the chosen invoices collects now. Refuses (Turkish 400/404) nothing to pay,
     * a list that is not ids, another dealer's invoice (404, as if it did not exist) and a closed invoice.
     */
    async due(dealerId: number, purpose: DebtPurpose, invoiceIdsText?: string | null): Promise<Due> {
      if (purpose === 'balance') {
        const { balanceKurus } = await ledger(dealerId);
        if (balanceKurus <= 0n) throw new HttpError(400, M.noBalance);
        return {
          purpose,
          amountKurus: balanceKurus,
          invoices: [],
          description: `Cari hesap bakiyesi: ${formatMoney(tlText(balanceKurus))} TL`,
        };
      }
      const ids = parseInvoiceIds(invoiceIdsText);
      if (ids === null) throw new HttpError(400, M.invoiceIdsInvalid);
      if (!ids.length) throw new HttpError(400, M.invoicesRequired);
      if (ids.length > MAX_INVOICES_PER_PAYMENT) throw new HttpError(400, M.invoicesTooMany);
      const mine = new Set(await repo.dealerInvoiceIds(dealerId, ids));
      if (ids.some((id) => !mine.has(id))) throw new HttpError(404, M.invoiceNotFound);
      const wanted = new Set(ids);
      const chosen = (await ledger(dealerId)).invoices.filter((p) => wanted.has(p.invoiceId));
      // An invoice of the dealer that the ledger does not carry (not booked yet) has nothing to pay either.
      const closed = ids.find((id) => !chosen.some((p) => p.invoiceId === id && p.openKurus > 0n));
      if (closed !== undefined) {
        const documentNo = chosen.find((p) => p.invoiceId === closed)?.documentNo ?? String(closed);
        throw new HttpError(400, M.invoiceClosed(documentNo));
      }
      const amountKurus = chosen.reduce((sum, p) => sum + p.openKurus, 0n);
      return {
        purpose,
        amountKurus,
        invoices: chosen,
        description: `${chosen.length === 1 ? 'Fatura' : `${chosen.length} fatura`}: ${invoiceListText(chosen.map((p) => p.documentNo))}`,
      };
    },
  };
}

export type ReceivablesService = ReturnType<typeof createReceivablesService>;
