import { parseReportDate, type OrderListRow, type ReportRange } from '@bayi/common';
import { badRequest } from '../../plugins/errors';
import { startOfTurkishDay, turkishDay, type CalendarDay } from '../../lib/turkey-time';
import { groupBy } from '../../lib/group-by';
import { amountNumber, storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import type { ReportsRepository } from './repository';

export const reportMessages = {
  rangeReversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
} as const;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day a month earlier, or that month's last day (31 March → 28/29 February). */
function monthBefore(day: CalendarDay): CalendarDay {
  const year = day.month === 1 ? day.year - 1 : day.year;
  const month = day.month === 1 ? 12 : day.month - 1;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

export function createReportsService(repo: ReportsRepository, now: () => Date = () => new Date()) {
  /** The instants [from, to) of a report range; both days included, Turkish calendar (spec §2 "Reports"). */
  function range(input: ReportRange): { from: Date; to: Date } {
    const end = input.end ? parseReportDate(input.end)! : turkishDay(now());
    const begin = input.begin ? parseReportDate(input.begin)! : monthBefore(end);
    const from = startOfTurkishDay(begin);
    const to = startOfTurkishDay({ ...end, day: end.day + 1 });
    if (from >= to) throw badRequest(reportMessages.rangeReversed);
    return { from, to };
  }

  return {
    /** GET /report/siparislistesi: one row per order and currency, newest first, totals from the line money. */
    async orderList(dealerId: number, input: ReportRange): Promise<OrderListRow[]> {
      const { from, to } = range(input);
      const rows = await repo.orderLines(dealerId, from, to);
      // Groups keep the statement's order: newest order first.
      return [...groupBy(rows, (r) => r.order_id).values()].flatMap((lines) => {
        const head = lines[0]!;
        return totalsByCurrency(lines.map((l) => storedLineMoney(l))).map((t) => ({
          Id: head.order_id,
          BELGENO: head.document_no ?? '',
          SIPARIS_TARIHI: head.placed_at,
          SIPARIS_TURU: head.order_type,
          SATIR_TOPLAM: amountNumber(t.subtotal),
          KDV_TOPLAM: amountNumber(t.vat),
          GENELTOPLAM: amountNumber(t.grandTotal),
          DOVIZ_AD: t.currency,
          ACIKLAMA: head.note ?? '',
        }));
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
