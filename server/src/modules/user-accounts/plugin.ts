import { modulePlugin } from '../../plugins/module';
import { hashPassword } from '../auth/password';
import type { AuthService } from '../auth/service';
import { createUserAccountsRepository } from './repository';
import { createUserAccountsService, type UserAccountsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: UserAccountsService;
  }
}

/** Users of dealers and staff: no routes of its own, the back office's dealer and staff pages use it. */
export default modulePlugin<{ auth: AuthService }>('user-accounts', (app, { database, now, auth }) => {
  app.decorate(
    'accounts',
    createUserAccountsService(createUserAccountsRepository(database.db), {
      hashPassword,
      forgetSessionsOf: auth.forgetUser,
      now,
    }),
  );
});
