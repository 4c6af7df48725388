/**
 * What is left open of each debit of a cari hesap (to pay chosen open invoices): one pure rule,
 * in integer kuruş (BigInt), no floats.
 *
 * 1. A card payment of chosen invoices is matched to them: each chosen invoice is reduced by what that
 *    payment allocated to it (at most its own amount; anything beyond goes back to the pool below).
 * 2. Every other credit (havale, free collections, balance payments, cash…) is the pool, applied to the
 *    debits oldest first (FIFO) — the way a Turkish cari hesap closes invoices when nothing says otherwise.
 *
 * Without allocations this is plain FIFO: Σ open = max(0, Σ debit − Σ credit), the statement's balance.
 */

export interface LedgerDebit {
  /** The movement's id (a stable tie-break: debits must come oldest first, by date then id). */
  movementId: number;
  /** The invoice the debit books, or null (an opening balance, a debit note…): it takes FIFO credit too. */
  invoiceId: number | null;
  /** The debit in TL kuruş (each movement's side at its own rate, rounded to kuruş). */
  kurus: bigint;
}

export interface OpenDebit extends LedgerDebit {
  /** What is still owed of it, kuruş (0 ≤ open ≤ kurus). */
  open: bigint;
}

/**
 * @param debits the dealer's debits, oldest first
 * @param credits the dealer's credits in TL kuruş, all of them (allocated ones included)
 * @param allocations kuruş matched to invoices by paid card payments of chosen invoices (part of `credits`)
 */
export function openDebits(
  debits: readonly LedgerDebit[],
  credits: bigint,
  allocations: ReadonlyMap<number, bigint> = new Map(),
): OpenDebit[] {
  let allocatedTotal = 0n;
  for (const a of allocations.values()) allocatedTotal += a;
  // Allocations to an invoice not in the ledger (removed by the ERP) are no one's: back to the pool.
  let pool = credits - allocatedTotal;
  const left = new Map(allocations);
  const afterAllocation = debits.map((d) => {
    const allocated = d.invoiceId !== null ? (left.get(d.invoiceId) ?? 0n) : 0n;
    const used = allocated < d.kurus ? allocated : d.kurus;
    if (d.invoiceId !== null && allocated > 0n) left.set(d.invoiceId, allocated - used);
    return d.kurus - used;
  });
  for (const rest of left.values()) pool += rest;
  return debits.map((d, i) => {
    let open = afterAllocation[i]!;
    if (pool > 0n && open > 0n) {
      const applied = pool < open ? pool : open;
      open -= applied;
      pool -= applied;
    }
    return { ...d, open };
  });
}

/** A TL amount as numeric text ('1234.5', '-0.10') → kuruş; the text must have at most 2 decimals. */
export function kurusOf(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not an amount of kuruş: ${text}`);
  const value = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -value : value;
}

/** Kuruş → '1234.50' (the decimal text the money functions take). */
export function tlText(kurus: bigint): string {
  const negative = kurus < 0n;
  const abs = negative ? -kurus : kurus;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
