import { randomBytes } from 'node:crypto';
import {
  consoleImageField,
  type ConsoleImage,
  type ImageUseFilter,
  type ImageUseKind,
  type LibraryImage,
} from '@portal/contract/console';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import {
  collections,
  destinations,
  mediaImages,
  packages,
  postcardTemplates,
  productVariants,
  products,
  scratchCampaigns,
  scratchPrizes,
  siteSettings,
  sliders,
  stores,
  users,
  vouchers,
} from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { reencodeUploadedImage } from '../../lib/uploaded-images.ts';
import { recordChange } from '../../lib/audit.ts';
import { containing } from '../../lib/like-pattern.ts';
import { publicPicture, type Storage } from '../../lib/storage/index.ts';

/**
 * Pictures uploaded from the console (decision 034). They live below files/ in storage (docs/decisions/069), so
 * the /files route serves and resizes them like the seeded pictures; media_images lists them for the picker.
 */

/** The longest side kept: a 1920 × 800 home banner at 1.33× still has its pixels. */
const maxSide = 2560;
/** The uploaded name is only a label for finding the picture again in the picker. */
const maxNameLength = 120;

/**
 * The uploaded file's name as a label: its last path segment (a name is never a path here), without
 * control or format characters (bidi overrides would disguise it), spaces collapsed, at most 120 characters.
 */
export function labelOfUploadedName(filename: string): string {
  const lastSegment = filename.split(/[\\/]/).pop() ?? '';
  const clean = lastSegment.replace(/\p{C}/gu, '').replace(/\s+/gu, ' ').trim();
  return Array.from(clean).slice(0, maxNameLength).join('');
}

/**
 * A new server-made path under files/: uploads/<year>/<month>/<16 random hex>.jpg, the month of Asia/Dubai.
 * Nothing of the upload is in it, and a name is never reused, so a cached copy of a path never goes stale.
 */
function newUploadPath(now: Date): string {
  const [year, month] = calendarDateIn(now).split('-');
  return `uploads/${year}/${month}/${randomBytes(8).toString('hex')}.jpg`;
}

/** Writes the picture at a new path before its row names it (docs/decisions/069); answers the path under files/. */
async function writeNewPicture(storage: Storage, picture: Buffer, now: Date): Promise<string> {
  const relative = newUploadPath(now);
  await storage.put(`files/${relative}`, picture, publicPicture('image/jpeg'));
  return relative;
}

const imageColumns = {
  id: mediaImages.id,
  path: mediaImages.path,
  name: mediaImages.originalName,
  width: mediaImages.width,
  height: mediaImages.height,
  bytes: mediaImages.bytes,
  createdAt: mediaImages.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The uploaded pictures with the names of who uploaded them. */
function imagesQuery(db: Database) {
  return db.select(imageColumns).from(mediaImages).innerJoin(users, eq(users.id, mediaImages.uploadedBy));
}

type ImageRow = Awaited<ReturnType<typeof imagesQuery>>[number];

function consoleImageOf(row: ImageRow): ConsoleImage {
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: dubaiTimestamp(row.createdAt),
    uploaded_by: `${row.firstName} ${row.lastName}`.trim() || (row.email ?? ''),
  };
}

export type ImageUpload = { operatorId: number; files: UploadedFile[]; now: Date };

/**
 * Takes one uploaded picture: checked by its content and re-encoded (upright, at most 2560 px a side, no
 * metadata; a PNG's transparency is laid on white, as every picture becomes a JPEG), written under a new
 * server-made name, then listed and audited in one transaction. A failed insert removes the file again.
 */
