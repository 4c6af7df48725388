import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * A comment or a test's title says why in its own words. It may cite the product specification (`spec §4`,
 * indexed in docs/spec-map.md) or a standard (RFC, WCAG, ASVS…), never a tracker's issue number or a design
 * document that is not in this repository: the next engineer has neither.
 */
const PRIVATE_REFERENCE = /\bissues? ?#?\d+|\bDESIGN(?:\.md)? ?§/i;
const TEST_TITLE_CALLS = new Set(['describe', 'it', 'test', 'step']);

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : undefined;

const titleText = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node?.type === 'TemplateLiteral'
      ? node.quasis.map((q) => q.value.cooked ?? '').join(' ')
      : undefined;

/**
 * Who may write a table: each table is written (insert, update, delete) only by its owning module's repository,
 * so the rules of its rows live in one module and every other module goes through that module's service. A table
 * not listed here is not checked yet; list a table once its writes are in one place. A value is the files allowed to
 * write it (a module's outbox writer that others call inside their own transaction, beside its repository).
 */
const TABLE_OWNERS = {
  orders: ['server/src/modules/orders/repository.ts'],
  order_lines: ['server/src/modules/orders/repository.ts'],
  basket_add_requests: ['server/src/modules/orders/repository.ts'],
  payment_attempts: ['server/src/modules/payments/repository.ts'],
  payment_invoices: ['server/src/modules/payments/repository.ts'],
  payments: ['server/src/modules/payments/repository.ts'],
  settings: ['server/src/modules/settings/repository.ts'],
  delivery_slots: ['server/src/modules/settings/repository.ts'],
  bank_accounts: ['server/src/modules/settings/repository.ts'],
  webhook_events: ['server/src/modules/webhooks/repository.ts', 'server/src/modules/webhooks/events.ts'],
  webhook_deliveries: ['server/src/modules/webhooks/repository.ts', 'server/src/modules/webhooks/events.ts'],
  dealers: ['server/src/modules/dealers/repository.ts'],
  dealer_price_lists: ['server/src/modules/dealers/repository.ts'],
  dealer_addresses: ['server/src/modules/dealers/repository.ts'],
  representatives: ['server/src/modules/dealers/repository.ts'],
  users: ['server/src/modules/users/repository.ts'],
  sessions: ['server/src/modules/auth/repository.ts'],
  login_throttle: ['server/src/modules/auth/repository.ts'],
  pages: ['server/src/modules/content/repository.ts'],
  menu_items: ['server/src/modules/content/repository.ts'],
  media: ['server/src/modules/content/repository.ts'],
  product_sliders: ['server/src/modules/content/repository.ts'],
  product_slider_items: ['server/src/modules/content/repository.ts'],
  promotions: ['server/src/modules/promotions/repository.ts'],
  promotion_items: ['server/src/modules/promotions/repository.ts'],
  api_keys: ['server/src/modules/api-keys/repository.ts'],
  audit_log: ['server/src/modules/audit/log.ts'],
  exchange_rates: ['server/src/modules/exchange-rates/repository.ts'],
  mail_jobs: ['server/src/modules/mail/repository.ts'],
  import_jobs: ['server/src/modules/imports/repository.ts'],
  theme: ['server/src/modules/theme-editor/repository.ts'],
  theme_history: ['server/src/modules/theme-editor/repository.ts'],
  webhook_endpoints: ['server/src/modules/webhooks/repository.ts'],
  webhook_attempts: ['server/src/modules/webhooks/repository.ts'],
  search_words: ['server/src/modules/catalog/derived-data.ts'],
  category_brands: ['server/src/modules/catalog/derived-data.ts'],
  catalog_changes: ['server/src/modules/catalog/derived-data.ts', 'server/src/modules/catalog/repository.ts'],
  // The catalogue's own data: the ERP import and the theme editor reach it through catalogDataWrites (catalog's
  // service). The demo generator fills an empty database with it in bulk and is outside this rule (below), like the
  // tests; product_search is written only by the triggers and derived-data.ts's refresh.
  products: ['server/src/modules/catalog/data-repository.ts'],
  product_prices: ['server/src/modules/catalog/data-repository.ts'],
  product_images: ['server/src/modules/catalog/data-repository.ts'],
  categories: ['server/src/modules/catalog/data-repository.ts'],
  brands: ['server/src/modules/catalog/data-repository.ts'],
  price_lists: ['server/src/modules/catalog/data-repository.ts'],
  vat_rates: ['server/src/modules/catalog/data-repository.ts'],
  agreement_prices: ['server/src/modules/catalog/data-repository.ts'],
  product_search: ['server/src/modules/catalog/derived-data.ts'],
};
/** The Drizzle schema objects of those tables (`db.insert(orders)`, `tx.update(orderLines)`…), by the name they export. */
const SCHEMA_TABLES = {
  orders: 'orders',
  orderLines: 'order_lines',
  basketAddRequests: 'basket_add_requests',
  paymentAttempts: 'payment_attempts',
  paymentInvoices: 'payment_invoices',
  payments: 'payments',
  settings: 'settings',
  deliverySlots: 'delivery_slots',
  bankAccounts: 'bank_accounts',
  webhookEvents: 'webhook_events',
  webhookDeliveries: 'webhook_deliveries',
  dealers: 'dealers',
  dealerPriceLists: 'dealer_price_lists',
  dealerAddresses: 'dealer_addresses',
  representatives: 'representatives',
  users: 'users',
  sessions: 'sessions',
  loginThrottle: 'login_throttle',
  pages: 'pages',
  menuItems: 'menu_items',
  media: 'media',
  productSliders: 'product_sliders',
  productSliderItems: 'product_slider_items',
  promotions: 'promotions',
  promotionItems: 'promotion_items',
  apiKeys: 'api_keys',
  auditLog: 'audit_log',
  exchangeRates: 'exchange_rates',
  mailJobs: 'mail_jobs',
  importJobs: 'import_jobs',
  theme: 'theme',
  themeHistory: 'theme_history',
  webhookEndpoints: 'webhook_endpoints',
  webhookAttempts: 'webhook_attempts',
  searchWords: 'search_words',
  categoryBrands: 'category_brands',
  catalogChanges: 'catalog_changes',
  products: 'products',
  productPrices: 'product_prices',
  productImages: 'product_images',
  categories: 'categories',
  brands: 'brands',
  priceLists: 'price_lists',
  vatRates: 'vat_rates',
  agreementPrices: 'agreement_prices',
  productSearch: 'product_search',
};
/** A write in SQL text: `insert into t`, `update t` (also `update only t`), `delete from t`. */
const SQL_WRITE = /\b(insert\s+into|update(?:\s+only)?|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);
/** Owners are named from the repository's root, wherever ESLint runs from. */
const REPO_ROOT = dirname(fileURLToPath(import.meta.url));

