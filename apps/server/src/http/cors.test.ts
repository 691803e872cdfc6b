import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createDestination } from '../test/factories.ts';
import { createTestApp, formBody, formHeaders } from '../test/harness.ts';

const partner = 'https://partner.example';
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ config: { CORS_ORIGINS: `${partner}, https://app.partner.example:8443` } });
  await createDestination(t.db, { name: 'Al Noor Island', urlSlug: 'al-noor-island' });
});
afterAll(() => t.close());

const preflight = (url: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('clients on an allowed origin (CORS_ORIGINS)', () => {
  it('get their preflight on /api and /api/ answered', async () => {
    for (const url of ['/api', '/api/']) {
      const res = await preflight(url, partner);
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin'], url).toBe(partner);
      expect(res.headers['access-control-allow-methods'], url).toBe('GET, POST');
      expect(res.headers['access-control-allow-headers'], url).toBe('Authorization, Content-Type, Accept-Language');
      expect(res.headers['access-control-max-age'], url).toBe('7200');
      expect(res.headers.vary, url).toMatch(/origin/i);
    }
  });

  it('may read a public answer and its ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { origin: partner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(partner);
    expect(res.headers['access-control-expose-headers']).toBe('ETag, Retry-After');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it('may read a failure too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/',
      headers: { ...formHeaders, origin: 'https://app.partner.example:8443' },
      payload: formBody({ action: 'noSuchAction' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'unknown_action' });
    expect(res.headers['access-control-allow-origin']).toBe('https://app.partner.example:8443');
    expect(res.headers['access-control-expose-headers']).toBe('ETag, Retry-After');
  });

  it('get no CORS headers outside /api', async () => {
    const res = await preflight('/files/destinations/al-noor.jpg', partner);
    expect(corsHeaders(res.headers)).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { origin: partner } });
    expect(corsHeaders(page.headers)).toEqual([]);
  });
});

describe('other origins', () => {
  it('get no CORS headers on a preflight or an answer', async () => {
    for (const origin of ['https://evil.example', 'http://partner.example', 'https://partner.example.evil.example']) {
      const pre = await preflight('/api', origin);
      expect(pre.statusCode, origin).not.toBe(204);
      expect(corsHeaders(pre.headers), origin).toEqual([]);
      const res = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { origin } });
      expect(res.statusCode, origin).toBe(200);
      expect(corsHeaders(res.headers), origin).toEqual([]);
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty by default', () => {
    expect(loadConfig().CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: '' }).CORS_ORIGINS).toEqual([]);
  });

  it('takes a comma list of exact origins and refuses anything more than an origin', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    for (const bad of ['https://a.example/', 'https://a.example/api', '*', 'a.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
