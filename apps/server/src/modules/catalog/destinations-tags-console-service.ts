import type { ConsoleTag } from '@portal/contract/console-destinations';
import { searchText } from '@portal/domain/search-text';
import { slugOf } from '@portal/domain/slug';
import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { packageTags, siteSettings, tags } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { recordChange, claimSlug, type SlugRules } from '../console/index.ts';

/**
 * The package tags (decision 035). A tag's slug is its public address (/t/{slug}) and what the home
 * page's tag sections name (site_settings `homepage`, tag1…tag3): a tag a section names keeps its slug
 * and cannot be deleted, so the home page never shows an empty section by surprise.
 */

type TagRow = typeof tags.$inferSelect;

/** spec part 1 §2 Home: the settings' tag1, tag2 and tag3 */
const homeSectionNumbers = [1, 2, 3] as const;

/** An outer statement's tag column, written with its table (Drizzle writes a one-table select's columns bare). */
const outer = (column: typeof tags.id | typeof tags.slug) => sql`${tags}.${sql.identifier(column.name)}`;

/** The home tag section (1–3) whose setting names the tag, as a scalar subquery; null when none does. */
const homeSectionOf = sql<number | null>`(select case ${sql.join(
  homeSectionNumbers.map(
    (n) => sql`when ${siteSettings.value}->>${sql.raw(`'tag${n}'`)} = ${outer(tags.slug)} then ${sql.raw(String(n))}`,
  ),
  sql` `,
)} end from ${siteSettings} where ${siteSettings.key} = 'homepage')`;

const taggedPackages = sql<number>`(select count(*) from ${packageTags} where ${packageTags.tagId} = ${outer(tags.id)})`.mapWith(
  Number,
);

const tagColumns = {
  id: tags.id,
  slug: tags.slug,
  name: tags.name,
  arabic_name: tags.arabicName,
  packages: taggedPackages,
  home_section: homeSectionOf,
};

function tagsWhere(db: Database, where: SQL | undefined) {
  return db.select(tagColumns).from(tags).where(where).orderBy(asc(tags.slug), asc(tags.id));
}

/** consoleTags: every tag by slug, a page at a time; q matches the slug or either name, folded as search folds. */
export async function listConsoleTags(
  db: Database,
  request: { q?: string | undefined; page: number; perPage: number },
): Promise<{ data: ConsoleTag[]; total: number }> {
  const pattern = request.q ? containing(searchText(request.q)) : undefined;
  const folded = (column: SQL | typeof tags.name | typeof tags.arabicName) => sql`portal_search_text(${column})`;
  const where = pattern
    ? or(ilike(tags.slug, pattern), ilike(folded(tags.name), pattern), ilike(folded(tags.arabicName), pattern))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    tagsWhere(db, where)
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    db.select({ n: count() }).from(tags).where(where),
  ]);
  return { data: rows, total: counted?.n ?? 0 };
}

async function readTag(db: Database, id: number): Promise<ConsoleTag> {
  const [row] = await tagsWhere(db, eq(tags.id, id));
  if (!row) throw notFound();
  return row;
}

const notFound = () => new AppError('not_found', { msg: 'Tag not found', fields: { id: 'no such tag' } });

const auditedTag = (row: TagRow) => ({ slug: row.slug, name: row.name, arabic_name: row.arabicName });

async function lockedTag(tx: Database, id: number): Promise<TagRow> {
  const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The home section that names `slug`, with the settings row locked until the commit: a home page saved
 * meanwhile waits, so it cannot name a tag this transaction renames or deletes.
 */
async function homeSectionNaming(tx: Database, slug: string): Promise<number | null> {
  const [row] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'homepage'))
    .for('update');
  const settings = (row?.value ?? {}) as Record<string, unknown>;
  return homeSectionNumbers.find((n) => settings[`tag${n}`] === slug) ?? null;
}

const tagSlugs: SlugRules = {
  table: tags,
  id: tags.id,
  slug: tags.slug,
  lockSpace: 7_245_022,
  field: 'slug',
  taken: 'Another tag already uses this slug',
};

export type TagChange = { id?: number | undefined; slug?: string | undefined; name: string; arabic_name: string };

/** saveTag: creates a tag (no id) or renames one; a slug a home section names stays (in_use). */
export async function saveTag(db: Database, operatorId: number, change: TagChange): Promise<ConsoleTag> {
  const slug = change.slug ?? slugOf(change.name);
  if (!slug) throw new AppError('invalid_input', { fields: { slug: 'Type a slug: the name has no Latin letters' } });
  const id = await db.transaction(async (tx) => {
    const before = change.id === undefined ? null : await lockedTag(tx, change.id);
    if (before && before.slug !== slug && (await homeSectionNaming(tx, before.slug)) !== null) {
      throw new AppError('in_use', {
        msg: 'A home page tag section shows this tag: change the home page before its slug',
        fields: { slug: 'named by a home page tag section' },
      });
    }
    await claimSlug(tx, tagSlugs, slug, before?.id);
    const values = { slug, name: change.name, arabicName: change.arabic_name };
    const [after] = before
      ? await tx.update(tags).set(values).where(eq(tags.id, before.id)).returning()
      : await tx.insert(tags).values(values).returning();
    await recordChange(tx, {
      operatorId,
      action: 'saveTag',
      entity: 'tag',
      entityId: after!.id,
      before: before && auditedTag(before),
      after: auditedTag(after!),
    });
    return after!.id;
  });
  return readTag(db, id);
}

/**
 * deleteTag: deletes a tag and its package links (the packages stay, untagged) and answers how many
 * packages it was on; a tag a home section names is refused (in_use). The audit entry keeps the ids of the
 * packages it was on, so the links can be made again.
 */
export async function deleteTag(db: Database, operatorId: number, id: number): Promise<{ unlinkedPackages: number }> {
  return db.transaction(async (tx) => {
    const before = await lockedTag(tx, id);
    const section = await homeSectionNaming(tx, before.slug);
    if (section !== null) {
      throw new AppError('in_use', { msg: `Home page tag section ${section} shows this tag: change the home page first` });
    }
    const links = await tx.delete(packageTags).where(eq(packageTags.tagId, id)).returning({ packageId: packageTags.packageId });
    await tx.delete(tags).where(eq(tags.id, id));
    const packageIds = links.map((link) => link.packageId).sort((a, b) => a - b);
    await recordChange(tx, {
      operatorId,
      action: 'deleteTag',
      entity: 'tag',
      entityId: id,
      before: { ...auditedTag(before), package_ids: packageIds },
      after: null,
    });
    return { unlinkedPackages: packageIds.length };
  });
}
