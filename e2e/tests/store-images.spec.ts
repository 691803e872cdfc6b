import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Every picture a page asks for exists at the size it asks for (decision 024, apps/web/src/lib/images.ts): each
 * `src` and `srcset` candidate of the page's `<img>` and `<source>` is served exactly as wide as its `w`, and no
 * loaded picture is drawn larger than its pixels. On the store's product page, the store's home and a package page,
 * on a desktop and on a phone.
 */
const pages = [
  { name: 'the product page', path: '/stores/gsharshop/product_detail/sadu-cushion-cover', picture: '.product-gallery__photo' },
  { name: "the store's home", path: '/stores/gsharshop', picture: '.store-slider__image' },
  { name: 'a package page', path: '/p/al-noor-island-entry', picture: '.package-hero__image' },
];

/** what the checks read of an `<img>` (e2e has no DOM types) */
type LoadedPicture = {
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
  clientWidth: number;
  clientHeight: number;
  currentSrc: string;
};

/** what Chromium asks for a picture with */
const browserAccept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** The pixel width written in a PNG, JPEG or WebP file's header. */
function pixelWidth(data: Buffer): number {
  if (data.subarray(1, 4).toString('latin1') === 'PNG') return data.readUInt32BE(16);
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    const chunk = data.subarray(12, 16).toString('latin1');
    if (chunk === 'VP8 ') return data.readUInt16LE(26) & 0x3fff;
    if (chunk === 'VP8L') return 1 + (((data[22]! & 0x3f) << 8) | data[21]!);
    if (chunk === 'VP8X') return 1 + data.readUIntLE(24, 3);
  }
  if (data[0] === 0xff && data[1] === 0xd8) {
    // the first start-of-frame marker (C0–CF but C4, C8 and CC) carries height, then width
    for (let i = 2; i + 9 < data.length; i += 2 + data.readUInt16BE(i + 2)) {
      const marker = data[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return data.readUInt16BE(i + 7);
    }
  }
  throw new Error(`not a PNG, JPEG or WebP picture (${data.subarray(0, 16).toString('hex')})`);
}

/** Each resized URL the page's pictures name, with the width it is named for. */
async function askedSizes(page: Page) {
  const named = await page.locator('img, picture source').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const src = element.getAttribute('src');
      const fromSrc = src ? [{ url: src, width: Number(new URL(src, 'http://localhost').searchParams.get('w')) }] : [];
      const fromSrcSet = (element.getAttribute('srcset') ?? '')
        .split(',')
        .map((entry: string) => entry.trim().split(/\s+/))
        .filter((parts: string[]) => parts.length === 2 && parts[1]!.endsWith('w'))
        .map((parts: string[]) => ({ url: parts[0]!, width: Number.parseInt(parts[1]!, 10) }));
      return [...fromSrc, ...fromSrcSet].filter(
        (candidate) => candidate.url.startsWith('/files/') && candidate.url.includes('w='),
      );
    }),
  );
  return [...new Map(named.map((candidate) => [candidate.url, candidate])).values()];
}

const viewports = [
  { name: 'on a desktop', width: 1280, height: 800 },
  { name: 'on a 390 px phone', width: 390, height: 844 },
];

for (const viewport of viewports) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const { name, path, picture } of pages) definePageTest(name, path, picture);
  });
}

function definePageTest(name: string, path: string, picture: string) {
  test(`every picture on ${name} is served as wide as it is asked for, and none is drawn larger than its pixels`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.locator(picture).first();
    await expect(main).toBeVisible();
    await expect
      .poll(() =>
        main.evaluate((element) => {
          const img = element as unknown as LoadedPicture;
          return img.complete && img.naturalWidth > 0;
        }),
      )
      .toBe(true);

    const asked = await askedSizes(page);
    expect(asked.length).toBeGreaterThan(0);
    for (const { url, width } of asked) {
      const response = await page.request.get(url, { headers: { accept: browserAccept } });
      expect(response.ok(), url).toBe(true);
      expect(pixelWidth(await response.body()), url).toBe(width);
    }

    // every loaded picture that shows: its pixels cover the box it is drawn in (object-fit: cover scales by the
    // larger side); naturalWidth is not the file's width but corrected by the srcset's density, so that is fetched
    const density = (await page.evaluate('window.devicePixelRatio')) as number;
    const drawn = await page.locator('img').evaluateAll((elements) =>
      (elements as unknown as LoadedPicture[])
        .filter((img) => img.complete && img.naturalWidth > 0 && img.clientWidth > 0 && img.currentSrc.includes('/files/'))
        .map((img) => ({
          url: img.currentSrc,
          box: { width: img.clientWidth, height: img.clientHeight },
          shape: img.naturalHeight / img.naturalWidth,
        })),
    );
    expect(drawn.length).toBeGreaterThan(0);
    for (const { url, box, shape } of drawn) {
      const width = pixelWidth(await (await page.request.get(url, { headers: { accept: browserAccept } })).body());
      const scale = density * Math.max(box.width / width, box.height / (width * shape));
      expect(scale, `${url} drawn at ${box.width} × ${box.height}`).toBeLessThanOrEqual(1.01);
    }
  });
}
