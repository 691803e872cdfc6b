import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestination, createPackage, createVoucher, tagPackage } from '../test/factories.ts';
import { stores } from '../db/schema/index.ts';
import { createTestApp } from '../test/harness.ts';
import { startedScripts } from './app-start.ts';
import { initialData, renderedPage } from '../test/pages.ts';

const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Generic" />
    <title>Sharjah Experiences</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-c.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seo-'));
  await fs.writeFile(path.join(distDir, 'index.html'), indexHtml);
  await fs.mkdir(path.join(distDir, '.vite'));
  await fs.writeFile(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      'src/app/routes/package-booking-page.tsx': { file: 'assets/package-b.js' },
      'src/lib/locales-en.ts': { file: 'assets/locales-en-d.js' },
      'src/lib/locales-more-en.ts': { file: 'assets/locales-more-en-e.js' },
    }),
  );
  t = await createTestApp({ webDistDir: distDir });
  const d = await createDestination(t.db, {
    urlSlug: 'mleiha',
    name: 'Mleiha',
    arabicName: 'مليحة',
    img: 'destinations/mleiha.jpg',
  });
  const p = await createPackage(t.db, {
    destinationId: d.id,
    urlSlug: 'desert-safari',
    packageName: 'Desert Safari </script><script>alert(1)</script>',
    arabicName: 'سفاري الصحراء',
    description: '<p>Dunes at <strong>sunset</strong> &amp; dinner under the stars.</p>',
    img: 'packages/safari.jpg',
  });
  await tagPackage(t.db, p.id, 'family');
  await createPackage(t.db, { destinationId: d.id, urlSlug: 'secret-tour', hide: 1 });
  await createPackage(t.db, { destinationId: d.id, urlSlug: 'elsewhere', redirect: 1, redirectUrl: 'https://example.com' });
  await createVoucher(t.db, { urlSlug: 'cafe-25-off' });
  await createVoucher(t.db, { urlSlug: 'last-year-offer', expiryDate: '2020-01-31' });
  await createVoucher(t.db, { urlSlug: 'switched-off-offer', enable: 0 });
  await t.db.insert(stores).values({
    slug: 'artisans',
    storeName: 'Sharjah Artisans',
    arabicStoreName: 'حرفيو الشارقة',
    about: 'Handmade in Sharjah, by its artisans.',
    sliderImages: ['store/slider-1.jpg'],
  });
});

afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const page = (url: string) => renderedPage(t.app, url);

