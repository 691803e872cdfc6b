import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../db/schema/index.ts';
import { promotionsKey } from '../modules/content/site-content-service.ts';
import { createDestination, createPackage, createSlide } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { renderedPage } from '../test/pages.ts';
import { defaultHomePromotion, defaultSeeSharjahPromotion } from '../modules/content/default-content.ts';
import { firstPaintTexts } from './first-paint.ts';
import { firstPaintMarker } from './page-head.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

// the web app's index.html as far as the server cares: a #root holding the header shell and the marker
const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head><meta charset="utf-8" /><meta name="description" content="Generic" /><title>Sharjah Experiences</title></head>
  <body><div id="root"><header class="site-header" aria-hidden="true"></header>${firstPaintMarker}</div></body>
</html>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-first-paint-'));
  await fs.writeFile(path.join(distDir, 'index.html'), indexHtml);
  t = await createTestApp({ webDistDir: distDir });
  await createSlide(t.db, {
    title: 'Dunes & "stars" <tonight>',
    arabicTitle: 'كثبان ونجوم',
    image: 'sliders/dunes.jpg',
    mobileImage: 'sliders/dunes-mobile.jpg',
    link: '/d/mleiha',
    position: 1,
  });
  await createSlide(t.db, { title: 'Second slide', image: 'sliders/second.jpg', position: 2 });
  const mleiha = await createDestination(t.db, {
    urlSlug: 'mleiha',
    name: 'Mleiha <script>alert(1)</script>',
    arabicName: 'مليحة',
    description: 'Fossil Rock & the desert',
    arabicDescription: 'صخرة الأحافير والصحراء',
    hoverText: 'Stars $& dunes',
    img: 'destinations/mleiha.jpg',
    featuredImage: 'destinations/mleiha-banner.jpg',
    position: 1,
  });
  await createDestination(t.db, { name: 'Al Qasba', arabicName: 'القصباء', urlSlug: 'al-qasba', position: 2 });
  await createPackage(t.db, {
    destinationId: mleiha.id,
    urlSlug: 'desert-safari',
    packageName: 'Desert Safari </script><img src=x onerror=alert(1)>',
    arabicName: 'سفاري الصحراء',
    img: 'packages/safari.jpg',
    megaSliderImages: ['packages/safari-1.jpg', 'packages/safari-2.jpg'],
    position: 1,
  });
  await createPackage(t.db, {
    destinationId: mleiha.id,
    urlSlug: 'stargazing',
    packageName: 'Stargazing',
    arabicName: 'مراقبة النجوم',
    img: 'packages/stars.jpg',
    position: 2,
  });
  await createPackage(t.db, { destinationId: mleiha.id, urlSlug: 'elsewhere', redirect: 1, redirectUrl: 'https://example.com' });
});

afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

/** The markup the server wrote into #root's <main>, or null when it wrote none. */
async function firstScreen(url: string): Promise<string | null> {
  const { status, html } = await renderedPage(t.app, url);
  expect(status).toBe(200);
  return /<main id="main-content" class="site-main" tabindex="-1">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? null;
}

