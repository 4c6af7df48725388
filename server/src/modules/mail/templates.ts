import { escapeHtml as escape } from '../../lib/html';
/**
 * The e-mails' Turkish texts, each with an HTML part in the distributor's colours and logo and a
 * plain-text part with the same facts. Every value from data is HTML-escaped.
 */

export interface Brand {
  company: string;
  /** An absolute address of the logo, or null: the company name is written in its place. */
  logoUrl: string | null;
  /** The storefront header's colours (the theme editor's), as CSS colours. */
  headerBackground: string;
  headerText: string;
  /** Where "open in the storefront" links lead, or null when the public address is unknown. */
  siteUrl: string | null;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** One message: a heading, sentences, a table of facts, an optional link, the company's footer. */
function message(
  brand: Brand,
  subject: string,
  body: { heading: string; paragraphs: string[]; facts: [string, string][]; link?: { label: string; path: string } },
): MailContent {
  const href = body.link && brand.siteUrl ? `${brand.siteUrl}${body.link.path}` : null;
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...body.facts.map(([k, v]) => `${k}: ${v}`),
    ...(href ? ['', `${body.link!.label}: ${href}`] : []),
    '',
    '—',
    brand.company,
  ].join('\n');
  const logo = brand.logoUrl
    ? `<img src="${escape(brand.logoUrl)}" alt="${escape(brand.company)}" height="40" style="display:block;height:40px">`
    : `<strong style="font-size:20px">${escape(brand.company)}</strong>`;
  const rows = body.facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#475569">${escape(k)}</td><td style="padding:6px 0;font-weight:600">${escape(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${escape(brand.headerBackground)};color:${escape(brand.headerText)};padding:20px 24px">${logo}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escape(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escape(p)}</p>`).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:14px">${rows}</table>
${href ? `<p style="margin:16px 0 0"><a href="${escape(href)}" style="display:inline-block;background:${escape(brand.headerBackground)};color:${escape(brand.headerText)};padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escape(body.link!.label)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;color:#64748b;font-size:12px">${escape(brand.company)} — bu e-posta bayi sisteminden otomatik gönderildi.</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

export interface OrderFacts {
  id: number;
  documentNo: string;
  dealer: string;
  placedAt: string;
  placedBy: string;
  lineCount: number;
  total: string;
}

export function orderPlacedMail(brand: Brand, o: OrderFacts): MailContent {
  return message(brand, `Siparişiniz alındı: ${o.documentNo}`, {
    heading: 'Siparişiniz alındı',
    paragraphs: [`${o.dealer} adına verilen ${o.documentNo} numaralı sipariş bize ulaştı. Teşekkür ederiz.`],
    facts: [
      ['Belge no', o.documentNo],
      ['Tarih', o.placedAt],
      ['Veren', o.placedBy],
      ['Satır', String(o.lineCount)],
      ['Genel toplam (KDV dahil)', o.total],
    ],
    link: { label: 'Siparişi görüntüle', path: `/spa/checkout/${o.id}` },
  });
}

export function orderStageMail(brand: Brand, o: OrderFacts, stageName: string, reason: string): MailContent {
  return message(brand, `Siparişinizin durumu: ${stageName} (${o.documentNo})`, {
    heading: `Siparişiniz “${stageName}” durumunda`,
    paragraphs: [`${o.documentNo} numaralı siparişinizin durumu “${stageName}” oldu.`, `Açıklama: ${reason}`],
    facts: [
      ['Belge no', o.documentNo],
      ['Sipariş tarihi', o.placedAt],
      ['Genel toplam (KDV dahil)', o.total],
    ],
    link: { label: 'Sipariş listesini aç', path: '/spa/report/siparislistesi' },
  });
}

export interface PaymentFacts {
  dealer: string;
  receiptNo: string;
  amount: string;
  at: string;
  card: string;
  instalments: string;
}

export function paymentReceivedMail(brand: Brand, p: PaymentFacts): MailContent {
  return message(brand, `Ödemeniz alındı: ${p.amount}`, {
    heading: 'Ödemeniz alındı',
    paragraphs: [`${p.dealer} hesabına ${p.amount} tutarında kartlı ödeme alındı ve cari hesabınıza işlendi.`],
    facts: [
      ['Tahsilat no', p.receiptNo],
      ['Tarih', p.at],
      ['Tutar', p.amount],
      ['Kart', p.card],
      ['Taksit', p.instalments],
    ],
    link: { label: 'Hesap ekstresini aç', path: '/spa/report/hesapekstresi' },
  });
}
