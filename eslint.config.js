import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importDirection from './tools/eslint-import-direction.js';
import moduleCircles from './tools/eslint-module-circles.ts';
import moduleEntries from './tools/eslint-module-entries.ts';
import testClock from './tools/eslint-test-clock.ts';

const portal = {
  rules: { ...importDirection.rules, ...moduleEntries.rules, ...moduleCircles.rules, ...testClock.rules },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { portal },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'portal/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    // a server module reaches another only through its index.ts (docs/decisions/052; `reports` has no entry
    // yet), and never in a circle (docs/decisions/058)
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'portal/module-entries': ['error', { exceptions: ['apps/server/src/modules/reports'] }],
      'portal/module-circles': 'error',
    },
  },
  {
    // time enters the server through its clock (apps/server/src/lib/clock.ts), never the machine's or the database's
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/lib/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take the time from the clock the server was given (`now`, lib/clock.ts).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Take the time from the clock the server was given (`now`, lib/clock.ts).',
        },
        {
          selector:
            "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(now|clock_timestamp)\\(\\)|\\bcurrent_(date|timestamp)\\b/i]",
          message: "The database's clock is not the server's: pass the server's `now` as a value.",
        },
      ],
    },
  },
  {
    // Vitest files run on the suite's clock; the journeys on the machine's, so they compute every date from today
    files: ['e2e/**/*.ts'],
    rules: { 'portal/test-clock': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['bench/**/*.ts', 'apps/server/scripts/**/*.ts', 'apps/web/scripts/**/*.ts', 'tools/**/*.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
