/**
 * How imports may flow (one way: each layer depends only on those below it), checked by `npm run lint` (lint:deps):
 *   server: plugin → routes → service → repository → db; a module's plugin.ts wires its own service and
 *   routes and only app.ts registers it; a module uses another module's service (or its pure files: pricing's
 *   functions, content's image address), never its repository or routes; plugins know no module; the demo
 *   generator is only imported dynamically; no cycles between files nor between modules. A module may have one
 *   route file per audience (orders/routes.staff.ts, orders/routes.integration.ts): each is a routes file here.
 *   web: app → features → components/lib; features do not import each other.
 *   common: imports nothing of ours.
 * Tests are left out: they may arrange data through any file they like.
 */
const MODULE = '^server/src/modules/([^/]+)/';
/** A module's route files: routes.ts, or one per audience (routes.staff.ts); one quantifier, a safe pattern. */
const ROUTES = 'routes[.][a-z.-]*ts$';
/** A module's repository: the only file that writes its tables (eslint's bayi/table-writes-by-owner). */
const REPOSITORY = 'repository\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports itself through others: imports flow one way.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      comment: 'Modules (server modules, web features) form no cycle: a → b → a through any files.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(server/src/modules|web/src/features)/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'only-modules-wire-themselves',
      comment:
        "Only a module's own files reach its repository and routes: its plugin.ts builds the service and registers the routes.",
      severity: 'error',
      from: { pathNot: MODULE },
      to: { path: `${MODULE}(${REPOSITORY}|${ROUTES})` },
    },
    {
      name: 'only-app-registers-module-plugins',
      comment: "A module's plugin is registered by the composition (app.ts) alone, in the order of its dependencies.",
      severity: 'error',
      from: { pathNot: '^server/src/app\\.ts$' },
      to: { path: `${MODULE}plugin\\.ts$` },
    },
    {
      name: 'demo-loaded-on-demand',
      comment:
        'The demo data generator is imported dynamically, when demo data is made: a server start that needs none never loads it.',
      severity: 'error',
      from: { pathNot: '^server/src/demo/' },
      to: { path: '^server/src/demo/', dynamic: false },
    },
    {
      name: 'no-other-module-repository',
      comment:
        "A module uses another module's service, never its repository: each module owns its tables, and its service holds their rules.",
      severity: 'error',
      from: { path: MODULE },
      to: { path: `${MODULE}${REPOSITORY}`, pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'no-other-module-routes',
      comment: "A module uses another module's service, never its routes: its own plugin.ts registers them.",
      severity: 'error',
      from: { path: MODULE },
      to: { path: `${MODULE}${ROUTES}`, pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'routes-through-service',
      comment: 'Routes are HTTP only: they call the service, never the repository.',
      severity: 'error',
      from: { path: `${MODULE}${ROUTES}` },
      to: { path: `^server/src/modules/$1/${REPOSITORY}` },
    },
    {
      name: 'repository-is-sql-only',
      comment: 'A repository is SQL: it imports no service, no routes and no plugin.',
      severity: 'error',
      from: { path: `${MODULE}${REPOSITORY}` },
      to: { path: `${MODULE}(service\\.ts$|${ROUTES})|^server/src/plugins/` },
    },
    {
      name: 'service-knows-no-routes',
      comment: 'A service does not know the HTTP routes.',
      severity: 'error',
      from: { path: MODULE, pathNot: `${MODULE}(plugin\\.ts$|${ROUTES})` },
      to: { path: `^server/src/modules/$1/${ROUTES}` },
    },
    {
      name: 'plugins-know-no-module',
      comment: 'Plugins are cross-cutting and know no module; app.ts wires modules into them.',
      severity: 'error',
      from: { path: '^server/src/plugins/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'infrastructure-knows-no-module',
      comment: 'db/ and lib/ are below every module.',
      severity: 'error',
      from: { path: '^server/src/(db|lib)/' },
      to: { path: '^server/src/(modules|plugins|demo|cli|test)/|^server/src/(app|main)\\.ts$' },
    },
    {
      name: 'modules-know-no-composition',
      comment: 'Modules do not import the composition root, the demo generator or the command-line tools.',
      severity: 'error',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/(demo|cli|test)/|^server/src/(app|main)\\.ts$' },
    },
    {
      name: 'common-imports-nothing-of-ours',
      comment: 'common/ is shared by server and browser, so it imports nothing of ours.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|web|e2e|bench|scripts|docs)/' },
    },
    {
      name: 'server-and-web-apart',
      comment: 'Server and browser share code only through common/.',
      severity: 'error',
      from: { path: '^(server|web)/' },
      to: { path: '^(server|web)/', pathNot: '^$1/' },
    },
    {
      name: 'features-apart',
      comment: 'A web feature does not import another feature; shared UI goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-flows-down',
      comment: 'Web imports flow app → features → components/lib.',
      severity: 'error',
      from: { path: '^web/src/(features|components|lib)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'shared-ui-knows-no-feature',
      comment: 'components/ and lib/ are below the features.',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|^server/src/test/' },
    // Type-only imports count: a type from another module's repository is still a reach into it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
