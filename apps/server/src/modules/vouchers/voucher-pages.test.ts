import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestination, createVoucher } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { initialData, renderedPage } from '../../test/pages.ts';

const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head><meta charset="utf-8" /><meta name="description" content="Generic" /><title>Sharjah Experiences</title></head>
  <body><div id="root"></div></body>
</html>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-voucher-pages-'));
  await fs.writeFile(path.join(distDir, 'index.html'), indexHtml);
  t = await createTestApp({ webDistDir: distDir, now: () => new Date('2026-11-22T08:00:00Z') });
  const qasba = await createDestination(t.db, { urlSlug: 'al-qasba', name: 'Al Qasba', arabicName: 'القصباء' });
  await createVoucher(t.db, {
    urlSlug: 'qasba-bites-15',
    name: 'AED 15 off at Qasba Bites',
    arabicName: 'خصم 15 درهماً في لقمة القصباء',
    description: 'Shawarma & juices by the canal.',
    destinationId: qasba.id,
    img: 'vouchers/qasba-bites-15.jpg',
  });
});

afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const page = (url: string) => renderedPage(t.app, url);

describe('voucher pages written by the server', () => {
  it("gives /v/{slug} the voucher's title, description and picture, and inlines the details answer", async () => {
    const { status, html } = await page('/v/qasba-bites-15');
    expect(status).toBe(200);
    expect(html).toContain('<title>AED 15 off at Qasba Bites | Sharjah Experiences</title>');
    expect(html).toContain('<meta name="description" content="Shawarma &amp; juices by the canal." />');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/files/vouchers/qasba-bites-15.jpg?w=1200&amp;h=630" />',
    );
    const api = await t.app.inject({ method: 'GET', url: '/api?action=getVourcherDetails&slug=qasba-bites-15' });
    expect(initialData(html)?.['action=getVourcherDetails&slug=qasba-bites-15']).toEqual(api.json());
    expect((await page('/v/qasba-bites-15?lang=ae')).html).toContain(
      '<title>خصم 15 درهماً في لقمة القصباء | تجارب الشارقة</title>',
    );
  });

  it("titles a destination's voucher list and inlines it; 'location' is the nearby list", async () => {
    const { status, html } = await page('/vouchers/al-qasba');
    expect(status).toBe(200);
    expect(html).toContain('<title>Vouchers at Al Qasba | Sharjah Experiences</title>');
    expect(Object.keys(initialData(html) ?? {})).toEqual(
      expect.arrayContaining(['action=destinations', 'action=listVoucherByDesitnation&slug=al-qasba']),
    );
    expect((await page('/vouchers')).html).toContain('<title>Vouchers | Sharjah Experiences</title>');
    const nearby = await page('/vouchers/location?lang=ae');
    expect(nearby.status).toBe(200);
    expect(nearby.html).toContain('<title>قسائم بالقرب منك | تجارب الشارقة</title>');
  });

  it('answers an unknown voucher or destination with 404 and the app', async () => {
    for (const url of ['/v/no-voucher', '/vouchers/atlantis']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html).toContain('<div id="root">');
    }
  });
});
