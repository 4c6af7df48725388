import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';
import { registerPwaRoutes } from './routes';
import { createPwaService } from './service';

export default modulePlugin<{ application: ApplicationService; content: ContentService }>(
  'pwa',
  (app, { application, content }) => {
    registerPwaRoutes(app, { pwa: createPwaService({ application, content }) });
  },
);
