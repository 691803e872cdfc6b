import { actions } from '@portal/contract/index';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFields, inputVariants, leaves, sampleOf, withLeaf, type JsonSchema, type Path } from '../test/action-inputs.ts';
import {
  addAddOns,
  createDestination,
  createPackage,
  createRaffleCampaign,
  createSession,
  createUser,
  createVoucher,
} from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';

/**
 * Decision 023: a bounded, seeded fuzz of every action of the contract. Inputs are derived from each
 * action's input schema (its JSON Schema as a client sees it), then broken: control characters, very
 * long text, booleans, lists, objects, hex and exponent numbers, negative and huge numbers, missing and
 * unknown fields, broken JSON in JSON-text fields. Each is sent form-encoded or as JSON (public reads
 * also as GET), without a token, with a user's, an operator's or a forged one. Every answer must be the
 * envelope and never a 5xx, and a refused call must leave every table's row count as it was.
 */
const seed = 0x11_2026;
const calls = 2500;

/** mulberry32: a small, fast, seeded generator, so a failure replays exactly. */
function generator(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Text with what no text field may hold, or may hold only in a name or a message. */
const brokenTexts: ((sample: string) => string)[] = [
  (sample) => `${sample}\u0000`,
  (sample) => `\u0000${sample}`,
  (sample) =>
    `${sample}${pick(['\u0001', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F', '\uD800', '\uDC00', '\n', '\t', '\r'])}`,
  (sample) => `\u202E${sample}\u200B`,
];

/** Values that are wrong for some field of some action. */
const brokenValues: (() => unknown)[] = [
  () => 'a\u0000b',
  () => 'x'.repeat(pick([300, 5_000, 200_000])),
  () => '',
  () => ' ',
  () => true,
  () => false,
  () => null,
  () => [1],
  () => ['1', '2'],
  () => [[1]],
  () => ({ a: 1 }),
  () => ({}),
  () => '0x1F',
  () => '1e3',
  () => '+1',
  () => '-1',
  () => -1,
  () => 0,
  () => 1.5,
  () => '1.5',
  () => 2_147_483_648,
  () => '99999999999999999999999',
  () => 1e308,
  () => 'NaN',
  () => 'Infinity',
  () => '١٢',
  () => "' or 1=1 --",
  () => '%00',
  () => '__proto__',
  () => '2026-02-30',
  () => '13/45/2026',
];

/** What a JSON-text field may carry instead of its object. */
const brokenJsonTexts = ['{', '[]', 'null', '"text"', '1', '{"packages":"x"}', '{"packages":[null]}', '{"packages":[{}]}'];

type Input = Record<string, unknown>;

/** One random breakage of an input built from the schema. */
function mutate(schema: JsonSchema, input: Input): Input {
  const fields = leaves(schema);
  const leaf = fields.length > 0 ? pick(fields) : undefined;
  switch (pick(['value', 'value', 'value', 'missing', 'unknown', 'jsonText', 'deep'] as const)) {
    case 'value': {
      if (!leaf) return input;
      // text fields get their own sample broken half the time: the rest of the input stays valid, so the
      // text reaches the service and the database
      const sample = sampleOf(leaf.schema, String(leaf.path.at(-1)));
      const broken = leaf.schema.type === 'string' && random() < 0.5 ? pick(brokenTexts)(String(sample)) : pick(brokenValues)();
      return withLeaf(input, leaf.path, broken) as Input;
    }
    case 'missing':
      return leaf ? (withLeaf(input, leaf.path, undefined) as Input) : input;
    case 'unknown': {
      const name = pick(['extra', '__proto__', 'constructor', 'user_id', 'role', 'a.b', 'items[0]']);
      return { ...input, [name]: pick(brokenValues)() };
    }
    case 'jsonText': {
      const jsonText = Object.entries(schema.properties ?? {}).find(([, field]) => field.description?.includes('JSON text'));
      return jsonText ? { ...input, [jsonText[0]]: pick(brokenJsonTexts) } : input;
    }
    case 'deep': {
      const path: Path = leaf ? leaf.path : ['deep'];
      return withLeaf(input, path, nested(pick([50, 3_000]))) as Input;
    }
  }
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<'public' | 'user' | 'operator' | 'admin' | 'forged', string | undefined> = {
  public: undefined,
  user: undefined,
  operator: undefined,
  admin: undefined,
  forged: 'A'.repeat(43),
};

/** Rows inserted or deleted so far, by table, in every table of the schema: what a refused call must leave alone. */
let countRows: () => Promise<Record<string, number>>;

beforeAll(async () => {
  t = await createTestApp();
  // ids 1 exist, so the sample inputs (ids of 1) reach the services and the database, not only the schemas
  const destination = await createDestination(t.db);
  const pkg = await createPackage(t.db, { destinationId: destination.id, enableDatePicker: 1 });
  await addAddOns(t.db, pkg.id);
  await createVoucher(t.db, { destinationId: destination.id });
  await createRaffleCampaign(t.db);
  const user = await createUser(t.db);
  const operator = await createUser(t.db, { role: 'operator', staffRole: 'moderator' });
  const admin = await createUser(t.db, { role: 'operator', staffRole: 'admin' });
  tokens.user = await createSession(t.db, user.id);
  tokens.operator = await createSession(t.db, operator.id);
  tokens.admin = await createSession(t.db, admin.id);

  /** rows of a query, on PGlite and on PostgreSQL alike */
  const query = async <Row>(statement: SQL) => ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;
  const found = await query<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // counting refused attempts is what the rate-limit counters are for
  const tables = found.map((r) => r.table_name).filter((name) => name !== 'rate_limits');
  // every row inserted or deleted in a table is counted by a trigger, in the same transaction: a rolled
  // back write counts nothing, and reading one small table after each call is cheaper than counting all
  await t.db.execute(sql`create table fuzz_row_changes (table_name text primary key, n bigint not null)`);
  await t.db.execute(
    sql.raw(`create function fuzz_count_row_change() returns trigger language plpgsql as $$
      begin
        insert into fuzz_row_changes values (TG_TABLE_NAME, 1) on conflict (table_name) do update set n = fuzz_row_changes.n + 1;
        return null;
      end $$`),
  );
  for (const name of tables) {
    await t.db.execute(
      sql`create trigger fuzz_count_row_change after insert or delete on ${sql.identifier(name)} for each row execute function fuzz_count_row_change()`,
    );
  }
  countRows = async () => {
    const rows = await query<{ table_name: string; n: number | string }>(sql`select table_name, n from fuzz_row_changes`);
    return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.n)]));
  };
}, 60_000);

