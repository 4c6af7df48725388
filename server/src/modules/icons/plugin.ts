import { modulePlugin } from '../../plugins/module';
import { registerIconRoutes } from './routes';
import { createIconsService } from './service';

/** Font Awesome's SVG files under /spa/icons/…, beside the built storefront's files (which /spa/* serves). */
export default modulePlugin('icons', (app) => {
  registerIconRoutes(app, { icons: createIconsService() });
});
