import { modulePlugin } from '../../plugins/module';
import type { CheckoutService } from '../checkout/service';
import { createAccountRepository } from './repository';
import { registerAccountRoutes } from './routes';
import { createAccountService } from './service';

export default modulePlugin<{ checkout: CheckoutService }>('account', (app, { database, checkout }) => {
  registerAccountRoutes(app, { account: createAccountService(createAccountRepository(database.db), checkout) });
});