/** The SQL text of a string or template literal (each `${…}` read as a blank), or undefined. */
const sqlText = (node) =>
  node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node.type === 'TemplateLiteral'
      ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? ')
      : undefined;

const bayiRules = {
  rules: {
    'table-writes-by-owner': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          foreign:
            'Only {{ owners }} writes the table "{{ table }}": call its module\'s service instead of writing it here.',
        },
      },
      create(context) {
        const file = relative(REPO_ROOT, context.filename).split(sep).join('/');
        const check = (node, table) => {
          const owners = Object.hasOwn(TABLE_OWNERS, table) ? TABLE_OWNERS[table] : undefined;
          if (owners && !owners.includes(file)) {
            context.report({ node, messageId: 'foreign', data: { table, owners: owners.join(' or ') } });
          }
        };
        const scan = (node) => {
          const text = sqlText(node);
          if (text === undefined) return;
          for (const match of text.matchAll(SQL_WRITE)) check(node, match[2].toLowerCase());
        };
        return {
          Literal: scan,
          // A template's text is scanned once, as a whole (its quasis are not scanned again on their own).
          TemplateLiteral: scan,
          CallExpression(node) {
            const name = calleeName(node.callee);
            const [table] = node.arguments;
            if (node.callee.type !== 'MemberExpression' || !DRIZZLE_WRITES.has(name) || table?.type !== 'Identifier')
              return;
            if (Object.hasOwn(SCHEMA_TABLES, table.name)) check(node, SCHEMA_TABLES[table.name]);
          },
        };
      },
    },
    'no-private-references': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          reference:
            '"{{ found }}" points to a document the reader does not have: say the reason in words (spec §N or a standard may be cited).',
        },
      },
      create(context) {
        const check = (text, loc) => {
          const found = PRIVATE_REFERENCE.exec(text);
          if (found) context.report({ loc, messageId: 'reference', data: { found: found[0] } });
        };
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) check(comment.value, comment.loc);
          },
          CallExpression(node) {
            if (!TEST_TITLE_CALLS.has(calleeName(node.callee))) return;
            const title = titleText(node.arguments[0]);
            if (title !== undefined) check(title, node.arguments[0].loc);
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'server/drizzle/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Blob: 'readonly',
      },
    },
    plugins: { bayi: bayiRules },
    rules: {
      'bayi/no-private-references': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The server's tables each have one writer. Tests arrange and inspect data with any SQL they need; the demo
    // generator and its history writer fill an empty database in bulk, as the ERP import would.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/test/**', 'server/src/demo/**'],
    rules: { 'bayi/table-writes-by-owner': 'error' },
  },
  {
    // CommonJS configuration files (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // The composition stays a page one reads at once: the modules' wiring lives in their own plugin.ts.
    files: ['server/src/app.ts'],
    rules: { 'max-lines': ['error', { max: 150 }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