describe('pages written by the server', () => {
  it('gives a package page its own title, description, canonical URL, alternates and picture, for crawlers and link previews', async () => {
    const { status, html } = await page('/p/desert-safari');
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Desert Safari &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; – Mleiha | Sharjah Experiences</title>',
    );
    expect(html).toContain('<meta name="description" content="Dunes at sunset &amp; dinner under the stars." />');
    expect(html).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}/p/desert-safari" />`);
    expect(html).toContain('hreflang="ar" href="http://localhost:3000/p/desert-safari?lang=ae"');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/files/packages/safari.jpg?w=1200&amp;h=630" />',
    );
    // the hostile name wrote no script: the page's only scripts are the app's start and its first-screen data
    expect(html.match(/<script[^>]*>/g)).toEqual([
      expect.stringContaining('src="/boot.js"'),
      '<script id="initial-data" type="application/json">',
    ]);
  });

  it('gives an Arabic page (?lang=ae) its own canonical address, with the same alternates', async () => {
    const { html } = await page('/p/desert-safari?lang=ae');
    expect(html).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}/p/desert-safari?lang=ae" />`);
    expect(html).toContain(`<meta property="og:url" content="${t.config.PUBLIC_URL}/p/desert-safari?lang=ae" />`);
    expect(html).toContain('hreflang="en" href="http://localhost:3000/p/desert-safari?lang=en"');
    expect(html).toContain('hreflang="x-default" href="http://localhost:3000/p/desert-safari"');
    expect((await page('/p/desert-safari')).html).toContain(
      `<link rel="canonical" href="${t.config.PUBLIC_URL}/p/desert-safari" />`,
    );
  });

  it('inlines the same answer the action gives, so the first paint needs no second round trip', async () => {
    const { html } = await page('/p/desert-safari');
    const api = await t.app.inject({ method: 'GET', url: '/api?action=packagesDetails&slug=desert-safari' });
    expect(initialData(html)).toEqual({ 'action=packagesDetails&slug=desert-safari': api.json() });
  });

  it("preloads the hero's first picture with the srcset the web app asks for, so it downloads beside the code", async () => {
    const { html } = await page('/p/desert-safari');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/files/packages/safari.jpg?w=1600&amp;h=600" imagesrcset="' +
        '/files/packages/safari.jpg?w=800&amp;h=300 800w, /files/packages/safari.jpg?w=1200&amp;h=450 1200w, ' +
        '/files/packages/safari.jpg?w=1600&amp;h=600 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect((await page('/d/mleiha')).html).toMatch(/<link rel="preload" as="image" href="\/files\/[^"]+\?w=1600&amp;h=600"/);
    expect((await page('/p/elsewhere')).html).not.toContain('rel="preload"');
  });

  it("starts the app after the first paint, with the page's own scripts from the build manifest beside the entry's", async () => {
    const { html } = await page('/p/desert-safari');
    // nothing downloads code before the first screen has painted: boot.js adds the scripts after it
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script src="/boot.js" defer data-entry="/assets/index-a.js"');
    // the package page shows the booking's texts, the second part of its language's texts
    expect(startedScripts(html)).toEqual([
      '/assets/index-a.js',
      '/assets/react-c.js',
      '/assets/locales-en-d.js',
      '/assets/locales-more-en-e.js',
      '/assets/package-b.js',
    ]);
    // a destination page shows only the first part
    expect(startedScripts((await page('/d/mleiha')).html)).toEqual([
      '/assets/index-a.js',
      '/assets/react-c.js',
      '/assets/locales-en-d.js',
    ]);
    // a page that does not exist starts the app (its not-found page) with the entry's scripts only
    expect(startedScripts((await page('/p/no-such-package')).html)).toEqual(['/assets/index-a.js', '/assets/react-c.js']);
  });

  it('writes Arabic titles and a right-to-left document for ?lang=ae', async () => {
    const { html } = await page('/d/mleiha?lang=ae');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>مليحة | تجارب الشارقة</title>');
    expect(html).toContain('<meta property="og:locale" content="ar_AE" />');
  });

  it("writes the page in the visitor's stored language when the address names none, and ?lang= wins over it", async () => {
    const asked = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const arabic = await asked('/d/mleiha', 'other=1; user_language=ae');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    // its canonical is the address it was asked by, as a crawler (which has no cookie) sees it
    expect(arabic.body).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}/d/mleiha" />`);
    // the same address answers differently by cookie: no shared cache may keep one for the other
    expect(arabic.headers.vary).toContain('Cookie');
    expect((await asked('/d/mleiha?lang=en', 'user_language=ae')).body).toContain('<html lang="en" dir="ltr">');
    expect((await asked('/d/mleiha', 'user_language=en')).body).toContain('<html lang="en" dir="ltr">');
    expect((await asked('/d/mleiha', 'not_user_language=ae')).body).toContain('<html lang="en" dir="ltr">');
  });

  it("titles a store's home with its name and about text, in either language", async () => {
    const english = (await page('/stores/artisans')).html;
    expect(english).toContain('<title>Sharjah Artisans | Sharjah Experiences</title>');
    expect(english).toContain('<meta name="description" content="Handmade in Sharjah, by its artisans." />');
    expect((await page('/stores/artisans?lang=ae')).html).toContain('<title>حرفيو الشارقة | تجارب الشارقة</title>');
  });

  it('titles and describes the postcard list in either language', async () => {
    const english = (await page('/hos-postcards')).html;
    expect(english).toContain('<title>Postcards | Sharjah Experiences</title>');
    expect(english).toContain('<meta name="description" content="Send a postcard from Sharjah:');
    expect((await page('/hos-postcards?lang=ae')).html).toContain('<title>بطاقات بريدية | تجارب الشارقة</title>');
  });

  it('inlines the home page data', async () => {
    const data = initialData((await page('/')).html);
    expect(Object.keys(data ?? {})).toEqual(expect.arrayContaining(['action=destinations']));
  });

  it('answers an unknown destination, package or tag with 404 and the app', async () => {
    for (const url of ['/d/atlantis', '/p/no-such-package', '/t/nothing', '/v/no-voucher', '/stores/no-such-store']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html).toContain('<div id="root">');
    }
  });
});

describe('compression', () => {
  it('sends the page Brotli-compressed to a browser that accepts it, and plain otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/p/desert-safari', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/p/desert-safari' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('sitemap and robots', () => {
  it('lists visible destinations, packages and tags with Arabic alternates, and leaves out hidden and redirect packages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://localhost:3000/d/mleiha</loc>');
    expect(res.body).toContain('<loc>http://localhost:3000/p/desert-safari</loc>');
    expect(res.body).toContain('<loc>http://localhost:3000/t/family</loc>');
    expect(res.body).toContain('hreflang="ar" href="http://localhost:3000/d/mleiha?lang=ae"');
    expect(res.body).not.toContain('secret-tour');
    expect(res.body).not.toContain('/p/elsewhere');
  });

  it('lists the vouchers the lists show, and leaves out expired and switched-off ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('<loc>http://localhost:3000/v/cafe-25-off</loc>');
    expect(res.body).not.toContain('last-year-offer');
    expect(res.body).not.toContain('switched-off-offer');
  });

  it('points crawlers at the sitemap and away from the API and private pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.body).toContain('Disallow: /api');
  });
});

describe('the configured names in every page', () => {
  it('writes PRODUCT_NAME and SITE_NAME for the browser, so one build serves any configuration', async () => {
    const other = await createTestApp({
      webDistDir: distDir,
      config: { PRODUCT_NAME: 'khorfakkan', SITE_NAME: 'see "khorfakkan"' },
    });
    try {
      for (const url of ['/', '/aboutus', '/no-such-page']) {
        const html = (await other.app.inject({ method: 'GET', url })).body;
        expect(html).toContain('<meta name="portal-product" content="khorfakkan" />');
        expect(html).toContain('<meta name="portal-site" content="see &#34;khorfakkan&#34;" />');
      }
    } finally {
      await other.close();
    }
  });
});
