import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';
import type { SettingsService } from '../settings/service';
import { createThemeEditorRepository } from './repository';
import { registerThemeEditorRoutes } from './routes';
import { createThemeEditorService } from './service';

export default modulePlugin<{ application: ApplicationService; content: ContentService; settings: SettingsService }>(
  'theme-editor',
  (app, { database, application, content, settings }) => {
    registerThemeEditorRoutes(app, {
      themeEditor: createThemeEditorService(createThemeEditorRepository(database.db), application, content, settings),
    });
  },
);
