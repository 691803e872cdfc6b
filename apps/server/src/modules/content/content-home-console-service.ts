import { homeSettingsSchema, type HomeSettings } from '@portal/contract/catalog';
import type { TagChoice } from '@portal/contract/console-content';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings, tags } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordChange, isUploadedImage } from '../console/index.ts';

/**
 * The `{product}_homepage_settings` document in the console (decision 035): the `homepage` row of
 * site_settings, written whole and checked by the very schema visitors' answer is parsed with.
 */

const homepageKey = 'homepage';
const galleryNumbers = [1, 2, 3, 4, 5] as const;
const sectionNumbers = [1, 2, 3] as const;

/** The settings of a portal that never saved any: no pictures, no sections, every part of the page shown. */
const blankSettings: HomeSettings = homeSettingsSchema.parse({
  gallary_images: Object.fromEntries(
    galleryNumbers.flatMap((n) => [
      [`image${n}`, ''],
      [`image${n}_link`, ''],
    ]),
  ),
  spend_win_image: '',
  ...Object.fromEntries(
    sectionNumbers.flatMap((n) =>
      ['', '_heading', '_arabic_heading', '_description', '_arabic_description'].map((suffix) => [`tag${n}${suffix}`, '']),
    ),
  ),
  display_vouchers: 1,
  display_about_us: 1,
  display_top_experience: 1,
});

/** The flat fields saveHomeSettings takes: the answer's fields with the gallery's (image1, image1_link…) at the top. */
export type HomeSettingsChange = Omit<HomeSettings, 'gallary_images'> & HomeSettings['gallary_images'];

async function storedSettings(db: Database, lock: boolean): Promise<HomeSettings | null> {
  const query = db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, homepageKey));
  const [row] = lock ? await query.for('update') : await query;
  return row ? homeSettingsSchema.parse(row.value) : null;
}

const tagChoices = (db: Database): Promise<TagChoice[]> =>
  db.select({ slug: tags.slug, name: tags.name, arabic_name: tags.arabicName }).from(tags).orderBy(asc(tags.name));

/** consoleHomeSettings: the settings as visitors get them (blank when never saved) and the tags to choose from. */
export async function consoleHomeSettings(db: Database): Promise<{ data: HomeSettings; tags: TagChoice[] }> {
  const [settings, choices] = await Promise.all([storedSettings(db, false), tagChoices(db)]);
  return { data: settings ?? blankSettings, tags: choices };
}

function nested(change: HomeSettingsChange): HomeSettings {
  const gallery = Object.fromEntries(
    galleryNumbers.flatMap((n) => [`image${n}`, `image${n}_link`] as const).map((field) => [field, change[field]]),
  );
  const rest = Object.fromEntries(Object.entries(change).filter(([field]) => !/^image\d/.test(field)));
  return homeSettingsSchema.parse({ ...rest, gallary_images: gallery });
}

/** The failing fields: pictures neither uploaded nor already in the settings, and tags that do not exist. */
async function invalidFields(tx: Database, change: HomeSettingsChange, before: HomeSettings | null) {
  const fields: Record<string, string> = {};
  const pictures: [keyof HomeSettingsChange, string | undefined][] = [
    ...galleryNumbers.map(
      (n) => [`image${n}`, before?.gallary_images[`image${n}`]] as [keyof HomeSettingsChange, string | undefined],
    ),
    ['spend_win_image', before?.spend_win_image],
  ];
  for (const [field, current] of pictures) {
    const path = change[field] as string;
    if (path !== current && !(await isUploadedImage(tx, path))) fields[field] = 'Choose an uploaded image';
  }
  const chosenTags = sectionNumbers.map((n) => change[`tag${n}`]).filter((slug) => slug !== '');
  const existing = chosenTags.length
    ? new Set((await tx.select({ slug: tags.slug }).from(tags).where(inArray(tags.slug, chosenTags))).map((t) => t.slug))
    : new Set<string>();
  for (const n of sectionNumbers) {
    const slug = change[`tag${n}`];
    if (slug !== '' && !existing.has(slug)) fields[`tag${n}`] = 'Choose an existing tag';
  }
  return fields;
}

/** saveHomeSettings: replaces the whole document, audited before and after. */
export async function saveHomeSettings(db: Database, operatorId: number, change: HomeSettingsChange): Promise<HomeSettings> {
  const after = nested(change);
  await db.transaction(async (tx) => {
    const before = await storedSettings(tx, true);
    const failing = await invalidFields(tx, change, before);
    if (Object.keys(failing).length > 0) throw new AppError('invalid_input', { fields: failing });
    await tx
      .insert(siteSettings)
      .values({ key: homepageKey, value: after })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: after } });
    await recordChange(tx, {
      operatorId,
      action: 'saveHomeSettings',
      entity: 'home_settings',
      entityId: homepageKey,
      before,
      after,
    });
  });
  return after;
}