describe('the first screen written by the server', () => {
  it('home carries the banner picture as the LCP image, the promo strip and the first destination cards, escaped', async () => {
    const main = (await firstScreen('/'))!;
    expect(main).toContain('<h1 class="visually-hidden">Discover Sharjah</h1>');
    // the phone picture for narrow screens, the wide one above, as home-banner.tsx writes them
    expect(main).toContain(
      '<source media="(max-width: 767px)" srcset="/files/sliders/dunes-mobile.jpg?w=375&amp;h=500 375w, ' +
        '/files/sliders/dunes-mobile.jpg?w=750&amp;h=1000 750w" sizes="100vw" width="750" height="1000" />',
    );
    expect(main).toMatch(
      /<img class="home-banner__image" src="\/files\/sliders\/dunes\.jpg\?w=1920&amp;h=800" srcset="[^"]+ 1920w" sizes="100vw" width="1920" height="800" alt="" loading="eager" fetchpriority="high"/,
    );
    expect(main).toContain('<span class="home-banner__title">Dunes &amp; &quot;stars&quot; &lt;tonight&gt;</span>');
    expect(main).not.toContain('second.jpg');
    expect(main).toContain(
      `${defaultHomePromotion.text} <strong class="promo-code" dir="ltr">${defaultHomePromotion.code}</strong>`,
    );
    // a click before the app runs would be lost: the server's buttons wait, disabled, for the app's
    expect(main.match(/<button [^>]*>/g)!.every((button) => button.includes(' disabled '))).toBe(true);
    expect(main).toContain(
      '<h3 class="card__title" id="first-paint-destination-0">Mleiha &lt;script&gt;alert(1)&lt;/script&gt;</h3>',
    );
    expect(main).toContain('<h3 class="card__title" id="first-paint-destination-1">Al Qasba</h3>');
    expect(main).not.toContain('<script');
    // only the first card's picture competes with the banner
    expect(main.match(/fetchpriority="high"/g)).toHaveLength(2);
  });

  it('home in Arabic (?lang=ae) is written in Arabic, right to left', async () => {
    const { html } = await renderedPage(t.app, '/?lang=ae');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const main = (await firstScreen('/?lang=ae'))!;
    expect(main).toContain('<span class="home-banner__title">كثبان ونجوم</span>');
    expect(main).toContain('<h3 class="card__title" id="first-paint-destination-0">مليحة</h3>');
    expect(main).toContain('<h3 class="card__title" id="first-paint-destination-1">القصباء</h3>');
    expect(main).toContain('>وجهاتنا</h2>');
    expect(main).not.toContain('Our Destinations');
  });

  it('a package page carries its first hero picture and its names over it, in the language asked for', async () => {
    const english = (await firstScreen('/p/desert-safari'))!;
    expect(english).toMatch(
      /<img class="package-hero__image" src="\/files\/packages\/safari-1\.jpg\?w=1600&amp;h=600" srcset="[^"]+" sizes="100vw" width="1600" height="600" alt="Desert Safari &lt;\/script&gt;&lt;img src=x onerror=alert\(1\)&gt;, photo 1" loading="eager" fetchpriority="high"/,
    );
    expect(english).toContain(
      '<h1 class="package-hero__title">Desert Safari &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</h1>',
    );
    expect(english).not.toContain('safari-2.jpg');
    const arabic = (await firstScreen('/p/desert-safari?lang=ae'))!;
    expect(arabic).toContain('<p class="package-hero__destination">مليحة</p><h1 class="package-hero__title">سفاري الصحراء</h1>');
    expect(arabic).toContain('alt="سفاري الصحراء، الصورة 1"');
  });

  it('a destination page carries its banner, its name and its first package cards, in the language asked for', async () => {
    const english = (await firstScreen('/d/mleiha'))!;
    expect(english).toMatch(
      /<img class="page-banner__image" src="\/files\/destinations\/mleiha-banner\.jpg\?w=1600&amp;h=600"[^>]* fetchpriority="high"/,
    );
    // `$&` would be the matched text to String.replace: the kicker keeps it as written
    expect(english).toContain('<p class="page-banner__kicker">Stars $&amp; dunes</p>');
    expect(english).toContain('<h1 class="page-banner__title">Mleiha &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(english).toContain('href="/p/desert-safari" aria-describedby="first-paint-package-0">Desert Safari &lt;/script&gt;');
    expect(english).toContain('href="/p/stargazing" aria-describedby="first-paint-package-1">Stargazing</a>');
    const arabic = (await firstScreen('/d/mleiha?lang=ae'))!;
    expect(arabic).toContain('<h1 class="page-banner__title">مليحة</h1>');
    expect(arabic).toContain('>سفاري الصحراء</a>');
    expect(arabic).toContain('>مراقبة النجوم</a>');
    expect(arabic).toContain('>التذاكر والتجارب</h2>');
  });

  it('writes nothing for a redirect package, an unknown page or a page the app draws alone', async () => {
    expect(await firstScreen('/p/elsewhere')).toBeNull();
    expect(await firstScreen('/aboutus')).toBeNull();
    const { status, html } = await renderedPage(t.app, '/p/nowhere');
    expect(status).toBe(404);
    expect(html).not.toContain('<main');
  });
});

describe('the texts of the first screen', () => {
  it("are the web app's own texts in both languages", async () => {
    for (const language of ['en', 'ae'] as const) {
      for (const [key, value] of Object.entries(firstPaintTexts[language])) {
        const [file, ...rest] = key.split('.');
        const texts = JSON.parse(
          await fs.readFile(path.join(webRoot, 'src/locales', language, `${file}.json`), 'utf8'),
        ) as unknown;
        const text = rest.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
        expect(text, `${language} ${key}`).toBe(value);
      }
    }
  });

  it("advertise the operators' promo code as they wrote it, and nothing when they hid it", async () => {
    const promotions = (home: Partial<typeof defaultHomePromotion>) => {
      const value = {
        home: { ...defaultHomePromotion, ...home },
        see_sharjah: defaultSeeSharjahPromotion,
        see_sharjah_destination_ids: [],
      };
      return t.db
        .insert(siteSettings)
        .values({ key: promotionsKey, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    };
    try {
      await promotions({ code: 'EID<25>', arabic_text: 'خصم العيد' });
      expect(await firstScreen('/')).toContain('<strong class="promo-code" dir="ltr">EID&lt;25&gt;</strong>');
      await promotions({ show: 0 });
      expect(await firstScreen('/')).toContain('<div class="promo-strip"></div>');
    } finally {
      await t.db.delete(siteSettings).where(eq(siteSettings.key, promotionsKey));
    }
  });
});
