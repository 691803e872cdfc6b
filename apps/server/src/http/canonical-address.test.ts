import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { canonicalPageUrl } from './canonical-address.ts';

describe('the one address of a portal on this machine', () => {
  const own = 'http://localhost:3000';

  test('another loopback name of the same port is sent to PUBLIC_URL, path and query kept', () => {
    expect(canonicalPageUrl(own, '127.0.0.1:3000', '/p/desert-safari?lang=ae')).toBe(
      'http://localhost:3000/p/desert-safari?lang=ae',
    );
    expect(canonicalPageUrl(own, '[::1]:3000', '/')).toBe('http://localhost:3000/');
    expect(canonicalPageUrl('http://127.0.0.1:3000', 'localhost:3000', '/cart')).toBe('http://127.0.0.1:3000/cart');
  });

  test('the address itself, another port, a public PUBLIC_URL or an unreadable Host are served as asked', () => {
    expect(canonicalPageUrl(own, 'localhost:3000', '/')).toBeNull();
    expect(canonicalPageUrl(own, '127.0.0.1:4000', '/')).toBeNull();
    expect(canonicalPageUrl('https://experiences.example', '127.0.0.1:3000', '/')).toBeNull();
    expect(canonicalPageUrl('https://experiences.example', '10.0.0.5', '/')).toBeNull();
    expect(canonicalPageUrl(own, undefined, '/')).toBeNull();
    expect(canonicalPageUrl(own, 'bad host:x', '/')).toBeNull();
  });
});

describe('a page opened at 127.0.0.1 of a portal at localhost', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let distDir: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-address-'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    t = await createTestApp({ webDistDir: distDir, config: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  test('is moved to localhost before the browser keeps anything there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login?lang=ae', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('http://localhost:3000/login?lang=ae');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('is served at localhost itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  test('leaves the API alone: scripts and tools may call it at any name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=destinations', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(200);
  });
});