afterAll(async () => {
  await t.close();
});

const actionName = (name: string) => name.replace('{product}', t.config.PRODUCT_NAME);

function request(action: (typeof actions)[number], input: Input, token: string | undefined, schema: JsonSchema) {
  const authorization = token ? { authorization: `Bearer ${token}` } : {};
  const name = actionName(action.name);
  const form = () => new URLSearchParams([['action', name], ...formFields(input, schema)]).toString();
  const how =
    action.auth === 'public' && action.cacheSeconds > 0 ? pick(['form', 'json', 'get']) : pick(['form', 'form', 'json']);
  if (how === 'get') return t.app.inject({ method: 'GET', url: `/api?${form()}`, headers: authorization });
  if (how === 'json') {
    return t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', ...authorization },
      payload: JSON.stringify({ action: name, ...input }),
    });
  }
  return t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...authorization },
    payload: form(),
  });
}

describe('fuzzing every action of the contract', () => {
  it(`${calls} broken calls: no 5xx, always the envelope, and nothing stored by a refused call`, async () => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let before = await countRows();
    for (let n = 0; n < calls; n++) {
      const action = pick(actions);
      const variant = pick(inputVariants(action));
      let input = sampleOf(variant) as Input;
      // a few valid calls among the broken ones, so refusals also follow successful writes
      const breakages = pick([0, 1, 1, 1, 2, 3]);
      for (let i = 0; i < breakages; i++) input = mutate(variant, input);
      // mostly the token the action asks for, so the calls reach its handler; otherwise any
      const token =
        random() < 0.7 ? tokens[action.auth] : tokens[pick(['public', 'user', 'operator', 'admin', 'forged'] as const)];
      const res = await request(action, input, token, variant);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const what = `#${n} ${action.name} ${JSON.stringify(input).slice(0, 200)}`;
      if (res.statusCode >= 500) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      let body: { success?: unknown; msg?: unknown; code?: unknown } = {};
      try {
        body = res.json();
      } catch {
        problems.push(`${what}: not JSON: ${res.body.slice(0, 100)}`);
      }
      const envelope =
        (body.success === 1 && typeof body.msg === 'string') ||
        (body.success === 0 && typeof body.msg === 'string' && typeof body.code === 'string');
      if (!envelope) problems.push(`${what}: not the envelope: ${res.body.slice(0, 200)}`);
      const after = await countRows();
      if (res.statusCode >= 400) {
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) problems.push(`${what}: refused with ${res.statusCode} but changed ${changed.join(', ')}`);
      }
      before = after;
    }
    expect(problems).toEqual([]);
    // the fuzz reached past the schemas: some calls succeeded, most were refused
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(calls / 4);
    // and the change log saw their writes, so it would have seen a refused call's
    expect(Object.values(await countRows()).some((n) => n > 0)).toBe(true);
  }, 120_000);
});
