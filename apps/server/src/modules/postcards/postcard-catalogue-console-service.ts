import type { ConsolePostcardTemplate } from '@portal/contract/console';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postcardOrders, postcardTemplates } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { recordChange, isUploadedImage } from '../console/index.ts';

/**
 * The postcard templates catalogue (decision 035): the first catalogue the console runs. Every change
 * is audited in its own transaction; the actions tell every process that public data changed once it commits.
 */

type TemplateRow = typeof postcardTemplates.$inferSelect;

/** A template as the audit log keeps it: the console's fields, without the order count (not the record's). */
function auditedTemplate(row: TemplateRow) {
  return {
    name: row.name,
    arabic_name: row.arabicName,
    image: row.image,
    price: filsToAed(row.priceFils),
    customisable: row.customisable === 1 ? (1 as const) : (0 as const),
    enable: row.enable === 1 ? (1 as const) : (0 as const),
  };
}

async function templatesWhere(db: Database, where: SQL | undefined): Promise<ConsolePostcardTemplate[]> {
  const rows = await db
    .select({ template: postcardTemplates, orders: count(postcardOrders.id) })
    .from(postcardTemplates)
    .leftJoin(postcardOrders, eq(postcardOrders.templateId, postcardTemplates.id))
    .where(where)
    .groupBy(postcardTemplates.id)
    .orderBy(desc(postcardTemplates.id));
  return rows.map(({ template, orders }) => ({ id: template.id, ...auditedTemplate(template), orders: Number(orders) }));
}

/** consolePostcardTemplates: every template, enabled or not, newest first, with its number of orders. */
export const consolePostcardTemplates = (db: Database) => templatesWhere(db, undefined);

export type TemplateChange = {
  id?: number | undefined;
  name: string;
  arabic_name: string;
  image: string;
  /** AED with at most two decimals, as the contract checked it */
  price: number;
  customisable: 0 | 1;
  enable: 0 | 1;
};

/** The template locked for the rest of the transaction, so two saves (or a save and a delete) cannot cross. */
async function lockedTemplate(tx: Database, id: number): Promise<TemplateRow> {
  const [row] = await tx.select().from(postcardTemplates).where(eq(postcardTemplates.id, id)).for('update');
  if (!row) throw new AppError('not_found', { msg: 'Postcard template not found', fields: { id: 'no such template' } });
  return row;
}

/**
 * savePostcardTemplate: creates a template (no id) or changes one. Its picture is one uploaded from the
 * console, or the one it has already (the seeded pictures were never uploaded), so no path typed by hand
 * can point a template at any other file.
 */
export async function savePostcardTemplate(
  db: Database,
  operatorId: number,
  change: TemplateChange,
): Promise<ConsolePostcardTemplate> {
  const values = {
    name: change.name,
    arabicName: change.arabic_name,
    image: change.image,
    priceFils: Math.round(change.price * 100),
    customisable: change.customisable,
    enable: change.enable,
  };
  const id = await db.transaction(async (tx) => {
    const before = change.id === undefined ? null : await lockedTemplate(tx, change.id);
    if (before?.image !== change.image && !(await isUploadedImage(tx, change.image))) {
      throw new AppError('invalid_input', { fields: { image: 'Choose an uploaded image' } });
    }
    const [after] = before
      ? await tx.update(postcardTemplates).set(values).where(eq(postcardTemplates.id, before.id)).returning()
      : await tx.insert(postcardTemplates).values(values).returning();
    await recordChange(tx, {
      operatorId,
      action: 'savePostcardTemplate',
      entity: 'postcard_template',
      entityId: after!.id,
      before: before && auditedTemplate(before),
      after: auditedTemplate(after!),
    });
    return after!.id;
  });
  const [saved] = await templatesWhere(db, eq(postcardTemplates.id, id));
  return saved!;
}

/**
 * deletePostcardTemplate: a template no order refers to is deleted; one with orders is refused (in_use: the
 * orders keep their template, disable it instead). An order placed meanwhile waits for the lock on the
 * template (its foreign key reads the row), so the count cannot miss it.
 */
export async function deletePostcardTemplate(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedTemplate(tx, id);
    const [ordered] = await tx
      .select({ id: postcardOrders.id })
      .from(postcardOrders)
      .where(eq(postcardOrders.templateId, id))
      .limit(1);
    if (ordered) throw new AppError('in_use');
    await tx.delete(postcardTemplates).where(eq(postcardTemplates.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deletePostcardTemplate',
      entity: 'postcard_template',
      entityId: id,
      before: auditedTemplate(before),
      after: null,
    });
  });
}
