import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, newPglite } from '../db/client.ts';

/** The migrations' tags in the order drizzle's journal runs them. */
export async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** One migration's statements, run one by one as drizzle's migrator runs them. */
export async function runMigration(tag: string, exec: (statement: string) => Promise<unknown>): Promise<void> {
  const text = await fs.readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await exec(statement);
}

/** A new embedded database with the schema as it was just before migration `tag` (which must be in the journal). */
export async function pgliteBefore(tag: string): Promise<PGlite> {
  const tags = await migrationTags();
  if (!tags.includes(tag)) throw new Error(`migration ${tag} is not in the journal`);
  const pglite = newPglite();
  for (const earlier of tags.slice(0, tags.indexOf(tag))) await runMigration(earlier, (statement) => pglite.exec(statement));
  return pglite;
}
