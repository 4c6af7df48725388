import { z } from 'zod';
import { openInvoiceRowSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { ownerOf } from '../../plugins/request-context';
import type { ReceivablesService } from './service';

export function registerReceivablesRoutes(app: Api, deps: { receivables: ReceivablesService }): void {
  const { receivables } = deps;

  // Beyond the spec: the invoices a dealer can pay by card, from Fatura Listesi and Hesap Ekstresi.
  app.get(
    '/report/acikfaturalar',
    {
      config: { access: 'dealer' },
      schema: {
        tags: ['Raporlar'],
        summary:
          'Açık faturalar: bayinin henüz kapanmamış faturaları, en eskisi önce, açık tutarlarıyla (TL). Seçilen faturaların kartla ödemesi o faturaları kapatır; diğer tahsilatlar en eski borçtan başlayarak kapatır (FIFO).',
        response: { 200: z.array(openInvoiceRowSchema), ...refusals(401) },
      },
    },
    async (request) => {
      return receivables.openInvoices(ownerOf(request).dealerId);
    },
  );
}
