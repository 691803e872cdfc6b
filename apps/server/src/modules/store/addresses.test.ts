import { storeLimits } from '@portal/contract/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { call, checkoutApp, type TestApp } from '../../test/store-checkout.ts';

let clock = new Date('2026-11-22T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await checkoutApp(() => clock);
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id) };
}

const home = {
  name: 'Aisha Khan',
  phone: '050 123 4567',
  address: 'Villa 12, Street 4',
  city: 'Sharjah',
  state: 'Sharjah',
  landmark: 'Near the souq',
};

/** addAddress as the checkout form sends it: the address as JSON text; each save a minute after the last. */
const add = (token: string, address: object) => {
  clock = new Date(clock.getTime() + 60_000);
  return call(t, { action: 'addAddress', address: JSON.stringify(address) }, token);
};

describe('saved addresses', () => {
  it('addAddress saves a UAE address with the phone in E.164 and answers it and the list, newest first', async () => {
    const { token } = await signedIn();
    const first = await add(token, { ...home, country: 'United Arab Emirates' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      phone: '+971501234567',
      address: {
        name: 'Aisha Khan',
        city: 'Sharjah',
        state: 'Sharjah',
        country: 'United Arab Emirates',
        landmark: 'Near the souq',
        address: 'Villa 12, Street 4',
      },
    });
    // state and country left out: Dhabi (spec part 2 §3) and the one country shipped to
    const second = await add(token, { name: 'Office', phone: '+971 55 765 4321', address: 'Tower 2' });
    expect(second.body.data).toMatchObject({
      address: { state: 'Dhabi', country: 'United Arab Emirates', city: '', landmark: '' },
    });
    const list = await call(t, { action: 'getAddress' }, token);
    expect((list.body.data as { address: { name: string } }[]).map((a) => a.address.name)).toEqual(['Office', 'Aisha Khan']);
    expect(second.body.addresses).toEqual(list.body.data);
  });

  it("refuses the specification's missing fields with their alerts, a state outside the emirates and another country", async () => {
    const { token } = await signedIn();
    const missing = await add(token, { city: 'Sharjah' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      'address.name': 'Please enter name to proceed',
      'address.phone': 'Please enter phone number to proceed',
      'address.address': 'Please enter address to proceed',
    });
    expect((await add(token, { ...home, state: 'Muscat' })).body.fields).toHaveProperty(['address.state']);
    expect((await add(token, { ...home, country: 'Oman' })).body.fields).toHaveProperty(['address.country']);
    expect((await call(t, { action: 'getAddress' }, token)).body.data).toEqual([]);
  });

  it(`keeps at most ${storeLimits.addresses} addresses a user, also when saved at once`, async () => {
    const { token } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: storeLimits.addresses + 5 }, (_, i) => add(token, { ...home, name: `Place ${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(storeLimits.addresses);
    for (const a of answers.filter((x) => x.status !== 200)) expect(`${a.status} ${a.body.code}`).toBe('409 too_many_addresses');
    // a deleted one frees its place
    const [oldest] = (await call(t, { action: 'getAddress' }, token)).body.data as { id: number }[];
    await call(t, { action: 'deleteAddress', address_id: oldest!.id }, token);
    expect((await add(token, home)).status).toBe(200);
  });

  it("deleteAddress removes one of the user's own (kept for the orders shipped to it); anyone else's is not found", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const kept = (await add(owner.token, { ...home, name: 'Kept' })).body.data as { id: number };
    const gone = (await add(owner.token, { ...home, name: 'Gone' })).body.data as { id: number };

    const theirs = await call(t, { action: 'deleteAddress', address_id: gone.id }, other.token);
    expect(`${theirs.status} ${theirs.body.code}`).toBe('404 address_not_found');
    expect((await call(t, { action: 'getAddress' }, other.token)).body.data).toEqual([]);

    const deleted = await call(t, { action: 'deleteAddress', address_id: gone.id }, owner.token);
    expect(deleted.status).toBe(200);
    expect((deleted.body.data as { id: number }[]).map((a) => a.id)).toEqual([kept.id]);
    const again = await call(t, { action: 'deleteAddress', address_id: gone.id }, owner.token);
    expect(again.body.code).toBe('address_not_found');
    const unknown = await call(t, { action: 'deleteAddress', address_id: 999_999 }, owner.token);
    expect(unknown.body.code).toBe('address_not_found');
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, gone.id));
    expect(row!.deletedAt).toEqual(clock);
  });

  it('asks a visitor to sign in', async () => {
    const calls: Record<string, string | number>[] = [
      { action: 'getAddress' },
      { action: 'addAddress', address: JSON.stringify(home) },
      { action: 'deleteAddress', address_id: 1 },
    ];
    for (const fields of calls) {
      expect((await call(t, fields)).body).toMatchObject({ code: 'login_required', login_required: 1 });
    }
  });
});
