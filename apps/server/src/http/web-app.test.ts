import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp } from '../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-pwa-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await fs.writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Sharjah Experiences"}');
  await fs.writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir: distDir });
});

afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

test('the service worker is served as a script that browsers check again on every visit', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('the compressed copy of the service worker is not cached either', async () => {
  await fs.writeFile(path.join(distDir, 'sw.js.br'), 'compressed');
  const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('the web manifest is served with its own type and never cached stale', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('other files at the root keep their short public caching', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(res.headers['cache-control']).toBe('public, max-age=300');
});
