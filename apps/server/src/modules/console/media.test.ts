import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mediaImages } from '../../db/schema/index.ts';
import { createDestination, createPackage, createSession, createUser, setHomeSettings } from '../../test/factories.ts';
import { diskStorage } from '../../lib/storage/index.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { pngPicture, uploadConsoleImageCall, phoneCameraJpeg } from '../../test/media-factories.ts';
import { photoJpeg } from '../../test/postcard-factories.ts';
import { addVariant, createProduct, createStore } from '../../test/store-factories.ts';
import { labelOfUploadedName, uploadConsoleImage } from './media-service.ts';

// Decision 034: pictures uploaded from the console, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

// 21:00 UTC on 30 November is already 1 December in Asia/Dubai: uploads of that instant go under 2026/12
const clock = new Date('2026-11-30T21:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens = { user: '', moderator: '', admin: '' };
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const admin = await createUser(t.db, { role: 'operator', staffRole: 'admin', firstName: 'Mariam', lastName: 'Al Suwaidi' });
  adminId = admin.id;
  tokens.admin = await createSession(t.db, admin.id);
  tokens.moderator = await createSession(t.db, (await createUser(t.db, { role: 'operator', staffRole: 'moderator' })).id);
  tokens.user = await createSession(t.db, (await createUser(t.db)).id);
});
afterAll(() => t.close());

const filesDir = () => path.join(t.dataDir, 'files');
const upload = (file: { filename: string; data: Buffer; contentType?: string }) =>
  uploadConsoleImageCall(t.app, tokens.admin, file);

