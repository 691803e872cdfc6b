import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const post = (contentType: string, payload: string | Buffer) =>
  t.app.inject({ method: 'POST', url: '/api', headers: { 'content-type': contentType }, payload });

describe('malformed multipart bodies', () => {
  it('answers a multipart body cut off before its closing boundary with 400', async () => {
    const res = await post(
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="action"\r\n\r\ndestinations',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'malformed_body' });
  });

  it('answers a multipart content type without a boundary with 400', async () => {
    const res = await post('multipart/form-data', 'garbage');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'malformed_body' });
  });

  it('answers a multipart body with no parts at all with 400', async () => {
    const res = await post('multipart/form-data; boundary=xyz', 'garbage garbage');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(0);
  });

  it('answers a multipart field larger than the field limit with 413 rather than cutting it short', async () => {
    const payload = Buffer.concat([
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="action"\r\n\r\ndestinations\r\n'),
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="slug"\r\n\r\n'),
      Buffer.alloc(1_100_000, 'a'),
      Buffer.from('\r\n--xyz--\r\n'),
    ]);
    const res = await post('multipart/form-data; boundary=xyz', payload);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: 0, code: 'payload_too_large' });
  });
});

describe('malformed addresses', () => {
  it('answers a path that cannot be decoded with the 400 envelope and the security headers', async () => {
    for (const url of ['/%E0%A4%A', '/api/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        success: 0,
        code: 'malformed_body',
        msg: 'The request could not be read',
        message: 'The request could not be read',
        title: 'Invalid information',
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('words that refusal in Arabic for a caller who prefers Arabic', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/%E0%A4%A',
      headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'malformed_body', msg: 'تعذّرت قراءة الطلب', title: 'بيانات غير صحيحة' });
  });
});
