import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareTemplates } from './apps/server/src/test/templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated PGlite data dir, dumped once; each test file loads its own copy */
    pgliteImage: string;
    /** the `server` project with TEST_DATABASE_URL set: the migrated template database's URL; else null (PGlite) */
    postgresTemplateUrl: string | null;
  }
}

/**
 * Migrates once per run (epic-stack's golden image): a test file then gets a fresh database in well under a second.
 * The `server` project's files get PostgreSQL when TEST_DATABASE_URL names a server; `server-pglite`'s get PGlite.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const templates = await prepareTemplates({
    dir,
    postgresUrl: project.name === 'server' ? (process.env.TEST_DATABASE_URL ?? null) : null,
  });
  project.provide('pgliteImage', templates.pgliteImage);
  project.provide('postgresTemplateUrl', templates.postgresTemplateUrl);
  return async () => {
    await templates.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
