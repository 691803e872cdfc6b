import { eq, inArray } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDestination, createPackage, tagPackage } from '../test/factories.ts';
import { pgliteBefore, runMigration } from '../test/migrations.ts';
import { copyTemplate } from '../test/templates.ts';
import type { DatabaseHandle } from './client.ts';
import { packages, packageTags, tags } from './schema/index.ts';

// docs/decisions/046: packages.tag_slugs is a copy of package_tags joined with tags that the database's
// triggers keep (migration 0014), whichever code writes the links or renames a tag

const postgresTemplateUrl = inject('postgresTemplateUrl');
const databases = [
  { label: 'PGlite', postgresTemplateUrl: null },
  ...(postgresTemplateUrl ? [{ label: 'PostgreSQL', postgresTemplateUrl }] : []),
];

describe.each(databases)('on $label', ({ postgresTemplateUrl }) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl });
  });
  afterEach(() => database.close());

  async function slugsOf(...ids: number[]) {
    const rows = await database.db
      .select({ id: packages.id, tagSlugs: packages.tagSlugs })
      .from(packages)
      .where(inArray(packages.id, ids))
      .orderBy(packages.id);
    return rows.map((row) => row.tagSlugs);
  }

  it('follows the links as they are added and removed, alphabetically, and leaves other packages alone', async () => {
    const { db } = database;
    const destination = await createDestination(db);
    const first = await createPackage(db, { destinationId: destination.id });
    const second = await createPackage(db, { destinationId: destination.id });
    expect(await slugsOf(first.id, second.id)).toEqual([[], []]);

    await tagPackage(db, first.id, 'water');
    await tagPackage(db, first.id, 'family');
    await tagPackage(db, second.id, 'water');
    expect(await slugsOf(first.id, second.id)).toEqual([['family', 'water'], ['water']]);

    const [family] = await db.select().from(tags).where(eq(tags.slug, 'family'));
    await db.delete(packageTags).where(eq(packageTags.tagId, family!.id));
    expect(await slugsOf(first.id, second.id)).toEqual([['water'], ['water']]);
  });

  it('writes a renamed tag on every package that has it, and drops a deleted one', async () => {
    const { db } = database;
    const destination = await createDestination(db);
    const first = await createPackage(db, { destinationId: destination.id });
    const second = await createPackage(db, { destinationId: destination.id });
    await tagPackage(db, first.id, 'desert');
    await tagPackage(db, first.id, 'night');
    await tagPackage(db, second.id, 'desert');

    await db.update(tags).set({ slug: 'sand-dunes' }).where(eq(tags.slug, 'desert'));
    expect(await slugsOf(first.id, second.id)).toEqual([['night', 'sand-dunes'], ['sand-dunes']]);

    // the links go by the foreign key's cascade, which runs package_tags' own triggers
    await db.delete(tags).where(eq(tags.slug, 'sand-dunes'));
    expect(await slugsOf(first.id, second.id)).toEqual([['night'], []]);
  });

  it('takes many links in one statement, and lets a tagged package be deleted', async () => {
    const { db } = database;
    const destination = await createDestination(db);
    const made = await Promise.all([1, 2, 3].map(() => createPackage(db, { destinationId: destination.id })));
    const inserted = await db
      .insert(tags)
      .values(['b', 'a'].map((slug) => ({ slug, name: slug, arabicName: slug })))
      .returning();
    await db.insert(packageTags).values(made.flatMap((pkg) => inserted.map((tag) => ({ packageId: pkg.id, tagId: tag.id }))));
    expect(await slugsOf(...made.map((pkg) => pkg.id))).toEqual([
      ['a', 'b'],
      ['a', 'b'],
      ['a', 'b'],
    ]);

    await db.delete(packages).where(eq(packages.id, made[0]!.id));
    expect(await slugsOf(...made.map((pkg) => pkg.id))).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(await db.select().from(packageTags).where(eq(packageTags.packageId, made[0]!.id))).toEqual([]);
  });
});

describe('migration 0014_package_tag_slugs', () => {
  // the schema as it was before the migration: every earlier migration run on a new embedded database, which on
  // a busy machine can take a minute, so it is built once in a hook with room for that
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await pgliteBefore('0014_package_tag_slugs');
  }, 180_000);
  afterAll(() => pglite.close());

  it('copies the tags of the packages tagged before it', async () => {
    await pglite.exec(`
      insert into destinations (id, name, arabic_name, url_slug, description, arabic_description, img, featured_image)
        values (1, 'D', 'د', 'd', '', '', 'd.jpg', 'd.jpg');
      insert into packages (id, destination_id, package_name, arabic_name, url_slug)
        values (1, 1, 'One', 'واحد', 'one'), (2, 1, 'Two', 'اثنان', 'two');
      insert into tags (id, slug, name, arabic_name) values (1, 'water', 'Water', 'ماء'), (2, 'family', 'Family', 'عائلة');
      insert into package_tags (package_id, tag_id) values (1, 1), (1, 2);
    `);
    await runMigration('0014_package_tag_slugs', (statement) => pglite.exec(statement));
    const { rows } = await pglite.query<{ id: number; tag_slugs: string[] }>('select id, tag_slugs from packages order by id');
    expect(rows).toEqual([
      { id: 1, tag_slugs: ['family', 'water'] },
      { id: 2, tag_slugs: [] },
    ]);
  });
});
