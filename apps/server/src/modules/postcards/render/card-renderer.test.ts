import fs from 'node:fs/promises';
import { postcardLayout, postcardPrint } from '@portal/domain/postcard';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPostcard, type PostcardRenderInput, type RenderedCard } from './card-renderer.ts';
import { toPixels, type PixelBox } from './geometry.ts';

const blueTemplate = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer();
const redPhoto = () =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: '#dc2626' } })
    .jpeg()
    .toBuffer();

function render(text: Partial<PostcardRenderInput['text']>, photo: Buffer | null = null): Promise<RenderedCard> {
  return blueTemplate().then((templateImage) =>
    renderPostcard({ templateImage, photo, text: { message: '', address: '', font: null, size: '100%', ...text } }),
  );
}

async function pixelAt(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** The face's pixels as greyscale, optionally only a box of it, at the given width. */
async function grey(png: Buffer, width: number, box?: PixelBox): Promise<Buffer> {
  const image = sharp(png);
  if (box) image.extract(box);
  return image.greyscale().resize({ width }).raw().toBuffer();
}

/** How many pixels of the box hold ink (darker than the card's background by a clear margin). */
async function inkPixels(png: Buffer, box: PixelBox): Promise<number> {
  const pixels = await sharp(png).extract(box).greyscale().raw().toBuffer();
  return pixels.filter((v) => v < 160).length;
}

/** Mean absolute difference of two greyscale images of the same size, 0 (same) to 255. */
function meanDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('a rendered postcard', () => {
  let card: RenderedCard;
  beforeAll(async () => {
    card = await render(
      { message: 'Greetings from Sharjah!', address: 'Jane Doe\nLondon', font: 'Sarah', size: '135%' },
      await redPhoto(),
    );
  });

  it('has both faces at print size (A6 landscape, 300 dpi) as PNG and half-size JPEG previews', async () => {
    for (const face of [card.front, card.back]) {
      expect(await sharp(face).metadata()).toMatchObject({
        format: 'png',
        width: postcardPrint.width,
        height: postcardPrint.height,
      });
    }
    for (const preview of [card.frontPreview, card.backPreview]) {
      expect(await sharp(preview).metadata()).toMatchObject({ format: 'jpeg', width: 874, height: 620 });
    }
  });

  it('is a PDF of two A6 landscape pages', async () => {
    const pdf = await PDFDocument.load(card.pdf);
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo((148 / 25.4) * 72, 1);
      expect(page.getHeight()).toBeCloseTo((105 / 25.4) * 72, 1);
    }
    expect(pdf.getTitle()).toBe('Heart of Sharjah postcard');
  });

  it("puts the buyer's photo in the template's photo window, and the template around it", async () => {
    const window = toPixels(postcardLayout.photoWindow);
    const [r, g, b] = await pixelAt(card.front, window.left + window.width / 2, window.top + window.height / 2);
    expect(r).toBeGreaterThan(180);
    expect(g! + b!).toBeLessThan(150);
    const [, , cornerBlue] = await pixelAt(card.front, 10, 10);
    expect(cornerBlue).toBeGreaterThan(180);
  });

  it('keeps a ready-made card its own picture, with no photo window', async () => {
    const readyMade = await render({ message: 'Hello' });
    const window = toPixels(postcardLayout.photoWindow);
    const [r, , b] = await pixelAt(readyMade.front, window.left + window.width / 2, window.top + window.height / 2);
    expect(b).toBeGreaterThan(180);
    expect(r).toBeLessThan(80);
  });

  it('draws a template in grey or with transparency as an opaque colour face', async () => {
    const greyWithAlpha = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 90, g: 90, b: 90, alpha: 0.5 } },
    })
      .greyscale()
      .png()
      .toBuffer();
    const face = await renderPostcard({
      templateImage: greyWithAlpha,
      photo: null,
      text: { message: '', address: '', font: null, size: '100%' },
    });
    expect(await sharp(face.front).metadata()).toMatchObject({ channels: 3, hasAlpha: false, space: 'srgb' });
  });

  it('draws markup in the text as the characters typed, never as markup', async () => {
    const messageBox = toPixels(postcardLayout.back.message);
    const tagged = await render({ message: '<b>x</b>' });
    const plain = await render({ message: 'x' });
    // as markup it would draw one bold x; as text it draws eight characters
    expect(await inkPixels(tagged.back, messageBox)).toBeGreaterThan(4 * (await inkPixels(plain.back, messageBox)));
    // an unbalanced `<` or a bare `&` would stop Pango's markup parser: drawn as text, they are fine
    const stray = await render({ message: 'a < b & c > "d" \'e\'', address: '<span foreground="red">x' });
    expect(await inkPixels(stray.back, messageBox)).toBeGreaterThan(0);
  });

  it('sets 380 characters at X-Large inside the message box, nothing below it', async () => {
    const long = 'Dear Mum and Dad, greetings from Sharjah! We saw Al Noor Island, the Arts Museum and the old souq. '
      .repeat(4)
      .slice(0, 380);
    const full = await render({ message: long, font: 'Charlie', size: '150%' });
    const messageBox = toPixels(postcardLayout.back.message);
    const below = {
      ...messageBox,
      top: messageBox.top + messageBox.height,
      height: postcardPrint.height - messageBox.top - messageBox.height,
    };
    expect(await inkPixels(full.back, messageBox)).toBeGreaterThan(10_000);
    expect(await inkPixels(full.back, below)).toBe(0);
  });
});

