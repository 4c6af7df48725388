import { createHash } from 'node:crypto';
import { formatMoney, formatTL } from '@bayi/common';
import { escapeHtml as escape } from '../../lib/html';
import { formatInstant } from './range';
import type { ReceiptRow } from './repository';

/**
 * The printable receipt (dekont) of a card collection, GET /payment2/print/{id} (spec §2 "Row actions",
 * a server page, not the SPA): one self-contained Turkish page — no external resource, no inline script;
 * its one stylesheet is allowed by hash and the print button's script is a file of this server.
 */

export interface ReceiptCompany {
  name: string;
  lines: string[];
  /** The logo's address on this server (/image/show/…), or null. */
  logoUrl: string | null;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f1f5f9;color:#0f172a;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.receipt{max-width:720px;margin:24px auto;background:#fff;border:1px solid #cbd5e1;border-radius:12px;padding:32px}
.head{display:flex;justify-content:space-between;gap:24px;align-items:flex-start;border-bottom:2px solid #0f2a4a;padding-bottom:16px}
.head img{max-height:56px;max-width:220px}
.company{text-align:right;font-size:12px;color:#334155}
.company strong{display:block;font-size:14px;color:#0f172a}
h1{font-size:20px;margin:24px 0 4px}
.doc{color:#475569;margin:0 0 20px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 24px;margin:0}
dt{color:#475569}
dd{margin:0;font-weight:600}
.amount{margin:24px 0;padding:16px;border:1px solid #0f2a4a;border-radius:8px;display:flex;justify-content:space-between;align-items:baseline}
.amount span{color:#334155}
.amount strong{font-size:24px;font-variant-numeric:tabular-nums}
.note{font-size:12px;color:#475569;border-top:1px solid #e2e8f0;padding-top:12px;margin-top:24px}
.actions{text-align:right;margin-top:16px}
button{font:inherit;font-weight:600;background:#0f2a4a;color:#fff;border:0;border-radius:8px;padding:8px 20px;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media print{
  @page{size:A4;margin:15mm}
  body{background:#fff}
  .receipt{margin:0;max-width:none;border:0;border-radius:0;padding:0}
  .no-print{display:none}
  .amount{border-color:#000}
}
`;

/** The Content-Security-Policy of the receipt: its stylesheet by hash, its script from this server, nothing else. */
export const RECEIPT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "script-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The print button's script, served as /payment2/print.js (no inline script under the CSP). */
export const RECEIPT_SCRIPT = `document.getElementById('yazdir')?.addEventListener('click', function () { window.print(); });\n`;

/** "454360******1234" → "4543 60** **** 1234": first 6 and last 4 only, all that is stored. */
export function maskedCard(masked: string | null): string {
  const m = /^(\d{6})[*xX•]+(\d{4})$/.exec((masked ?? '').replace(/\s+/g, ''));
  if (!m) return masked ? masked : '—';
  return `${m[1]!.slice(0, 4)} ${m[1]!.slice(4)}** **** ${m[2]}`;
}

const installments = (n: number) => (n > 1 ? `${n} Taksit` : 'Tek Çekim');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${STYLE}</style>
<script src="/payment2/print.js" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

function companyHead(company: ReceiptCompany): string {
  return `<header class="head">
${company.logoUrl ? `<img src="${escape(company.logoUrl)}" alt="${escape(company.name)}">` : `<strong>${escape(company.name)}</strong>`}
<div class="company"><strong>${escape(company.name)}</strong>${company.lines.map((l) => `<div>${escape(l)}</div>`).join('')}</div>
</header>`;
}

/** The receipt page of a card collection that went through. */
export function receiptHtml(company: ReceiptCompany, r: ReceiptRow): string {
  const charged = r.charged_amount !== r.amount;
  const rows: [string, string][] = [
    ['Cari', `${r.dealer_code} · ${r.dealer_name}`],
    ...(r.dealer_tax_number
      ? ([['Vergi Dairesi / No', [r.dealer_tax_office, r.dealer_tax_number].filter(Boolean).join(' / ')]] as [
          string,
          string,
        ][])
      : []),
    ['İşlem Tarihi', formatInstant(r.paid_at)],
    ['Kart Sahibi', r.card_holder ?? '—'],
    ['Kart Numarası', maskedCard(r.masked_card_number)],
    ['Banka', r.bank_name ?? '—'],
    ['Taksit', installments(r.installment)],
    ...(charged ? ([['Karttan Çekilen (komisyon dahil)', formatTL(r.charged_amount)]] as [string, string][]) : []),
    ['Provizyon (Onay) No', r.auth_code ?? '—'],
    ['Referans No', r.provider_reference ?? '—'],
    ...(r.order_document_no ? ([['Sipariş No', r.order_document_no]] as [string, string][]) : []),
    ...(r.user_name ? ([['İşlemi Yapan', r.user_name]] as [string, string][]) : []),
  ];
  return page(
    `Tahsilat Dekontu ${r.document_no}`,
    `<main class="receipt">
${companyHead(company)}
<h1>Kredi Kartı Tahsilat Dekontu</h1>
<p class="doc">Belge No: <strong>${escape(r.document_no)}</strong></p>
<dl>
${rows.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('\n')}
</dl>
<p class="amount"><span>Tahsil Edilen Tutar</span><strong>${escape(`${formatMoney(r.amount)} ${r.currency_code}`)}</strong></p>
<p class="note">Bu dekont, kredi kartınızla yaptığınız ödemenin cari hesabınıza tahsilat olarak işlendiğini gösterir. Kart numaranızın yalnızca ilk 6 ve son 4 hanesi saklanır.</p>
<div class="actions no-print"><button type="button" id="yazdir">Yazdır</button></div>
</main>`,
  );
}

/** The page a receipt that is not the dealer's (or does not exist) answers, with 404. */
export function receiptNotFoundHtml(company: ReceiptCompany, message: string): string {
  return page(message, `<main class="receipt">\n${companyHead(company)}\n<h1>${escape(message)}</h1>\n</main>`);
}
