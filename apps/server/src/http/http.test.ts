import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestination } from '../test/factories.ts';
import { createTestApp, formBody, formHeaders } from '../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let distDir: string;

beforeAll(async () => {
  const tmp = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'portal-dist-'));
  distDir = tmp;
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await fs.writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: distDir });
  await createDestination(t.db, { name: 'Al Noor Island', urlSlug: 'al-noor-island' });
});

afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('the action endpoint', () => {
  it('answers a form-encoded POST with the success envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: formBody({ action: 'destinations' }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.msg).toBe('OK');
    expect(body.data.map((d: { url_slug: string }) => d.url_slug)).toEqual(['al-noor-island']);
  });

  it('accepts the trailing-slash path /api/', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/',
      headers: formHeaders,
      payload: formBody({ action: 'destinations' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(1);
  });

  it('accepts a multipart body whose action field names the operation', async () => {
    const boundary = '----portal';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="action"\r\n\r\ndestinations\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
  });

  it('refuses a body without an action with 400 and names the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api', headers: formHeaders, payload: formBody({ slug: 'x' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'invalid_input', fields: { action: 'Required' } });
  });

  it('refuses an unknown action with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: formBody({ action: 'dropTables' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'unknown_action', msg: 'Unknown action: dropTables' });
  });

  it('refuses invalid fields with 400 and the failing field names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: formBody({ action: 'packages', slug: '../etc/passwd' }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields)).toEqual(['slug']);
  });

  it('answers malformed JSON with 400, not 500, and shows no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: '{"action": "destinations",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'malformed_body' });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers a JSON array body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: '["destinations"]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('malformed_body');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: formBody({ action: 'destinations', filler: 'x'.repeat(t.config.BODY_LIMIT + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: 0, code: 'payload_too_large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('serves public reads by GET with an ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api?action=destinations' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 304 to a weakened tag or a list of tags that holds the current one, and 200 to a stale one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api?action=destinations' });
    const etag = first.headers.etag as string;
    for (const header of [`W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { 'if-none-match': header } });
      expect(res.statusCode, header).toBe(304);
    }
    const stale = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('changes the ETag when the data changes', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api?action=destinations' });
    await createDestination(t.db, { name: 'Sharjah Aquarium', urlSlug: 'sharjah-aquarium' });
    const after = await t.app.inject({ method: 'GET', url: '/api?action=destinations' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data).toHaveLength(2);
  });

  it('carries a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { 'x-request-id': 'trace-me-1' } });
    expect(res.headers['x-request-id']).toBe('trace-me-1');
  });

  it("keeps a client's request id of up to 64 letters, digits, dots, dashes and underscores", async () => {
    const id = `${'a'.repeat(60)}.-_9`;
    const res = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  // decision 019: the id is written into every log line of the request
  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces and quotes', 'x" injected="1'],
    ['with a line break', 'x\u2028fake log line'],
    ['empty', ''],
  ])('replaces a client request id that is %s with one of its own', async (_name, id) => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { 'x-request-id': id } });
    const answered = String(res.headers['x-request-id']);
    expect(answered).not.toBe(id);
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=destinations' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('the single-page app', () => {
  it('serves the app for a deep link of the route table', async () => {
    for (const url of ['/', '/d/al-noor-island', '/invoics', '/stores/gsharshop/product_detail/sadu-cushion', '/s/desert/-1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a path outside the route table with 404 and the app, which shows its not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/anything' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0, code: 'not_found' });
  });

  it('serves hashed assets with a year of caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('the image resizer', () => {
  beforeAll(async () => {
    const dir = path.join(t.dataDir, 'files', 'destinations');
    await fs.mkdir(dir, { recursive: true });
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer();
    await fs.writeFile(path.join(dir, 'al-noor.jpg'), image);
  });

  it('resizes to the requested box and answers WebP to a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/files/destinations/al-noor.jpg?w=380&h=500',
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('Accept');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([380, 500]);
  });

  it('answers AVIF to a browser that takes AVIF but not WebP', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/files/destinations/al-noor.jpg?w=380&h=500',
      headers: { accept: 'image/avif,image/*;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([380, 500]);
  });

  it('answers JPEG to a browser that takes neither WebP nor AVIF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/files/destinations/al-noor.jpg?w=680&h=400',
      headers: { accept: 'image/jpeg' },
    });
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([680, 400, 'jpeg']);
  });

  it('keeps the resized image on disk and serves the same bytes next time', async () => {
    const url = '/files/destinations/al-noor.jpg?w=200&h=200';
    const a = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } });
    const b = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } });
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    const cached = await fs.readdir(path.join(t.dataDir, 'cache', 'images'), { recursive: true });
    expect(cached.some((f) => String(f).endsWith('.webp'))).toBe(true);
  });

  it('refuses a size that is not a positive number with 400; any other is rounded to an allowed one (files.test.ts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/destinations/al-noor.jpg?w=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('w');
  });

  it('does not leave the files folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/..%2f..%2fetc/passwd.jpg' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for a missing image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/destinations/missing.jpg?w=100' });
    expect(res.statusCode).toBe(404);
  });

  it('lets other origins embed a picture, resized or as stored, while the rest of the site stays same-origin', async () => {
    const resized = await t.app.inject({ method: 'GET', url: '/files/destinations/al-noor.jpg?w=380&h=500' });
    const original = await t.app.inject({ method: 'GET', url: '/files/destinations/al-noor.jpg' });
    const api = await t.app.inject({ method: 'GET', url: '/api?action=destinations' });
    expect(resized.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(original.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves an image field as a client of the specification asks for it: <base>/files/<path>?w=380&h=500', async () => {
    await createDestination(t.db, { urlSlug: 'al-noor-photo', img: 'destinations/al-noor.jpg' });
    const list = await t.app.inject({ method: 'GET', url: '/api?action=destinations' });
    const img = (list.json().data as { url_slug: string; img: string }[]).find((d) => d.url_slug === 'al-noor-photo')?.img;
    expect(img).toBe('destinations/al-noor.jpg');
    for (const [w, h] of [
      [380, 500],
      [680, 400],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/files/${img}?w=${w}&h=${h}`, headers: { accept: 'image/jpeg' } });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([w, h]);
    }
  });
});
