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

const bayiRules = {
  rules: {
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
