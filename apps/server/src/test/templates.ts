import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, newPglite, openDatabase } from '../db/client.ts';

/** Each run builds its own template, so runs sharing one server (two developers, two worktrees) never drop each other's. */
const newTemplateName = () => `portal_test_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Builds the migrated templates the test files copy: a dumped PGlite data dir, and a PostgreSQL template database when a server is given. */
export async function prepareTemplates(options: { dir: string; postgresUrl: string | null }) {
  const pglite = newPglite();
  const handle = await openDatabase({ pglite });
  await migrateDatabase(handle);
  const dump = await pglite.dumpDataDir('none');
  const pgliteImage = path.join(options.dir, 'golden.tar');
  await fs.writeFile(pgliteImage, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  let postgresTemplateUrl: string | null = null;
  const templateName = newTemplateName();
  if (options.postgresUrl) {
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    postgresTemplateUrl = withDatabase(options.postgresUrl, templateName);
    const template = await openDatabase({ databaseUrl: postgresTemplateUrl, poolSize: 1 });
    await migrateDatabase(template);
    await template.close();
  }
  return {
    pgliteImage,
    postgresTemplateUrl,
    async dispose() {
      if (!options.postgresUrl) return;
      const admin = new pg.Client({ connectionString: options.postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    },
  };
}

/** A fresh database for one test file, copied from the templates. */
export async function copyTemplate(options: { pgliteImage: string; postgresTemplateUrl: string | null }) {
  if (options.postgresTemplateUrl) {
    const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const adminUrl = withDatabase(options.postgresTemplateUrl, 'postgres');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const templateName = new URL(options.postgresTemplateUrl).pathname.slice(1);
    await admin.query(`create database ${name} template ${templateName}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(options.postgresTemplateUrl, name), poolSize: 20 });
    return {
      ...handle,
      async close() {
        await handle.close();
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const image = await fs.readFile(options.pgliteImage);
  const pglite = newPglite({ loadDataDir: new Blob([image]) });
  return openDatabase({ pglite });
}
