import { modulePlugin } from '../../plugins/module';
import type { AdminDealersService } from '../admin-dealers/service';
import type { UserAccountsService } from '../user-accounts/service';
import { registerAdminStaffRoutes } from './routes';
import { createAdminStaffService } from './service';

export default modulePlugin<{ accounts: UserAccountsService; adminDealers: AdminDealersService }>(
  'admin-staff',
  (app, { accounts, adminDealers }) => {
    const adminStaff = createAdminStaffService({
      accounts,
      representatives: async () => (await adminDealers.options()).representatives,
    });
    registerAdminStaffRoutes(app, { adminStaff });
  },
);
