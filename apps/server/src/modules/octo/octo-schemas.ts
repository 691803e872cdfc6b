import { multilineText, nameText, text } from '@portal/contract/common';
import { isCalendarDate } from '@portal/domain/booking/index';
import { z } from 'zod';

/**
 * The request bodies of the OCTO core (docs.octo.travel; `@octocloud/types` BookingReservationBody and the
 * others), validated before anything is read or taken: a body that fails is BAD_REQUEST naming its fields.
 */

const localDate = text().refine(isCalendarDate, 'a date as YYYY-MM-DD');
const id = text().trim().min(1).max(100);
const uuid = z.uuid();
const quantity = z.number().int().min(0).max(99);

export const unitsSchema = z.array(z.object({ id, quantity })).max(20);

const nullableText = (max: number) => text().trim().max(max).nullable().optional();

export const contactSchema = z.object({
  fullName: nameText().trim().max(200).nullable().optional(),
  firstName: nameText().trim().max(100).nullable().optional(),
  lastName: nameText().trim().max(100).nullable().optional(),
  emailAddress: z.email().max(254).nullable().optional().or(z.literal('')),
  phoneNumber: nullableText(40),
  locales: z.array(text().trim().max(35)).max(10).optional(),
  postalCode: nullableText(20),
  country: nullableText(60),
  notes: multilineText().trim().max(500).nullable().optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

const unitItemSchema = z.object({
  uuid: uuid.optional(),
  unitId: id,
  resellerReference: text().trim().max(100).optional(),
  contact: contactSchema.optional(),
});
export type UnitItemInput = z.infer<typeof unitItemSchema>;

const unitItems = z.array(unitItemSchema).max(99);

export const calendarBodySchema = z
  .object({
    productId: id,
    optionId: id,
    localDateStart: localDate,
    localDateEnd: localDate,
    units: unitsSchema.optional(),
  })
  .refine((b) => b.localDateStart <= b.localDateEnd, { path: ['localDateEnd'], message: 'not before localDateStart' });

export const availabilityBodySchema = z
  .object({
    productId: id,
    optionId: id,
    localDate: localDate.optional(),
    localDateStart: localDate.optional(),
    localDateEnd: localDate.optional(),
    availabilityIds: z.array(text().max(100)).min(1).max(100).optional(),
    units: unitsSchema.optional(),
  })
  .refine((b) => (b.localDateStart === undefined) === (b.localDateEnd === undefined), {
    path: ['localDateEnd'],
    message: 'localDateStart and localDateEnd go together',
  })
  .refine((b) => b.localDate !== undefined || b.localDateStart !== undefined || b.availabilityIds !== undefined, {
    path: ['localDate'],
    message: 'localDate, localDateStart and localDateEnd, or availabilityIds',
  })
  .refine((b) => !b.localDateStart || !b.localDateEnd || b.localDateStart <= b.localDateEnd, {
    path: ['localDateEnd'],
    message: 'not before localDateStart',
  });

export const reserveBodySchema = z.object({
  uuid: uuid.optional(),
  productId: id,
  optionId: id,
  availabilityId: text().max(100).optional(),
  expirationMinutes: z.number().int().min(1).max(100_000).optional(),
  notes: multilineText().trim().max(500).nullable().optional(),
  unitItems: unitItems.min(1),
  resellerReference: text().trim().max(100).optional(),
  contact: contactSchema.optional(),
});

/** PATCH /bookings/{uuid} (BookingUpdateBody): every field optional; what is left out stays as it is. */
export const updateBodySchema = z.object({
  productId: id.optional(),
  optionId: id.optional(),
  availabilityId: text().max(100).optional(),
  expirationMinutes: z.number().int().min(1).max(100_000).optional(),
  notes: multilineText().trim().max(500).nullable().optional(),
  unitItems: unitItems.min(1).optional(),
  resellerReference: text().trim().max(100).optional(),
  contact: contactSchema.optional(),
  emailReceipt: z.boolean().optional(),
});
export type UpdateBody = z.infer<typeof updateBodySchema>;

export const extendBodySchema = z.object({ expirationMinutes: z.number().int().min(1).max(100_000).optional() });

export const confirmBodySchema = z.object({
  contact: contactSchema,
  resellerReference: text().trim().max(100).optional(),
  unitItems: unitItems.optional(),
  emailReceipt: z.boolean().optional(),
});

export const cancelBodySchema = z.object({
  reason: multilineText().trim().max(500).nullable().optional(),
  force: z.boolean().optional(),
});

export const bookingsQuerySchema = z.object({
  resellerReference: text().max(100).optional(),
  supplierReference: text().max(100).optional(),
  localDate: localDate.optional(),
  localDateStart: localDate.optional(),
  localDateEnd: localDate.optional(),
  productId: text().max(100).optional(),
  optionId: text().max(100).optional(),
});
