import { actions } from '@portal/contract/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputVariants } from '../test/action-inputs.ts';
import {
  createDestination,
  createPackage,
  createSession,
  createSlotPackage,
  createUser,
  createVoucher,
  tagPackage,
} from '../test/factories.ts';
import { createTestApp, postAction } from '../test/harness.ts';
import {
  addToCollection,
  createCollection,
  createProduct,
  createStore,
  createStoreTag,
  tagProducts,
} from '../test/store-factories.ts';

/**
 * Decision 055: a client that writes JavaScript's `undefined` or `null` into a read's optional filter, or sends
 * it empty, gets the answer it would get without the filter, on every list read of the specification's client.
 */

const now = new Date('2026-11-22T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let desertId: number;
/** Each list read with fields that make its answer worth comparing; its optional fields come from the contract. */
let reads: { action: string; fields: Record<string, string> }[];
/** What such clients send: String(undefined), String(null), an empty input. */
const absentWords = ['undefined', 'null', ''];

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const desert = await createDestination(t.db, { name: 'Mleiha' });
  const island = await createDestination(t.db, { name: 'Al Noor Island' });
  desertId = desert.id;
  for (const destinationId of [desert.id, island.id]) {
    const p = await createPackage(t.db, { destinationId, packageName: `Desert walk ${destinationId}` });
    await tagPackage(t.db, p.id, 'family');
  }
  const { pkg } = await createSlotPackage(t.db, desert.id, 10);
  const voucher = await createVoucher(t.db, { destinationId: desert.id });
  await createVoucher(t.db, { destinationId: island.id });
  const store = await createStore(t.db, { destinationId: desert.id });
  const [first, second] = [await createProduct(t.db, { storeId: store.id }), await createProduct(t.db, { storeId: store.id })];
  const designer = await createCollection(t.db, store.id);
  await addToCollection(t.db, designer.id, [first!.id]);
  const tag = await createStoreTag(t.db, store.id);
  await tagProducts(t.db, tag.id, [second!.id]);

  token = await createSession(t.db, (await createUser(t.db)).id);
  expect((await postAction(t.app, { action: 'getVoucherCode', id: voucher.id }, token)).statusCode).toBe(200);

  reads = [
    { action: 'destinations', fields: { page: '1', limit: '1' } },
    { action: 'packagesByTags', fields: { tag: 'family', page: '1', limit: '1' } },
    {
      action: 'search',
      fields: { search_term: 'Desert', destination_id: String(desert.id), sort: 'price_asc', tags: 'family', page: '1' },
    },
    { action: 'listVoucherByDesitnation', fields: { destination_id: String(desert.id), page: '1' } },
    { action: 'listProductsBySlug', fields: { destination_slug: store.slug, category_slug: designer.slug, tags: tag.slug } },
    { action: 'packageSlots', fields: { id: String(pkg.id), date: '2026-12-05' } },
    { action: 'packageReviews', fields: { package_id: String(pkg.id), page: '1', per_page: '2' } },
    { action: 'oldUserVouchers', fields: { voucher_id: String(voucher.id) } },
  ];
});
afterAll(() => t.close());

/** The optional fields of an action's input, as the contract declares them. */
function optionalFields(action: string): string[] {
  const definition = actions.find((a) => a.name === action)!;
  const [schema] = inputVariants(definition);
  const required = new Set(schema!.required ?? []);
  return Object.keys(schema!.properties ?? {}).filter((name) => !required.has(name));
}

async function answer(action: string, fields: Record<string, string>) {
  const res = await postAction(t.app, { action, ...fields }, token);
  return { status: res.statusCode, body: res.json() };
}

describe('reads take undefined, null and empty filters as not sent', () => {
  it('walks reads that have optional filters', () => {
    for (const { action } of reads) expect(optionalFields(action).length, action).toBeGreaterThan(0);
  });

  it('answers every optional filter of every list read sent as undefined, null or empty as without it', async () => {
    for (const { action, fields } of reads) {
      for (const name of optionalFields(action)) {
        const { [name]: _left, ...without } = fields;
        const expected = await answer(action, without);
        expect(expected.status, `${action} without ${name}`).toBe(200);
        for (const word of absentWords) {
          const got = await answer(action, { ...without, [name]: word });
          expect(got, `${action} with ${name}=${JSON.stringify(word)}`).toEqual(expected);
        }
      }
    }
  });

  it('searches every destination for destination_id=undefined, and lists no package for tag=undefined', async () => {
    const one = await answer('search', { search_term: 'Desert', destination_id: String(desertId) });
    expect(one.body.data).toHaveLength(1);
    const everywhere = await answer('search', { search_term: 'Desert', destination_id: 'undefined' });
    expect(everywhere.body.data).toHaveLength(2);
    const noTag = await answer('packagesByTags', { tag: 'undefined' });
    expect(noTag.body).toMatchObject({ success: 1, tag: null, data: [] });
  });

  it('still refuses a filter that is neither absent nor valid', async () => {
    const wrong = await answer('search', { search_term: 'Desert', destination_id: 'nowhere' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['destination_id']);
  });
});
