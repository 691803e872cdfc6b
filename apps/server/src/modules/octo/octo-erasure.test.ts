import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { octoBookings } from '../../db/schema/index.ts';
import { auditEntriesOf, createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createSlotPackage, createUser } from '../../test/factories.ts';
import { createReseller } from './index.ts';

// docs/decisions/071: a traveller's erasure reaches the contacts resellers sent for them; reseller accounts
// are not customers. 12:00 in Dubai on 22 November 2026.
const clock = new Date('2026-11-22T08:00:00Z');
let t: ConsoleTestApp;
let key: string;
let resellerUserId: number;
let productId: string;

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => clock, config: { PUBLIC_URL: 'http://127.0.0.1' } });
  const created = await createReseller(t.db, { name: 'Erasure Tours' }, clock);
  key = created.apiKey;
  resellerUserId = created.reseller.userId;
  const { pkg } = await createSlotPackage(t.db, (await createDestination(t.db)).id, 20, { adultMaxQty: 6 });
  productId = String(pkg.id);
});
afterAll(() => t.close());

async function reserve(contact: Record<string, string>, unitContacts: (Record<string, string> | undefined)[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/octo/bookings',
    headers: { authorization: `Bearer ${key}` },
    payload: {
      productId,
      optionId: 'DEFAULT',
      availabilityId: '2026-12-20T16:00:00+04:00',
      notes: 'Needs a wheelchair at the gate',
      contact,
      unitItems: unitContacts.map((c) => ({ unitId: 'adult', ...(c ? { contact: c } : {}) })),
    },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { uuid: string }).uuid;
}

const rowOf = async (uuid: string) => (await t.db.select().from(octoBookings).where(eq(octoBookings.uuid, uuid)))[0]!;

describe('customer erasure and OCTO bookings', () => {
  it('empties every OCTO contact with the customer’s e-mail, in any case, and leaves other people’s', async () => {
    const user = await createUser(t.db, { email: 'zenobia.erased@example.ae' });
    const theirs = await reserve({ fullName: 'Zenobia Erased', emailAddress: 'Zenobia.Erased@Example.ae' }, [undefined]);
    const unitOnly = await reserve({ fullName: 'Booker Friend', emailAddress: 'friend@example.ae' }, [
      { fullName: 'Zenobia Erased', emailAddress: 'zenobia.erased@example.ae' },
      { fullName: 'Booker Friend', emailAddress: 'friend@example.ae' },
    ]);
    const other = await reserve({ fullName: 'Someone Else', emailAddress: 'someone@example.ae' }, [undefined]);

    const erased = await t.call({ action: 'eraseCustomer', id: user.id, confirm: 'zenobia.erased@example.ae' });
    expect(erased.statusCode).toBe(200);

    const a = await rowOf(theirs);
    expect(a.contact).toBeNull();
    expect(a.notes).toBeNull();
    const b = await rowOf(unitOnly);
    expect(b.contact).toMatchObject({ emailAddress: 'friend@example.ae' });
    expect(b.unitItems.map((u) => u.contact?.emailAddress ?? null)).toEqual([null, 'friend@example.ae']);
    expect(JSON.stringify(await t.db.select().from(octoBookings))).not.toMatch(/zenobia/i);
    expect(await rowOf(other)).toMatchObject({
      contact: { emailAddress: 'someone@example.ae' },
      notes: 'Needs a wheelchair at the gate',
    });
    // the booking itself is still the reseller's to read
    const read = await t.app.inject({
      method: 'GET',
      url: `/octo/bookings/${theirs}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(read.json()).toMatchObject({ uuid: theirs, status: 'ON_HOLD', contact: { fullName: null, emailAddress: null } });

    const [entry] = await auditEntriesOf(t, 'customer', user.id);
    expect(JSON.stringify(entry)).toContain('"octo_contacts":2');
  });

  it('keeps reseller accounts out of the console’s customers', async () => {
    const listed = await t.call({ action: 'consoleCustomers', per_page: 100 });
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json() as { data: { id: number }[] }).data.map((c) => c.id);
    expect(ids).toContain(t.travellerId);
    expect(ids).not.toContain(resellerUserId);
    expect((await t.call({ action: 'consoleCustomer', id: resellerUserId })).statusCode).toBe(404);
  });
});
