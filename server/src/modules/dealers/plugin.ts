import { modulePlugin } from '../../plugins/module';
import type { AuthService } from '../auth/service';
import type { CheckoutService } from '../checkout/service';
import type { UsersService } from '../users/service';
import { createAccountService } from './account';
import { createRepresentativesService } from './representatives';
import { createDealersRepository } from './repository';
import { registerDealerAccountRoutes } from './routes';
import { registerStaffDealerRoutes, registerStaffRepresentativeRoutes } from './routes.staff';
import { createDealersService, type DealersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    dealers: DealersService;
  }
}

/**
 * Dealers, their price lists, addresses and representatives: the dealer's own account page (`/info/me`) and the
 * back office's Bayiler and Plasiyerler (`/admin/dealers*`, `/admin/representatives*`).
 */
export default modulePlugin<{ auth: AuthService; checkout: CheckoutService; users: UsersService }>(
  'dealers',
  (app, { database, auth, checkout, users }) => {
    const repo = createDealersRepository(database.db);
    const dealers = createDealersService(repo, { riskPosition: checkout.riskPosition, users, shopFor: auth.shopFor });
    app.decorate('dealers', dealers);
    registerDealerAccountRoutes(app, { account: createAccountService(repo, checkout) });
    registerStaffDealerRoutes(app, { dealers });
    registerStaffRepresentativeRoutes(app, { representatives: createRepresentativesService(repo) });
  },
);
