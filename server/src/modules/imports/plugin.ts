import { IMPORT_KINDS, IMPORT_KINDS_BY_SCOPE } from '@bayi/common';
import { keyActor } from '../audit/log';
import { integrationRefusals, refusals } from '../../plugins/contract';
import { modulePlugin } from '../../plugins/module';
import { apiKeyOf, staffOf } from '../../plugins/request-context';
import { createImportBatches } from './batch';
import { registerImportBatchRoutes } from './batch-routes';
import { createImportsRepository } from './repository';
import { registerImportRoutes } from './routes';
import { createImportRunner } from './runner';
import { createImportsService } from './service';

/**
 * Imports of catalogue, stock, dealer and document files: uploaded in the back office or by the ERP under
 * /api/v1, run one at a time by the jobs runner; the same kinds as JSON items are written at once.
 */
export default modulePlugin('imports', (app, { database, config }) => {
  const repo = createImportsRepository(database.db);
  const runner = createImportRunner(database.db, repo, { pollMs: config.IMPORT_POLL_MS, log: app.log });
  app.jobs.provide('imports', { run: runner.runOnce, stop: runner.stop });
  const imports = createImportsService(repo, runner);
  registerImportRoutes(
    app,
    { imports },
    {
      base: '/admin/imports',
      config: { access: 'admin' },
      tags: ['Yönetim: aktarım'],
      kinds: IMPORT_KINDS,
      requester: (request) => staffOf(request),
      refusals,
    },
  );
  // The same imports for the ERP under /api/v1, one family per API key scope (docs/integration.md).
  for (const [scope, kinds] of Object.entries(IMPORT_KINDS_BY_SCOPE)) {
    registerImportRoutes(
      app,
      { imports },
      {
        base: `/api/v1/${scope}/imports`,
        config: { access: 'integration', scope },
        tags: ['Entegrasyon (ERP): aktarım dosyaları'],
        kinds,
        requester: (request) => keyActor(apiKeyOf(request)),
        refusals: (...statuses) => ({ ...integrationRefusals(...statuses), ...integrationRefusals(429) }),
      },
    );
  }
  // The same kinds as JSON items, answered at once: POST /api/v1/<scope>/<kind>.
  registerImportBatchRoutes(app, { batches: createImportBatches(database.db, app.log) });
});
