import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createVoucher, setHomeSettings } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

/**
 * docs/decisions/072-lists-at-scale.md: each public list answer runs the same statements and reads the same
 * number of rows whatever the catalogue's size. The rows read are the database's own count: every statement an
 * answer sends is run again under EXPLAIN ANALYZE, and the rows each scan returned or filtered out are summed.
 */

const now = new Date('2026-11-22T08:00:00Z');
const siteName = 'see_sharjah';
/** destinations and packages per destination of the catalogue at ×1 */
const destinationsPerUnit = 4;
const packagesPerDestination = 50;
let t: Awaited<ReturnType<typeof createTestApp>>;
/** what each list cost at ×1 */
const atOne = new Map<string, { statements: number; rows: number }>();

type Recorded = { text: string; params: unknown[] };
const recording = new AsyncLocalStorage<Recorded[]>();
let stopRecording = () => {};

/** Records every statement (and its parameters) the database client of `db` is sent inside `statementsOf`. */
function recordStatements(db: Database) {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text: string; values?: unknown[] };
      // drizzle passes the values beside the statement's config
      const values = (typeof config === 'string' ? undefined : config.values) ?? (args[1] as unknown[] | undefined) ?? [];
      recording.getStore()?.push({ text: typeof config === 'string' ? config : config.text, params: values });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    stopRecording = () => void (pg.Client.prototype.query = query);
    return;
  }
  const pglite = client as PGlite;
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], ...rest: unknown[]) => (
    recording.getStore()?.push({ text, params: params ?? [] }),
    (query as (...a: unknown[]) => unknown)(text, params, ...rest)
  )) as PGlite['query'];
  stopRecording = () => void (pglite.query = query as PGlite['query']);
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** Rows each scan of a table or index returned or threw away, over all its loops. */
function rowsRead(node: PlanNode): number {
  const scansTable = node['Relation Name'] !== undefined || node['Node Type'] === 'Bitmap Index Scan';
  const own = scansTable
    ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
      node['Actual Loops']
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

async function explain({ text, params }: Recorded): Promise<PlanNode> {
  const statement = `explain (analyze, format json) ${text}`;
  const client = (t.db as unknown as { $client: unknown }).$client;
  const rows =
    client instanceof pg.Pool
      ? (await client.query<Record<string, unknown>>(statement, params)).rows
      : (await (client as PGlite).query<Record<string, unknown>>(statement, params)).rows;
  const value = rows[0]!['QUERY PLAN'];
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  return plans[0]!.Plan;
}

/** The statements one GET of `query` sends, and the rows the database reads running them. */
async function costOf(query: string): Promise<{ statements: number; rows: number }> {
  const recorded: Recorded[] = [];
  const res = await recording.run(recorded, async () => await t.app.inject({ method: 'GET', url: `/api?${query}` }));
  // not part of one answer: the outbox's sweeper, started during a request, and search's sample of texts,
  // taken at most once a minute (term-breadth.ts)
  const own = recorded.filter((statement) => !/"messages"|order by random\(\)/.test(statement.text));
  expect(res.json(), query).toMatchObject({ success: 1 });
  let rows = 0;
  for (const statement of own) rows += rowsRead(await explain(statement));
  return { statements: own.length, rows };
}

/**
 * The catalogue grown by one unit: destinationsPerUnit destinations of packagesPerDestination packages, the
 * packages' positions interleaved with those already there, every fifth one tagged `top`, every third `family`.
 */
async function growCatalogue(unit: number) {
  const firstDestination = unit * destinationsPerUnit;
  await t.db
    .execute(sql`insert into destinations (name, arabic_name, url_slug, description, arabic_description, position, hide, enable)
    select 'Place ' || n, 'مكان ' || n, 'place-' || n, 'About place ' || n, 'عن المكان ' || n, n, 0, 1
    from generate_series(${firstDestination}::int, ${firstDestination + destinationsPerUnit - 1}::int) n`);
  await t.db.execute(sql`insert into packages (destination_id, package_name, arabic_name, url_slug, description,
      arabic_description, adult_price_fils, child_price_fils, position, hide, enable, checkout)
    select d.id, 'Outing ' || d.position || '-' || n, 'نزهة ' || d.position || '-' || n, 'outing-' || d.position || '-' || n,
      '<p>A paragraph about outing ' || n || ', its views, its guide and the way there.</p>',
      '<p>فقرة عن النزهة ' || n || ' ومناظرها ودليلها والطريق إليها.</p>',
      10000 + n, 5000, n * 10 + ${unit}::int, case when n % 17 = 0 then 1 else 0 end, 1, ${JSON.stringify([siteName])}::jsonb
    from destinations d cross join generate_series(1, ${packagesPerDestination}::int) n
    where d.position between ${firstDestination}::int and ${firstDestination + destinationsPerUnit - 1}::int`);
  await t.db
    .execute(sql`insert into tags (slug, name, arabic_name) values ('top', 'Top', 'الأفضل'), ('family', 'Family', 'للعائلة')
    on conflict (slug) do nothing`);
  await t.db.execute(sql`insert into package_tags (package_id, tag_id)
    select p.id, tg.id from packages p join destinations d on d.id = p.destination_id join tags tg
      on (tg.slug = 'top' and p.id % 5 = 0) or (tg.slug = 'family' and p.id % 3 = 0)
    where d.position between ${firstDestination}::int and ${firstDestination + destinationsPerUnit - 1}::int`);
}

const lists = [
  'action=HomeData',
  // pages smaller than the catalogue at ×1: the answer's own size stays the same
  'action=destinations&limit=3',
  'action=packages&slug=place-0',
  'action=packagesDetails&slug=outing-1-7',
  'action=packagesByTags&tag=top&limit=6',
  'action=packagesByTags&tag=family&page=2&limit=6',
  'action=search&search_term=guide&limit=6',
  `action=search&search_term=${encodeURIComponent('ومناظرها')}&limit=6`,
  'action=search&search_term=outing%201-7',
];

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { SITE_NAME: siteName } });
  await growCatalogue(0);
  for (const n of [1, 2]) await createVoucher(t.db, { urlSlug: `offer-${n}`, position: n });
  const section = (n: number, slug: string) => ({
    [`tag${n}`]: slug,
    [`tag${n}_heading`]: slug,
    [`tag${n}_arabic_heading`]: `عنوان ${slug}`,
    [`tag${n}_description`]: '',
    [`tag${n}_arabic_description`]: '',
  });
  await setHomeSettings(t.db, {
    gallary_images: Object.fromEntries(
      [1, 2, 3, 4, 5].flatMap((n) => [
        [`image${n}`, `gallery/g${n}.jpg`],
        [`image${n}_link`, ''],
      ]),
    ),
    spend_win_image: 'home/spend-win.jpg',
    ...section(1, 'top'),
    ...section(2, 'family'),
    ...section(3, ''),
    display_vouchers: 1,
    display_about_us: 0,
    display_top_experience: 1,
  });
  await t.db.execute(sql`analyze`);
  recordStatements(t.db);
  // once first: a statement prepared on first use is not counted against the catalogue
  for (const query of lists) await costOf(query);
  for (const query of lists) atOne.set(query, await costOf(query));
  for (let unit = 1; unit < 10; unit++) await growCatalogue(unit);
  await t.db.execute(sql`analyze`);
}, 180_000);
afterAll(async () => {
  stopRecording();
  await t?.close();
});

