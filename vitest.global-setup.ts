import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareTemplates } from './apps/server/src/test/templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated PGlite data dir, dumped once; each test file loads its own copy */
    pgliteImage: string;
    /** set when TEST_DATABASE_URL points at a PostgreSQL server: the migrated template database's URL */
    postgresTemplateUrl: string | null;
  }
}

/** Migrates once per run (epic-stack's golden image): a test file then gets a fresh database in well under a second. */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const templates = await prepareTemplates({
    dir,
    postgresUrl: process.env.PORTAL_TEST_ON_POSTGRES === '1' ? (process.env.TEST_DATABASE_URL ?? null) : null,
  });
  project.provide('pgliteImage', templates.pgliteImage);
  project.provide('postgresTemplateUrl', templates.postgresTemplateUrl);
  return async () => {
    await templates.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
