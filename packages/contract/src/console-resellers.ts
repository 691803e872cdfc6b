import { isEmail, normalizeEmail } from '@portal/domain/identity';
import { z } from 'zod';
import { defineAction } from './action.ts';
import { emptyIsAbsent, idInput, jsonText, nameText, text, timestamp, wholeNumberInput } from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * The console's OCTO resellers (decision 061): admins create a reseller, restrict the packages it may sell,
 * set its commission, rotate its API key and revoke it. The key is answered once, on create and on rotate;
 * only its hash is kept, and no other answer or audit row carries it.
 */

export const resellerStatuses = ['live', 'revoked'] as const;
export type ResellerStatus = (typeof resellerStatuses)[number];
/** What an OCTO booking is now: a hold, confirmed (a ticket issued), or cancelled. */
export const resellerBookingStatuses = ['on_hold', 'confirmed', 'cancelled'] as const;

/** The highest commission a reseller may take, whole percent. */
export const maxResellerCommission = 90;

const resellerPackageSchema = z.object({ id: z.number().int(), name: z.string(), arabic_name: z.string() });

export const consoleResellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_email: z.string().nullable(),
  commission_percent: z.number().int(),
  /** the packages it may sell; null: every package the portal sells */
  package_ids: z.array(z.number().int()).nullable(),
  /** those packages with their names (empty when it sells every package) */
  packages: z.array(resellerPackageSchema),
  status: z.enum(resellerStatuses),
  /** its OCTO bookings, holds and cancelled ones included */
  bookings: z.number().int(),
  created_at: timestamp,
  revoked_at: timestamp.nullable(),
});
export type ConsoleReseller = z.infer<typeof consoleResellerSchema>;

export const resellerBookingSchema = z.object({
  uuid: z.string(),
  /** the reseller's own reference, as it sent it */
  reference: z.string().nullable(),
  /** the portal's order number (OCTO supplierReference): what the gate checks in */
  supplier_reference: z.string(),
  status: z.enum(resellerBookingStatuses),
  created_at: timestamp,
});
export type ResellerBooking = z.infer<typeof resellerBookingSchema>;

export const consoleResellersAction = defineAction({
  name: 'consoleResellers',
  auth: 'admin',
  summary: 'OCTO resellers, newest first, paginated; q matches the name or contact e-mail. Never carries an API key.',
  input: z.object({ q: searchInput, ...pageInput }),
  output: z.object({ data: z.array(consoleResellerSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleResellerAction = defineAction({
  name: 'consoleReseller',
  auth: 'admin',
  summary: 'One OCTO reseller with its settings, its bookings count and its 20 latest bookings. Never carries an API key.',
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleResellerSchema, latest_bookings: z.array(resellerBookingSchema) }),
  cacheSeconds: 0,
});

const contactEmailInput = text().trim().max(254).refine(isEmail, 'a valid e-mail address').transform(normalizeEmail);

export const saveResellerAction = defineAction({
  name: 'saveReseller',
  auth: 'admin',
  summary:
    'Creates an OCTO reseller (no id) or changes one: name, contact e-mail (optional), commission percent 0–90, package_ids (JSON ' +
    'list of package ids it may sell, empty or absent for every package). A new reseller answers its API key once in api_key; a ' +
    'change answers api_key null and keeps the key. A revoked reseller cannot change (conflict). Audited.',
  input: z
    .object({
      id: idInput.optional(),
      name: nameText().trim().min(1).max(120),
      contact_email: emptyIsAbsent(contactEmailInput),
      commission_percent: wholeNumberInput(z.number().int().min(0).max(maxResellerCommission)),
      package_ids: emptyIsAbsent(jsonText(z.array(idInput).max(500))),
    })
    .transform((v) => ({ ...v, package_ids: v.package_ids?.length ? [...new Set(v.package_ids)] : null })),
  output: z.object({ data: consoleResellerSchema, api_key: z.string().nullable() }),
  cacheSeconds: 0,
});

export const rotateResellerKeyAction = defineAction({
  name: 'rotateResellerKey',
  auth: 'admin',
  summary:
    "Gives a live reseller a new API key, answered once in api_key; the old key is refused from the next call on. A revoked reseller's key cannot be rotated (conflict). Audited.",
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleResellerSchema, api_key: z.string() }),
  cacheSeconds: 0,
});

export const revokeResellerAction = defineAction({
  name: 'revokeReseller',
  auth: 'admin',
  summary:
    'Revokes a reseller: its key is refused from the next call on, in every process; its bookings stay. Revoking a revoked one changes nothing. Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleResellerSchema }),
  cacheSeconds: 0,
});

export const consoleResellerActions = [
  consoleResellersAction,
  consoleResellerAction,
  saveResellerAction,
  rotateResellerKeyAction,
  revokeResellerAction,
] as const;
