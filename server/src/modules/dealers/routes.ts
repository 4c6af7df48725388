import { accountInfoSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { ownerOf } from '../../plugins/request-context';
import type { AccountService } from './account';

/** The dealer's own account page (Hesabım). */
export function registerDealerAccountRoutes(app: Api, deps: { account: AccountService }): void {
  const { account } = deps;

  app.get(
    '/info/me',
    {
      config: { access: 'dealer' },
      schema: {
        tags: ['Hesabım'],
        summary: 'Hesap bilgileri: cari, temsilci, adresler; bakiye, açık siparişler ve kalan risk limiti (TL)',
        response: { 200: accountInfoSchema, ...refusals(401) },
      },
    },
    async (request) => {
      return account.info(ownerOf(request).dealerId);
    },
  );
}