/**
 * A fixed Arabic and mixed message compared with a reference image committed beside this file, with a
 * tolerance: broken shaping (letters unjoined) or direction (reversed) must fall outside it. To rewrite the
 * reference after a deliberate change of the card's look, delete __reference__/back-arabic-mixed.png and run
 *   npx vitest run apps/server/src/modules/postcards/render/card-renderer.test.ts
 * once: it draws a new one and fails, so that someone looks at the new PNG before committing it.
 */
describe('the reference card', () => {
  const referenceFile = new URL('./__reference__/back-arabic-mixed.png', import.meta.url);
  const message = 'مرحباً من الشارقة! Greetings from Sharjah ٢٠٢٦';
  const address = 'السيد أحمد علي\nشارع الملك فيصل، الشارقة';
  const referenceSize = { width: postcardPrint.width / 2, height: postcardPrint.height / 2 };
  /**
   * measured: a faithful render differs by 0 on the machine that drew the reference, unjoined letters by 2.5 and
   * a reversed text by 2.6; the margin is for another build of the text stack antialiasing a little differently
   */
  const tolerance = 1.2;
  const backOf = (text: { message: string; address: string }) =>
    render({ ...text, font: 'Sarah', size: '150%' }).then((c) => grey(c.back, referenceSize.width));

  let reference: Buffer;
  beforeAll(async () => {
    const stored = await fs.readFile(referenceFile).catch(() => null);
    if (!stored) {
      const drawn = await sharp(await backOf({ message, address }), { raw: { ...referenceSize, channels: 1 } })
        .png()
        .toBuffer();
      await fs.writeFile(referenceFile, drawn);
      throw new Error(`no reference image: drew ${referenceFile.pathname}; look at it, commit it and run again`);
    }
    reference = await sharp(stored).greyscale().raw().toBuffer();
  });

  it('is drawn again within the tolerance', async () => {
    expect(meanDifference(await backOf({ message, address }), reference)).toBeLessThan(tolerance);
  });

  it('does not match when the Arabic letters are left unjoined', async () => {
    const unjoin = (s: string) => [...s].join('\u200c');
    const broken = await backOf({ message: unjoin(message), address: unjoin(address) });
    expect(meanDifference(broken, reference)).toBeGreaterThan(tolerance);
  });

  it('does not match when the text runs the wrong way', async () => {
    const reverse = (s: string) =>
      s
        .split('\n')
        .map((line) => [...line].reverse().join(''))
        .join('\n');
    const reversed = await backOf({ message: reverse(message), address: reverse(address) });
    expect(meanDifference(reversed, reference)).toBeGreaterThan(tolerance);
  });
});
