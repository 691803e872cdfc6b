import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, postcardTemplates } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { createUser } from '../../test/factories.ts';
import { uploadConsoleImageCall } from '../../test/media-factories.ts';
import { createPostcardOrder, createPostcardTemplate, photoJpeg } from '../../test/postcard-factories.ts';

// Decision 035 (postcard templates) and 034 (visitors see changes at once), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL. The public cache keeps answers a minute here, as in production.

let t: ConsoleTestApp;
let buyerId: number;

beforeAll(async () => {
  t = await createConsoleTestApp();
  buyerId = (await createUser(t.db)).id;
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);

/** A picture uploaded through the console, of one colour; answers its path under files/. */
async function uploadedPicture(background = '#b03a2e'): Promise<string> {
  const res = await uploadConsoleImageCall(t.app, t.tokens.admin, {
    filename: 'card.jpg',
    data: await photoJpeg(1200, 800, background),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.path;
}

/** What visitors get: GET postCards, answered from the public cache when it holds the answer. */
async function visitorTemplates(app = t.app, withPictures = false) {
  const res = await app.inject({ method: 'GET', url: `/api?action=postCards&image_base64=${withPictures ? 1 : 0}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    id: number;
    name: string;
    arabic_name: string;
    price: number;
    image: string;
    image_base64: string;
  }[];
}

/** Templates the factories write behind the console's back reach visitors once the cached answers are dropped. */
const dropCachedAnswers = () => t.dropCachedAnswers();

const auditOf = (templateId: number) => auditEntriesOf(t, 'postcard_template', templateId);

const templateRow = async (id: number) => (await t.db.select().from(postcardTemplates).where(eq(postcardTemplates.id, id)))[0];

const fields = (image: string, overrides: Record<string, string | number> = {}) => ({
  action: 'savePostcardTemplate',
  name: 'Sharjah Heritage',
  arabic_name: 'تراث الشارقة',
  image,
  price: '12.50',
  customisable: 1,
  enable: 1,
  ...overrides,
});

describe('who may run the postcard catalogue', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const template = await createPostcardTemplate(t);
    const calls: Record<string, string | number>[] = [
      { action: 'consolePostcardTemplates' },
      fields(template.image, { id: template.id, name: 'Renamed' }),
      { action: 'deletePostcardTemplate', id: template.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual([
      [401, 403, 403],
      [401, 403, 403],
      [401, 403, 403],
    ]);
    expect(await templateRow(template.id)).toEqual(template);
    expect(await auditOf(template.id)).toEqual([]);
    expect((await call(calls[0]!)).statusCode).toBe(200);
  });
});

describe('consolePostcardTemplates', () => {
  it('lists every template, disabled too, newest first, with its price in AED and its number of orders', async () => {
    const older = await createPostcardTemplate(t, { priceFils: 2_025 });
    const hidden = await createPostcardTemplate(t, { enable: 0, customisable: 0 });
    await createPostcardOrder(t.db, { userId: buyerId, templateId: older.id });
    await createPostcardOrder(t.db, { userId: buyerId, templateId: older.id, status: 2 });

    const res = await call({ action: 'consolePostcardTemplates' });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as { id: number }[];
    expect(listed.map((row) => row.id)).toEqual([...listed.map((row) => row.id)].sort((a, b) => b - a));
    expect(listed.find((row) => row.id === hidden.id)).toEqual({
      id: hidden.id,
      name: hidden.name,
      arabic_name: hidden.arabicName,
      image: hidden.image,
      price: 15,
      customisable: 0,
      enable: 0,
      orders: 0,
    });
    expect(listed.find((row) => row.id === older.id)).toMatchObject({ price: 20.25, enable: 1, orders: 2 });
  });
});

describe('savePostcardTemplate', () => {
  it('creates a template with an uploaded picture, priced in fils, audited, and visitors see it at once', async () => {
    const shownBefore = await visitorTemplates();
    const image = await uploadedPicture();
    const res = await call(fields(image, { price: '0.29' }));
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ name: 'Sharjah Heritage', arabic_name: 'تراث الشارقة', image, price: 0.29, orders: 0 });
    expect((await templateRow(created.id))!.priceFils).toBe(29);

    expect(shownBefore.some((shown) => shown.id === created.id)).toBe(false);
    expect((await visitorTemplates()).find((shown) => shown.id === created.id)).toMatchObject({
      name: 'Sharjah Heritage',
      price: 0.29,
    });

    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        operatorId: t.adminId,
        action: 'savePostcardTemplate',
        before: null,
        after: { name: 'Sharjah Heritage', arabic_name: 'تراث الشارقة', image, price: 0.29, customisable: 1, enable: 1 },
      }),
    ]);
  });

  it('changes a seeded template keeping its own picture; the cached answer visitors get changes at once, audited before and after', async () => {
    const template = await createPostcardTemplate(t);
    await dropCachedAnswers();
    expect((await visitorTemplates()).find((shown) => shown.id === template.id)?.name).toBe(template.name);
    // written behind the console's back, nobody is told: visitors keep the cached answer
    await t.db.update(postcardTemplates).set({ arabicName: 'بلا إعلان' }).where(eq(postcardTemplates.id, template.id));
    expect((await visitorTemplates()).find((shown) => shown.id === template.id)?.arabic_name).toBe(template.arabicName);

    const res = await call(
      fields(template.image, { id: template.id, name: 'Corniche at Dusk', arabic_name: 'الكورنيش عند الغروب', price: 18 }),
    );
    expect(res.statusCode).toBe(200);
    expect((await visitorTemplates()).find((shown) => shown.id === template.id)).toMatchObject({
      name: 'Corniche at Dusk',
      arabic_name: 'الكورنيش عند الغروب',
      price: 18,
    });
    const [entry] = await auditOf(template.id);
    expect(entry).toMatchObject({
      before: { name: template.name, arabic_name: 'بلا إعلان', image: template.image, price: 15 },
      after: { name: 'Corniche at Dusk', arabic_name: 'الكورنيش عند الغروب', image: template.image, price: 18 },
    });
  });

  it("a new picture reaches visitors' image_base64 at once, and disabling takes the template off their list", async () => {
    const template = await createPostcardTemplate(t);
    const pixelOf = async (dataUrl: string) => {
      const { data } = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    await dropCachedAnswers();
    const before = (await visitorTemplates(t.app, true)).find((shown) => shown.id === template.id)!;
    const red = await uploadedPicture('#ff0000');
    expect((await call(fields(red, { id: template.id }))).statusCode).toBe(200);
    const after = (await visitorTemplates(t.app, true)).find((shown) => shown.id === template.id)!;
    expect(after.image).toBe(red);
    expect(after.image_base64).not.toBe(before.image_base64);
    const [r, g, b] = await pixelOf(after.image_base64);
    expect(r).toBeGreaterThan(200);
    expect(Math.max(g!, b!)).toBeLessThan(60);

    expect((await call(fields(red, { id: template.id, enable: 0 }))).statusCode).toBe(200);
    expect((await visitorTemplates()).some((shown) => shown.id === template.id)).toBe(false);
  });

  it('names the failing fields: an empty Arabic name, a price of 10.001, a picture that was never uploaded; nothing is stored', async () => {
    const other = await createPostcardTemplate(t);
    const image = await uploadedPicture();
    const countBefore = await t.db.$count(postcardTemplates);
    const auditBefore = await t.db.$count(auditLog);

    const emptyArabic = await call(fields(image, { arabic_name: '   ' }));
    expect(emptyArabic.statusCode).toBe(400);
    expect(Object.keys(emptyArabic.json().fields)).toEqual(['arabic_name']);
    const tooPrecise = await call(fields(image, { price: '10.001' }));
    expect(tooPrecise.statusCode).toBe(400);
    expect(Object.keys(tooPrecise.json().fields)).toEqual(['price']);
    for (const unknown of ['uploads/2026/12/0123456789abcdef.jpg', other.image, 'card.jpg']) {
      const res = await call(fields(unknown));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { image: expect.any(String) } });
      expect(Object.keys(res.json().fields)).toEqual(['image']);
    }
    // another template's seeded picture is not this template's own
    const mine = await createPostcardTemplate(t);
    expect((await call(fields(other.image, { id: mine.id }))).json().fields).toHaveProperty('image');

    expect(await t.db.$count(postcardTemplates)).toBe(countBefore + 1);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
    expect(await templateRow(mine.id)).toEqual(mine);
  });

  it('answers 404 for a template that does not exist', async () => {
    const res = await call(fields(await uploadedPicture(), { id: 2_000_000_000 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('deletePostcardTemplate', () => {
  it('refuses a template with orders (in_use, 409) and keeps it', async () => {
    const template = await createPostcardTemplate(t);
    await createPostcardOrder(t.db, { userId: buyerId, templateId: template.id, status: 2 });
    const res = await call({ action: 'deletePostcardTemplate', id: template.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
    expect(await templateRow(template.id)).toEqual(template);
    expect(await auditOf(template.id)).toEqual([]);
  });

  it('deletes one without orders: audited, and gone from what visitors see at once', async () => {
    const saved = await call(fields(await uploadedPicture(), { name: 'Short-lived' }));
    const template = (await templateRow(saved.json().data.id))!;
    expect((await visitorTemplates()).some((shown) => shown.id === template.id)).toBe(true);
    const res = await call({ action: 'deletePostcardTemplate', id: template.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, deleted: 1 });
    expect(await templateRow(template.id)).toBeUndefined();
    expect((await visitorTemplates()).some((shown) => shown.id === template.id)).toBe(false);
    expect((await auditOf(template.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['savePostcardTemplate', null, expect.objectContaining({ name: 'Short-lived' })],
      ['deletePostcardTemplate', expect.objectContaining({ name: 'Short-lived', image: template.image, price: 12.5 }), null],
    ]);
    expect((await call({ action: 'deletePostcardTemplate', id: template.id })).statusCode).toBe(404);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("a save in one process reaches the other's cached answer without waiting for it to expire", async () => {
    const template = await createPostcardTemplate(t);
    expect((await visitorTemplates(other.app)).find((shown) => shown.id === template.id)?.price).toBe(15);
    await t.db.update(postcardTemplates).set({ priceFils: 1_600 }).where(eq(postcardTemplates.id, template.id));
    expect((await visitorTemplates(other.app)).find((shown) => shown.id === template.id)?.price).toBe(15);

    expect((await call(fields(template.image, { id: template.id, price: 22 }))).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await visitorTemplates(other.app)).find((shown) => shown.id === template.id)?.price).toBe(22),
      { timeout: 20_000 },
    );
  });
});
