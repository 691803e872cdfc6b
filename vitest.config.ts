import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { bothDatabases } from './vitest.databases.ts';

/**
 * Three projects (docs/decisions/048-test-clock-and-suite-layout.md):
 * - `unit`: code that touches neither a database nor a server, in threads that keep their modules between files,
 *   and `unit-mocking`: the few such files that mock a module or stub a global, each with modules of its own;
 * - `server`: every server file, each with a database of its own, on PostgreSQL when
 *   TEST_DATABASE_URL names a server (the production database), else on PGlite;
 * - `server-pglite`: with TEST_DATABASE_URL only, the files of vitest.databases.ts once more on PGlite.
 * Every file runs on the suite's clock (vitest.setup.ts), never on the machine's.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const unitFiles = ['packages/*/src/**/*.test.ts', 'tools/**/*.test.ts', 'bench/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'];

/** Unit files that mock a module or stub a global, found by reading them: each gets fresh modules, or its mock
 * would meet a module another file of the same thread already loaded. */
const unitMocking = unitFiles
  .flatMap((pattern) => fs.globSync(pattern, { cwd: import.meta.dirname, exclude: (name) => name === 'node_modules' }))
  .filter((file) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')));

/** Server files share a worker's modules too (each still builds its own app on its own database). */
const serverFiles: TestProjectInlineConfiguration['test'] = {
  pool: 'forks',
  isolate: false,
  globalSetup: ['./vitest.global-setup.ts'],
  setupFiles: ['./vitest.setup.ts', './apps/server/src/test/setup.ts'],
};

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...unitMocking],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-mocking', include: unitMocking, pool: 'threads', isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          ...serverFiles,
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true,
              test: {
                name: 'server-pglite',
                include: bothDatabases,
                ...serverFiles,
              },
            },
          ]
        : []),
    ],
  },
});
