import type { RepresentativeOption } from '@bayi/common';
import { modulePlugin } from '../../plugins/module';
import { hashPassword } from '../auth/password';
import type { AuthService } from '../auth/service';
import { createUsersRepository } from './repository';
import { registerStaffUserRoutes } from './routes.staff';
import { createUsersService, type UsersService } from './service';
import { createStaffService } from './staff';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/**
 * Users of dealers and staff: the service the dealers module's pages use for a dealer's users, and the back office's
 * Personel (`/admin/staff*`).
 */
export default modulePlugin<{
  auth: AuthService;
  /** The representative records a plasiyer may be tied to (the dealers module, registered later: it uses this one). */
  representatives: () => Promise<RepresentativeOption[]>;
}>('users', (app, { database, now, auth, representatives }) => {
  const users = createUsersService(createUsersRepository(database.db), {
    hashPassword,
    forgetSessionsOf: auth.forgetUser,
    now,
  });
  app.decorate('users', users);
  registerStaffUserRoutes(app, { adminStaff: createStaffService({ accounts: users, representatives }) });
});
