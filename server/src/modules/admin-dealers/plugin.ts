import { modulePlugin } from '../../plugins/module';
import type { AuthService } from '../auth/service';
import type { CheckoutService } from '../checkout/service';
import type { UserAccountsService } from '../user-accounts/service';
import { createRepresentativesService } from './representatives';
import { createAdminDealersRepository } from './repository';
import { registerAdminDealerRoutes, registerAdminRepresentativeRoutes } from './routes';
import { createAdminDealersService, type AdminDealersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    adminDealers: AdminDealersService;
  }
}

export default modulePlugin<{ auth: AuthService; checkout: CheckoutService; accounts: UserAccountsService }>(
  'admin-dealers',
  (app, { database, auth, checkout, accounts }) => {
    const repo = createAdminDealersRepository(database.db);
    const adminDealers = createAdminDealersService(repo, {
      riskPosition: checkout.riskPosition,
      accounts,
      shopFor: auth.shopFor,
    });
    app.decorate('adminDealers', adminDealers);
    registerAdminDealerRoutes(app, { adminDealers });
    registerAdminRepresentativeRoutes(app, { representatives: createRepresentativesService(repo) });
  },
);
