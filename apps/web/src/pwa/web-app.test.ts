import { expect, test } from 'vitest';
import { opensOffline, webApp } from './web-app.ts';

const navigation = (path: string) => ({
  request: { mode: 'navigate' } as Request,
  url: new URL(path, 'http://localhost'),
});

test('pages of the app open offline from the saved shell, the server’s own pages do not', () => {
  expect(opensOffline(navigation('/booking-details/SJ-ABC'))).toBe(true);
  expect(opensOffline(navigation('/order-history?lang=ae'))).toBe(true);
  expect(opensOffline(navigation('/pay/abc'))).toBe(false);
  expect(opensOffline(navigation('/files/packages/a.jpg'))).toBe(false);
  expect(opensOffline(navigation('/api'))).toBe(false);
  expect(opensOffline(navigation('/dev/outbox'))).toBe(false);
  expect(opensOffline({ request: { mode: 'cors' } as Request, url: new URL('http://localhost/') })).toBe(false);
});

test('the installable app has the icons and colours browsers ask for', () => {
  const manifest = webApp.manifest || {};
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toBe('#7a1f3d');
  const sizes = (manifest.icons ?? []).map((icon) => `${icon.sizes} ${String(icon.purpose)}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
});

test('online, pages still come from the server: no cache-first shell for navigations', () => {
  expect(webApp.workbox?.navigateFallback).toBeNull();
});
