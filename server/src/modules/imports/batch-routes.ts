import {
  IMPORT_BATCH_MAX_ITEMS,
  IMPORT_KIND_INFO,
  IMPORT_KINDS_BY_SCOPE,
  importBatchBodySchema,
  importBatchDocumentSchema,
  importBatchResultSchema,
} from '@bayi/common';
import { documentedAs, integrationRefusals, type Api } from '../../plugins/contract';
import type { ImportBatches } from './batch';

const tags = ['Entegrasyon (ERP): toplu kayıt'];
/** 5,000 items of the widest kind (products with several prices) fit with room to spare. */
const BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Batch upserts for the ERP: POST /api/v1/<scope>/<kind> with `{ items: [...] }`, up to 5,000 items,
 * answered at once with the counts and a result per item. One route per kind, under the API key scope that kind
 * belongs to (the same scopes as the file imports).
 */
export function registerImportBatchRoutes(app: Api, deps: { batches: ImportBatches }): void {
  for (const [scope, kinds] of Object.entries(IMPORT_KINDS_BY_SCOPE)) {
    for (const kind of kinds) {
      const info = IMPORT_KIND_INFO[kind];
      app.post(
        `/api/v1/${scope}/${kind}`,
        {
          config: { access: 'integration', scope },
          bodyLimit: BODY_LIMIT,
          schema: {
            tags,
            summary: `${info.label}: en fazla ${IMPORT_BATCH_MAX_ITEMS} kaydı ${info.key} ile ekler ya da günceller; her kaydın sonucu ayrı`,
            // The shape is checked here; each value by the import's rules, per item (the document shows those rules).
            body: documentedAs(importBatchBodySchema(kind), importBatchDocumentSchema(kind)),
            response: { 200: importBatchResultSchema, ...integrationRefusals(400, 401, 403, 413, 429) },
          },
        },
        async (request) => {
          return deps.batches.upsert(kind, request.body.items);
        },
      );
    }
  }
}