export async function uploadConsoleImage(deps: { db: Database; storage: Storage }, upload: ImageUpload): Promise<ConsoleImage> {
  const [file] = upload.files;
  if (!file) throw new AppError('invalid_input', { fields: { [consoleImageField]: 'Choose an image' } });
  const picture = await reencodeUploadedImage(file.data, {
    field: consoleImageField,
    maxSide,
    notImage: () => new AppError('image_invalid', { fields: { [consoleImageField]: 'not a JPEG, PNG or WebP image' } }),
  });
  const { width, height } = await sharp(picture).metadata();
  const relative = await writeNewPicture(deps.storage, picture, upload.now);
  const stored = { path: relative, name: labelOfUploadedName(file.filename), width, height, bytes: picture.length };
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaImages)
        .values({
          path: stored.path,
          originalName: stored.name,
          width,
          height,
          bytes: stored.bytes,
          uploadedBy: upload.operatorId,
          createdAt: upload.now,
        })
        .returning({ id: mediaImages.id });
      await recordChange(tx, {
        operatorId: upload.operatorId,
        action: 'uploadConsoleImage',
        entity: 'image',
        entityId: row!.id,
        before: null,
        after: stored,
      });
      return row!.id;
    });
  } catch (error) {
    // what cannot be deleted now is named by no row: the orphan sweeper takes it later
    await deps.storage.delete(`files/${relative}`).catch(() => undefined);
    throw error;
  }
  const [row] = await imagesQuery(deps.db).where(eq(mediaImages.id, id));
  return consoleImageOf(row!);
}

/**
 * Every place a record names a picture, one row per (picture, record): the columns and JSON lists the image-paths
 * migration (0003) rewrote, each read where it lies. A product variant's pictures count for its product and a
 * scratch prize's logo for its campaign, the records the console edits them on.
 */
const pictureUses = sql`
  select img as path, 'destination' as kind, id, name, arabic_name from ${destinations} where img <> ''
  union select featured_image, 'destination', id, name, arabic_name from ${destinations} where featured_image <> ''
  union select img, 'package', id, package_name, arabic_name from ${packages} where img <> ''
  union select e.path, 'package', p.id, p.package_name, p.arabic_name
    from ${packages} p cross join lateral jsonb_array_elements_text(p.mega_slider_images) as e(path)
  union select e.path, 'product', p.id, p.product_title, p.arabic_title
    from ${products} p cross join lateral jsonb_array_elements_text(p.images) as e(path)
  union select e.path, 'product', p.id, p.product_title, p.arabic_title
    from ${productVariants} v join ${products} p on p.id = v.product_id
    cross join lateral jsonb_array_elements_text(v.images) as e(path)
  union select logo, 'collection', id, collection_name, arabic_collection_name from ${collections} where logo <> ''
  union select image, 'slider', id, title, arabic_title from ${sliders} where image <> ''
  union select mobile_image, 'slider', id, title, arabic_title from ${sliders} where mobile_image <> ''
  union select g.value, 'home', 0, '', ''
    from ${siteSettings} s cross join lateral jsonb_each_text(
      case when jsonb_typeof(s.value -> 'gallary_images') = 'object' then s.value -> 'gallary_images' else '{}'::jsonb end
    ) as g(key, value)
    where s.key = 'homepage' and g.key ~ '^image[0-9]+$' and g.value <> ''
  union select s.value ->> 'spend_win_image', 'home', 0, '', ''
    from ${siteSettings} s where s.key = 'homepage' and coalesce(s.value ->> 'spend_win_image', '') <> ''
  union select image, 'postcard_template', id, name, arabic_name from ${postcardTemplates} where image <> ''
  union select img, 'voucher_offer', id, name, arabic_name from ${vouchers} where img <> ''
  union select p.logo, 'scratch_campaign', c.id, c.name, c.arabic_name
    from ${scratchPrizes} p join ${scratchCampaigns} c on c.id = p.campaign_id where p.logo <> ''
  union select e.path, 'store', s.id, s.store_name, s.arabic_store_name
    from ${stores} s cross join lateral jsonb_array_elements_text(s.slider_images) as e(path)
  union select h.item ->> 'image', 'store', s.id, s.store_name, s.arabic_store_name
    from ${stores} s cross join lateral jsonb_array_elements(s.highlights) as h(item)
    where coalesce(h.item ->> 'image', '') <> ''`;

