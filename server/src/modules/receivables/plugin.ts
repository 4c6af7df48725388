import { modulePlugin } from '../../plugins/module';
import { createReceivablesRepository } from './repository';
import { registerReceivablesRoutes } from './routes';
import { createReceivablesService, type ReceivablesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    receivables: ReceivablesService;
  }
}

export default modulePlugin('receivables', (app, { database }) => {
  const receivables = createReceivablesService(createReceivablesRepository(database.db));
  app.decorate('receivables', receivables);
  registerReceivablesRoutes(app, { receivables });
});