/** Every file below DATA_DIR, relative to it: what an upload left on disk. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(t.dataDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(t.dataDir, path.join(e.parentPath, e.name)));
}

describe('who may use the console pictures', () => {
  it('uploading answers no token 401, a traveller and a moderator 403, and stores nothing for them', async () => {
    const picture = { filename: 'souq.png', data: await pngPicture(), contentType: 'image/png' };
    const before = await filesOnDisk();
    const refused = [];
    for (const token of [undefined, tokens.user, tokens.moderator])
      refused.push(await uploadConsoleImageCall(t.app, token, picture));
    expect(refused.map((res) => [res.statusCode, res.json().code])).toEqual([
      [401, 'login_required'],
      [403, 'forbidden'],
      [403, 'forbidden'],
    ]);
    expect(await filesOnDisk()).toEqual(before);
    expect((await upload(picture)).statusCode).toBe(200);
  });

  it('the picker list answers no token 401, a traveller and a moderator 403, an admin 200', async () => {
    const statuses = [];
    for (const token of [undefined, tokens.user, tokens.moderator, tokens.admin]) {
      statuses.push((await postAction(t.app, { action: 'consoleImages' }, token)).statusCode);
    }
    expect(statuses).toEqual([401, 403, 403, 200]);
  });
});

describe('uploadConsoleImage', () => {
  it('keeps the picture as a JPEG under a server-made name of the Dubai month, listed, audited and served resized by /files', async () => {
    const res = await upload({ filename: 'Al Noor Island.png', data: await pngPicture(800, 600), contentType: 'image/png' });
    expect(res.statusCode).toBe(200);
    const image = res.json().data;
    expect(image).toMatchObject({
      name: 'Al Noor Island.png',
      width: 800,
      height: 600,
      created_at: '2026-12-01 01:00:00',
      uploaded_by: 'Mariam Al Suwaidi',
    });
    expect(image.path).toMatch(/^uploads\/2026\/12\/[0-9a-f]{16}\.jpg$/);

    const stored = await fs.readFile(path.join(filesDir(), image.path));
    expect(image.bytes).toBe(stored.length);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');

    const [row] = await t.db.select().from(mediaImages).where(eq(mediaImages.id, image.id));
    expect(row).toMatchObject({ path: image.path, originalName: 'Al Noor Island.png', uploadedBy: adminId });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'image'), eq(auditLog.entityId, String(image.id))));
    expect(entries).toEqual([
      expect.objectContaining({
        operatorId: adminId,
        action: 'uploadConsoleImage',
        before: null,
        after: { path: image.path, name: 'Al Noor Island.png', width: 800, height: 600, bytes: image.bytes },
      }),
    ]);

    const served = await t.app.inject({ method: 'GET', url: `/files/${image.path}?w=680&h=400` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(680);
  });

  it('refuses a text file named .jpg by its content (415, field image) and stores nothing', async () => {
    const before = await filesOnDisk();
    const rowsBefore = await t.db.$count(mediaImages);
    const res = await upload({ filename: 'beach.jpg', data: Buffer.from('just some text, not a picture\n') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: 0, code: 'image_invalid', fields: { image: expect.any(String) } });
    expect(await filesOnDisk()).toEqual(before);
    expect(await t.db.$count(mediaImages)).toBe(rowsBefore);
  });

  it('answers 400 naming the field image when no file came', async () => {
    const res = await postAction(t.app, { action: 'uploadConsoleImage' }, tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { image: expect.any(String) } });
  });

  it('keeps no EXIF, GPS position or camera data, and stores the photo upright', async () => {
    const withGps = await phoneCameraJpeg(64, 32);
    const sent = await sharp(withGps).metadata();
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag

    const res = await upload({ filename: 'phone.jpg', data: withGps });
    expect(res.statusCode).toBe(200);
    const stored = await fs.readFile(path.join(filesDir(), res.json().data.path));
    const kept = await sharp(stored).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([32, 64]);
    expect(res.json().data).toMatchObject({ width: 32, height: 64 });
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('lays a see-through PNG on white and keeps at most 2560 px a side', async () => {
    const res = await upload({ filename: 'logo.png', data: await pngPicture(3000, 1500, 0), contentType: 'image/png' });
    expect(res.json().data).toMatchObject({ width: 2560, height: 1280 });
    const stored = await fs.readFile(path.join(filesDir(), res.json().data.path));
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 250)).toBe(true);
  });

  it('a name like ../../etc/passwd.jpg is only a label: the file goes under uploads/ with a name of the server', async () => {
    const before = new Set(await filesOnDisk());
    const res = await upload({ filename: '../../etc/passwd.jpg', data: await photoJpeg(200, 100) });
    expect(res.statusCode).toBe(200);
    const image = res.json().data;
    expect(image.name).toBe('passwd.jpg');
    expect(image.path).toMatch(/^uploads\/2026\/12\/[0-9a-f]{16}\.jpg$/);
    expect((await filesOnDisk()).filter((file) => !before.has(file))).toEqual([path.join('files', image.path)]);
  });

  it('a picture whose row cannot be stored leaves no file behind', async () => {
    const before = await filesOnDisk();
    const unknownOperator = 2_000_000_000;
    await expect(
      uploadConsoleImage(
        { db: t.db, storage: diskStorage(t.dataDir) },
        {
          operatorId: unknownOperator,
          files: [{ fieldname: 'image', filename: 'a.jpg', mimetype: 'image/jpeg', data: await photoJpeg(40, 30) }],
          now: clock,
        },
      ),
    ).rejects.toThrow();
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe('the label kept of an uploaded name', () => {
  it('is the last segment of either kind of path, without control or direction characters, at most 120 characters', () => {
    expect(labelOfUploadedName('C:\\Users\\me\\Desktop\\fort.jpg')).toBe('fort.jpg');
    expect(labelOfUploadedName('gpj.\u202eexe  sunset\u0007.jpg')).toBe('gpj.exe sunset.jpg');
    expect(labelOfUploadedName('قلعة الشارقة.jpg')).toBe('قلعة الشارقة.jpg');
    expect(Array.from(labelOfUploadedName(`${'ص'.repeat(200)}.jpg`))).toHaveLength(120);
  });
});

describe('consoleImages', () => {
  it('lists newest first a page at a time, and q finds the uploaded name in any case, wildcards literal', async () => {
    const later = new Date(clock.getTime() + 60_000);
    const names = ['Mleiha Desert 1.jpg', 'mleiha desert 2.jpg', 'Corniche 100%.jpg', 'Corniche 1000.jpg'];
    for (const [i, name] of names.entries()) {
      await uploadConsoleImage(
        { db: t.db, storage: diskStorage(t.dataDir) },
        {
          operatorId: adminId,
          files: [{ fieldname: 'image', filename: name, mimetype: 'image/jpeg', data: await photoJpeg(40, 30) }],
          now: new Date(later.getTime() + i * 1000),
        },
      );
    }
    const list = async (fields: Record<string, string | number>) =>
      (await postAction(t.app, { action: 'consoleImages', ...fields }, tokens.admin)).json();

    const firstPage = await list({ per_page: 3 });
    expect(firstPage.data.map((image: { name: string }) => image.name)).toEqual(names.slice(1).reverse());
    expect(firstPage).toMatchObject({ page: 1, per_page: 3, total: await t.db.$count(mediaImages) });
    const secondPage = await list({ per_page: 3, page: 2 });
    expect(secondPage.data[0].name).toBe(names[0]);

    const desert = await list({ q: 'MLEIHA' });
    expect(desert.data.map((image: { name: string }) => image.name)).toEqual([names[1], names[0]]);
    expect(desert.total).toBe(2);
    expect((await list({ q: '100%' })).data.map((image: { name: string }) => image.name)).toEqual([names[2]]);
    expect((await list({ q: 'no such picture' })).data).toEqual([]);
  });
});

describe('consoleImages: where each picture is used', () => {
  type Listed = { path: string; id: number | null; name: string; uses: { kind: string; id: number; console_path: string }[] };
  const library = async (fields: Record<string, string | number> = {}): Promise<{ data: Listed[]; total: number }> =>
    (await postAction(t.app, { action: 'consoleImages', per_page: 100, ...fields }, tokens.admin)).json();
  const uploaded = async (name: string) =>
    uploadConsoleImage(
      { db: t.db, storage: diskStorage(t.dataDir) },
      {
        operatorId: adminId,
        files: [{ fieldname: 'image', filename: name, mimetype: 'image/jpeg', data: await photoJpeg(40, 30) }],
        now: new Date(clock.getTime() + 3_600_000),
      },
    );

  it('names both records of a picture used twice, none for an unused one, and lists a used picture that was never uploaded', async () => {
    const shared = await uploaded('Khor Fakkan beach.jpg');
    const unused = await uploaded('Spare sunset.jpg');
    const destination = await createDestination(t.db, { name: 'Khor Fakkan', arabicName: 'خورفكان', featuredImage: shared.path });
    const pkg = await createPackage(t.db, {
      destinationId: destination.id,
      packageName: 'Beach day',
      arabicName: 'يوم على الشاطئ',
      img: 'packages/seeded-cover.jpg',
      // the same picture twice in one record is one use
      megaSliderImages: [shared.path, shared.path],
    });
    const store = await createStore(t.db);
    const product = await createProduct(t.db, { storeId: store.id, images: [] });
    await addVariant(t.db, product.id, { variantOptions: { Size: 'M' }, images: [shared.path] });
    await setHomeSettings(t.db, { gallary_images: { image1: 'home/gallery-1.jpg', image1_link: '' }, spend_win_image: '' });

    const { data } = await library();
    const byPath = new Map(data.map((image) => [image.path, image]));
    expect(byPath.get(shared.path)?.uses).toEqual([
      {
        kind: 'destination',
        id: destination.id,
        name: 'Khor Fakkan',
        arabic_name: 'خورفكان',
        console_path: `/backoffice/destinations/${destination.id}`,
      },
      {
        kind: 'package',
        id: pkg.id,
        name: 'Beach day',
        arabic_name: 'يوم على الشاطئ',
        console_path: `/backoffice/packages/${pkg.id}`,
      },
      {
        kind: 'product',
        id: product.id,
        name: product.productTitle,
        arabic_name: product.arabicTitle,
        console_path: `/backoffice/products/${product.id}`,
      },
    ]);
    expect(byPath.get(unused.path)).toMatchObject({ id: unused.id, name: 'Spare sunset.jpg', uses: [] });
    expect(byPath.get('packages/seeded-cover.jpg')).toMatchObject({
      id: null,
      name: 'seeded-cover.jpg',
      width: null,
      uploaded_by: null,
      uses: [{ kind: 'package', id: pkg.id, console_path: `/backoffice/packages/${pkg.id}` }],
    });
    expect(byPath.get('home/gallery-1.jpg')?.uses).toEqual([
      { kind: 'home', id: 0, name: '', arabic_name: '', console_path: '/backoffice/home' },
    ]);
  });

  it('keeps only the unused or only the used pictures, and q finds a picture that was never uploaded by its path', async () => {
    const unusedOnly = await library({ use: 'unused' });
    expect(unusedOnly.data.length).toBeGreaterThan(0);
    expect(unusedOnly.data.every((image) => image.uses.length === 0)).toBe(true);
    expect(unusedOnly.data.map((image) => image.name)).toContain('Spare sunset.jpg');

    const usedOnly = await library({ use: 'used' });
    expect(usedOnly.data.every((image) => image.uses.length > 0)).toBe(true);
    expect(usedOnly.data.map((image) => image.path)).toContain('packages/seeded-cover.jpg');
    expect(usedOnly.total + unusedOnly.total).toBe((await library()).total);

    expect((await library({ q: 'seeded-COVER' })).data.map((image) => image.path)).toEqual(['packages/seeded-cover.jpg']);
  });

  it('refuses the filtered list to a traveller and a moderator as the whole list', async () => {
    const statuses = [];
    for (const token of [undefined, tokens.user, tokens.moderator]) {
      statuses.push((await postAction(t.app, { action: 'consoleImages', use: 'unused' }, token)).statusCode);
    }
    expect(statuses).toEqual([401, 403, 403]);
  });

  it('answers 400 naming use for a filter it does not know', async () => {
    const res = await postAction(t.app, { action: 'consoleImages', use: 'sometimes' }, tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { use: expect.any(String) } });
  });
});
