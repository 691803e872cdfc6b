import type { ConsoleSlide } from '@portal/contract/console-content';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sliders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordChange, isUploadedImage } from '../console/index.ts';

/**
 * The home banner's slides in the console (decision 035). Positions are kept 1…n in the order
 * visitors see them (`slider` orders by position, then id); each change is audited in its transaction.
 */

type SlideRow = typeof sliders.$inferSelect;

const asFlag = (value: number) => (value === 1 ? (1 as const) : (0 as const));

function toConsoleSlide(row: SlideRow): ConsoleSlide {
  return {
    id: row.id,
    title: row.title,
    arabic_title: row.arabicTitle,
    image: row.image,
    mobile_image: row.mobileImage,
    link: row.link,
    position: row.position,
    enable: asFlag(row.enable),
  };
}

/** A slide as the audit log keeps it: the console's fields without the id (the entry names it). */
function auditedSlide(row: SlideRow) {
  const { id: _id, ...fields } = toConsoleSlide(row);
  return fields;
}

const slideOrder = [asc(sliders.position), asc(sliders.id)];

/** consoleSliders: every slide, enabled or not, in the banner's order. */
export async function consoleSlides(db: Database): Promise<ConsoleSlide[]> {
  const rows = await db
    .select()
    .from(sliders)
    .orderBy(...slideOrder);
  return rows.map(toConsoleSlide);
}

/** Every slide locked in the banner's order: moves and new slides renumber them, so none may change meanwhile. */
const lockedSlides = (tx: Database) =>
  tx
    .select()
    .from(sliders)
    .orderBy(...slideOrder)
    .for('update');

function slideIn(rows: SlideRow[], id: number): SlideRow {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new AppError('not_found', { msg: 'Slide not found', fields: { id: 'no such slide' } });
  return row;
}

export type SlideChange = {
  id?: number | undefined;
  title: string;
  arabic_title: string;
  image: string;
  mobile_image: string;
  link: string;
  enable: 0 | 1;
};

/**
 * The picture fields that name neither an uploaded image nor the picture the slide has already (the
 * seeded pictures were never uploaded), so no path typed by hand can point a slide at another file.
 */
async function unknownPictures(tx: Database, change: SlideChange, before: SlideRow | null): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const chosen = { image: [change.image, before?.image], mobile_image: [change.mobile_image, before?.mobileImage] } as const;
  for (const [field, [path, current]] of Object.entries(chosen)) {
    if (path !== current && !(await isUploadedImage(tx, path))) fields[field] = 'Choose an uploaded image';
  }
  return fields;
}

/** saveSlider: a new slide goes last in the banner; a changed one keeps its place. */
export async function saveSlide(db: Database, operatorId: number, change: SlideChange): Promise<ConsoleSlide> {
  const values = {
    title: change.title,
    arabicTitle: change.arabic_title,
    image: change.image,
    mobileImage: change.mobile_image,
    link: change.link,
    enable: change.enable,
  };
  return db.transaction(async (tx) => {
    const rows = await lockedSlides(tx);
    const before = change.id === undefined ? null : slideIn(rows, change.id);
    const pictureErrors = await unknownPictures(tx, change, before);
    if (Object.keys(pictureErrors).length > 0) throw new AppError('invalid_input', { fields: pictureErrors });
    const [after] = before
      ? await tx.update(sliders).set(values).where(eq(sliders.id, before.id)).returning()
      : await tx
          .insert(sliders)
          .values({ ...values, position: Math.max(0, ...rows.map((r) => r.position)) + 1 })
          .returning();
    await recordChange(tx, {
      operatorId,
      action: 'saveSlider',
      entity: 'slider',
      entityId: after!.id,
      before: before && auditedSlide(before),
      after: auditedSlide(after!),
    });
    return toConsoleSlide(after!);
  });
}

/**
 * moveSlider: swaps the slide with its neighbour and numbers every slide 1…n in the new order; each slide
 * whose position changed gets an audit entry. The first slide moved up (or the last down) stays put.
 */
export async function moveSlide(db: Database, operatorId: number, id: number, direction: 'up' | 'down'): Promise<ConsoleSlide[]> {
  await db.transaction(async (tx) => {
    const rows = await lockedSlides(tx);
    const from = rows.indexOf(slideIn(rows, id));
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return;
    const order = [...rows];
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, row] of order.entries()) {
      const position = index + 1;
      if (row.position === position) continue;
      await tx.update(sliders).set({ position }).where(eq(sliders.id, row.id));
      await recordChange(tx, {
        operatorId,
        action: 'moveSlider',
        entity: 'slider',
        entityId: row.id,
        before: { position: row.position },
        after: { position },
      });
    }
  });
  return consoleSlides(db);
}

/** deleteSlider: nothing refers to a slide, so it goes; the others keep their order. */
export async function deleteSlide(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = slideIn(await lockedSlides(tx), id);
    await tx.delete(sliders).where(eq(sliders.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteSlider',
      entity: 'slider',
      entityId: id,
      before: auditedSlide(before),
      after: null,
    });
  });
}
