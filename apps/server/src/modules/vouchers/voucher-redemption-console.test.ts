import { dubaiTimestamp } from '@portal/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherCodes } from '../../db/schema/index.ts';
import { createSession, createUser, createVoucher } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { redeemVoucherCode } from './voucher-redemption-console-service.ts';

let clock = new Date('2026-08-10T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: string;
let operatorId: number;
const sessionEnd = { expiresAt: new Date('2027-01-01T00:00:00Z') };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const op = await createUser(t.db, { role: 'operator' });
  operatorId = op.id;
  operator = await createSession(t.db, op.id, sessionEnd);
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>, token?: string) => postAction(t.app, fields, token);

async function person(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { user, token: await createSession(t.db, user.id, sessionEnd) };
}

/** A user and the code getVoucherCode issued them for a new voucher. */
async function issuedCode(voucher: Parameters<typeof createVoucher>[1] = {}) {
  const { user, token } = await person();
  const row = await createVoucher(t.db, voucher);
  const res = await call({ action: 'getVoucherCode', id: row.id }, token);
  expect(res.statusCode, res.body).toBe(200);
  return { user, token, voucher: row, code: (res.json() as { data: { code: string } }).data.code };
}

const lookup = (code: string, token = operator) => call({ action: 'lookupVoucherCode', code }, token);
const redeem = (code: string, token = operator) => call({ action: 'redeemVoucherCode', code }, token);

describe('voucher redemption: who may', () => {
  it('answers a visitor 401 and a signed-in user who is not an operator 403, and redeems nothing', async () => {
    const { code, token } = await issuedCode();
    for (const action of ['lookupVoucherCode', 'redeemVoucherCode']) {
      expect((await call({ action, code })).statusCode).toBe(401);
      const res = await call({ action, code }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: 0, code: 'forbidden' });
    }
    const [row] = await t.db.select().from(voucherCodes).where(eq(voucherCodes.code, code));
    expect(row!.redeemedAt).toBeNull();
  });
});

describe('voucher redemption', () => {
  it('looks a code up: the voucher, the masked holder, issued and not yet redeemed', async () => {
    const { code, voucher, user } = await issuedCode({ name: 'Coffee for two', amountFils: 2_500, expiryDate: '2026-12-31' });
    const res = await lookup(code);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      code,
      voucher: {
        id: voucher.id,
        name: 'Coffee for two',
        vendor_name: voucher.vendorName,
        amount: 25,
        expiry_date: '2026-12-31',
        expired: 0,
      },
      // Asia/Dubai wall time, as every timestamp of an answer (docs/decisions/018-wire-protocol.md)
      issued_at: '2026-08-10 12:00:00',
      redeemed_at: null,
    });
    expect(data.holder).toBe(`${user.email!.slice(0, 1)}•••@${user.email!.split('@')[1]}`);
  });

  it('redeems a code once; a second redemption is refused with the time of the first, and the holder sees it', async () => {
    const { code, token, voucher } = await issuedCode();
    const first = await redeem(code);
    expect(first.statusCode, first.body).toBe(200);
    const redeemedAt = dubaiTimestamp(clock);
    expect(first.json().data.redeemed_at).toBe(redeemedAt);

    clock = new Date(clock.getTime() + 60_000);
    const second = await redeem(code);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: 0, code: 'voucher_code_redeemed', params: { redeemed_at: redeemedAt } });
    expect((await lookup(code)).json().data.redeemed_at).toBe(redeemedAt);

    // the holder's own answers say so
    const held = await call({ action: 'getVoucherCode', id: voucher.id }, token);
    expect(held.json().data).toMatchObject({ code, redeemed_at: redeemedAt });
    const old = await call({ action: 'oldUserVouchers', voucher_id: voucher.id }, token);
    expect(old.json().data).toMatchObject([{ code, redeemed_at: redeemedAt }]);
  });

  it('of three redemptions of one code sent at once, one succeeds and the others are told when', async () => {
    const { code } = await issuedCode();
    const answers = await Promise.all([redeem(code), redeem(code), redeem(code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data.redeemed_at;
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json()).toMatchObject({ code: 'voucher_code_redeemed', params: { redeemed_at: winner } });
    }
  });

  it('of simultaneous redemptions that all found the code unredeemed, the conditional update lets exactly one through', async () => {
    const { code } = await issuedCode();
    // called side by side, each reads the code before any of them writes: only the update decides
    const outcomes = await Promise.allSettled(
      [0, 1, 2].map(() => redeemVoucherCode(t.db, operatorId, code, clock, '2026-08-10')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect(o.reason).toMatchObject({ code: 'voucher_code_redeemed', params: { redeemed_at: dubaiTimestamp(clock) } });
    }
  });

  it('matches a code in any case, with spaces or dashes as a person or a scanner types it', async () => {
    const { code } = await issuedCode();
    const bare = code.replaceAll('-', '');
    for (const typed of [
      code.toLowerCase(),
      bare,
      ` ${bare.slice(0, 6)} ${bare.slice(6)} `,
      `${bare.slice(0, 3)}-${bare.slice(3)}\n`,
    ]) {
      const res = await lookup(typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().data.code).toBe(code);
    }
    expect((await redeem(code.toLowerCase().replaceAll('-', ' '))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and 400 for what cannot be a code', async () => {
    for (const send of [lookup, redeem]) {
      const unknown = await send('ZZZZ-ZZZZ-ZZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: 0, code: 'voucher_code_not_found' });
      const bad = await send('ABC-123');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'invalid_input', fields: { code: expect.any(String) } });
    }
  });

  it("refuses an expired voucher's code with 409 and leaves it unredeemed", async () => {
    const { code } = await issuedCode({ expiryDate: '2026-08-20' });
    const before = clock;
    // the voucher is valid through 20 August in Dubai; 21 August 00:30 there is 20:30 UTC on the 20th
    clock = new Date('2026-08-20T20:30:00Z');
    try {
      expect((await lookup(code)).json().data.voucher.expired).toBe(1);
      const res = await redeem(code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: 0, code: 'voucher_expired' });
      expect((await lookup(code)).json().data.redeemed_at).toBeNull();
    } finally {
      clock = before;
    }
  });

  it('shows the masked mobile number of a holder who has no e-mail address', async () => {
    const { user, token } = await person({ email: null, mobile: '+971501234567' });
    const voucher = await createVoucher(t.db);
    const code = (await call({ action: 'getVoucherCode', id: voucher.id }, token)).json().data.code;
    expect((await lookup(code)).json().data.holder).toBe('+97150•••4567');
    expect(user.email).toBeNull();
  });
});
