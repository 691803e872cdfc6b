import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../test/factories.ts';
import { createTestApp, formBody, formHeaders } from '../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api', headers: { ...formHeaders, ...headers }, payload: formBody(fields) });

describe('failures in the caller’s language (spec part 2 §8: a code, a message and a title)', () => {
  it('answers a visitor whose browser prefers Arabic in Arabic, and one without a preference in English', async () => {
    const arabic = await post({ action: 'invoiceImage', invoice_id: '1' }, { 'accept-language': 'ar-AE,ar;q=0.9' });
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json()).toEqual({
      success: 0,
      code: 'login_required',
      msg: 'يجب تسجيل الدخول أولاً',
      message: 'يجب تسجيل الدخول أولاً',
      title: 'يلزم تسجيل الدخول',
      login_required: 1,
    });
    const english = await post({ action: 'invoiceImage', invoice_id: '1' });
    expect(english.json()).toMatchObject({ msg: 'Login is required', message: 'Login is required', title: 'Login required' });
  });

  it('answers a signed-in user whose stored language is Arabic in Arabic, before and after the token is checked', async () => {
    const user = await createUser(t.db, { language: 'ae' });
    const authorization = `Bearer ${await createSession(t.db, user.id)}`;
    const invalid = await post({ action: 'invoiceImage', invoice_id: 'x' }, { authorization });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'invalid_input',
      msg: 'يُرجى إدخال جميع البيانات بشكل صحيح',
      title: 'بيانات غير صحيحة',
    });
    const missing = await post({ action: 'invoiceImage', invoice_id: '999999' }, { authorization, 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'invoice_not_found', msg: 'الفاتورة غير موجودة', title: 'غير موجود' });
  });

  it('answers an unknown API path with the envelope in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/anything', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0, code: 'not_found', msg: 'لم نعثر على ما تبحث عنه', title: 'غير موجود' });
  });
});