/** The console page that edits a record of each kind. */
function consolePathOf(kind: ImageUseKind, id: number): string {
  switch (kind) {
    case 'destination':
      return `/backoffice/destinations/${id}`;
    case 'package':
      return `/backoffice/packages/${id}`;
    case 'product':
      return `/backoffice/products/${id}`;
    case 'voucher_offer':
      return `/backoffice/voucher-offers/${id}`;
    case 'scratch_campaign':
      return `/backoffice/scratch-campaigns/${id}`;
    case 'collection':
      return '/backoffice/collections';
    case 'slider':
    case 'home':
      return '/backoffice/home';
    case 'postcard_template':
      return '/backoffice/postcard-templates';
    case 'store':
      return '/backoffice/store-design';
  }
}

type LibraryRow = {
  path: string;
  id: number | null;
  name: string | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  created_at: Date | string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};
type UseRow = { path: string; kind: ImageUseKind; id: number; name: string; arabic_name: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * consoleImages: the media library, a page at a time. The uploaded pictures and the pictures records name are
 * joined on their path (one query for the page and its count), then the uses of that page's pictures are read
 * in a second query; both read the uses as one union over the picture columns, never a query per record.
 */
export async function listConsoleImages(
  db: Database,
  request: { q?: string | undefined; use?: ImageUseFilter | undefined; page: number; perPage: number },
): Promise<{ data: LibraryImage[]; total: number }> {
  const filters = [];
  if (request.q) {
    const pattern = containing(request.q);
    filters.push(sql`(library.name ilike ${pattern} or library.path ilike ${pattern})`);
  }
  if (request.use === 'used') filters.push(sql`library.used`);
  if (request.use === 'unused') filters.push(sql`not library.used`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const library = sql`
    with uses as (${pictureUses}), used as (select distinct path from uses),
    library as (
      select coalesce(m.path, u.path) as path, m.id, coalesce(m.original_name, regexp_replace(u.path, '^.*/', '')) as name,
        m.width, m.height, m.bytes, m.created_at, m.uploaded_by, (u.path is not null) as used
      from ${mediaImages} m full join used u on u.path = m.path
    )`;
  const [page, counted] = await Promise.all([
    db.execute(sql`${library}
      select library.path, library.id, library.name, library.width, library.height, library.bytes, library.created_at,
        ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.email} as email
      from library left join ${users} on ${users.id} = library.uploaded_by
      ${where}
      order by library.created_at desc nulls last, library.id desc nulls last, library.path
      limit ${request.perPage} offset ${(request.page - 1) * request.perPage}`),
    db.execute(sql`${library} select count(*)::int as n from library ${where}`),
  ]);
  const rows = rowsOf<LibraryRow>(page);
  const paths = rows.map((row) => row.path);
  const uses =
    paths.length === 0
      ? []
      : rowsOf<UseRow>(
          await db.execute(sql`select path, kind, id, name, arabic_name from (${pictureUses}) as uses
            where path in (${sql.join(
              paths.map((p) => sql`${p}`),
              sql`, `,
            )})
            order by kind, id`),
        );
  const usesByPath = new Map<string, UseRow[]>();
  for (const use of uses) usesByPath.set(use.path, [...(usesByPath.get(use.path) ?? []), use]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      path: row.path,
      name: row.name ?? '',
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      created_at: row.created_at === null ? null : dubaiTimestamp(new Date(row.created_at)),
      uploaded_by: row.id === null ? null : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || (row.email ?? ''),
      uses: (usesByPath.get(row.path) ?? []).map((use) => ({
        kind: use.kind,
        id: Number(use.id),
        name: use.name ?? '',
        arabic_name: use.arabic_name ?? '',
        console_path: consolePathOf(use.kind, Number(use.id)),
      })),
    })),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

/** Whether `imagePath` is a picture uploaded from the console (seeded pictures are not). */
export async function isUploadedImage(db: Database, imagePath: string): Promise<boolean> {
  const [found] = await db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.path, imagePath)).limit(1);
  return found !== undefined;
}
