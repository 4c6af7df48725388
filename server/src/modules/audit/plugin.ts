import { modulePlugin } from '../../plugins/module';
import { createAuditRepository } from './repository';
import { registerAuditRoutes } from './routes';
import { createAuditService } from './service';

export default modulePlugin('audit', (app, { database }) => {
  registerAuditRoutes(app, { audit: createAuditService(createAuditRepository(database.db)) });
});