describe('the public lists at ×1 and ×10 the catalogue', () => {
  it('run the same statements and read about as many rows at ×10 as at ×1', async () => {
    for (const query of lists) {
      const at1 = atOne.get(query)!;
      const at10 = await costOf(query);
      expect(at10.statements, query).toBe(at1.statements);
      // a small table is read whole where a larger one is read by index: ×1 and ×10 may differ a little, by plan
      expect(at10.rows, `${query}: rows read at ×1 ${at1.rows}, at ×10 ${at10.rows}`).toBeLessThanOrEqual(at1.rows * 1.5);
    }
  });

  it('HomeData at ×10 reads about the rows it shows: its sections, vouchers and settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=HomeData' });
    const sections = (res.json() as { data: { tag_sections: { packages: unknown[] }[] } }).data.tag_sections;
    expect(sections.map((s) => s.packages.length)).toEqual([6, 6]);
    const { rows } = await costOf('action=HomeData');
    // per section a tag row, 6 index entries, 6 packages, 6 destinations; the vouchers; the settings twice
    expect(rows).toBeLessThanOrEqual(2 * (1 + 3 * 6) + 2 + 2 + 4);
  });

  it("a tag's list follows a package moved, hidden and shown again, whatever code writes it", async () => {
    const first = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api?action=packagesByTags&tag=family&limit=1' });
      return (res.json() as { data: { id: number }[] }).data[0]?.id;
    };
    const last = (await t.db.execute(sql`select package_id from package_tags pt
      join tags tg on tg.id = pt.tag_id where tg.slug = 'family' and pt.listed order by pt.position desc limit 1`)) as unknown as {
      rows: { package_id: number }[];
    };
    const id = last.rows[0]!.package_id;
    await t.db.execute(sql`update packages set position = -1 where id = ${id}`);
    expect(await first()).toBe(id);
    await t.db.execute(sql`update packages set hide = 1 where id = ${id}`);
    expect(await first()).not.toBe(id);
    await t.db.execute(sql`update packages set hide = 0 where id = ${id}`);
    expect(await first()).toBe(id);
  });
});
