import { z } from 'zod';
import { defineAction } from './action.ts';
import {
  filterParam,
  aed,
  emptyIsAbsent,
  flag,
  flagInput,
  idInput,
  imagePath,
  nameText,
  text,
  timestamp,
  wholeNumberInput,
} from './common.ts';
import { consolePermissionSchema, consoleScopeSchema } from './console-permissions.ts';

/**
 * The operators' console (decision 034): its foundation — staff roles, operators, the audit log, uploaded
 * images — and the first catalogue it runs, the postcard templates. Everything here is an operator action
 * on the one action endpoint; `admin` actions refuse moderators with 403.
 */

/**
 * An operator's staff role: admin runs everything; moderator the invoices, raffle, vouchers counter and orders
 * of the whole portal; member what their one team may do on its venues (decision 049).
 */
export const staffRoles = ['admin', 'moderator', 'member'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A page of a server-side list: 1-based page, at most 100 rows. */
export const pageInput = {
  page: filterParam(wholeNumberInput(z.number().int().min(1).max(10_000)).default(1)),
  per_page: filterParam(wholeNumberInput(z.number().int().min(1).max(100)).default(25)),
};
export const pageOutput = { total: z.number().int(), page: z.number().int(), per_page: z.number().int() };

/** A console list's search box, matched on the server. */
export const searchInput = text().trim().max(200).optional();

export const operatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  staff_role: z.enum(staffRoles),
  /** a member's team; null for admins and moderators */
  team: z.object({ id: z.number().int(), name_en: z.string(), name_ae: z.string() }).nullable(),
  /** when the account was made */
  created_at: timestamp,
  /** the start of their newest session, "" when they never signed in */
  last_sign_in: z.union([timestamp, z.literal('')]),
});
export type Operator = z.infer<typeof operatorSchema>;

const teamIdInput = emptyIsAbsent(idInput);

/** A member names their team; an admin or a moderator belongs to none. */
function teamMatchesRole(input: { staff_role: StaffRole; team_id?: number | undefined }, ctx: z.RefinementCtx) {
  if (input.staff_role === 'member' && input.team_id === undefined) {
    ctx.addIssue({ code: 'custom', path: ['team_id'], message: 'a member needs a team' });
  }
  if (input.staff_role !== 'member' && input.team_id !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['team_id'], message: 'only a member belongs to a team' });
  }
}

export const operatorProfileAction = defineAction({
  name: 'operatorProfile',
  auth: 'operator',
  summary:
    'The signed-in operator: name, e-mail, staff role and team, with the permissions and venues they act on, so the console ' +
    'shows what they may use.',
  input: z.object({}),
  output: z.object({
    data: operatorSchema.extend({ permissions: z.array(consolePermissionSchema), scope: consoleScopeSchema }),
  }),
  cacheSeconds: 0,
});

export const listOperatorsAction = defineAction({
  name: 'listOperators',
  auth: 'admin',
  summary: 'One page of the operators, admins first, then by name; q matches name or e-mail; total counts every match.',
  input: z.object({ q: searchInput, ...pageInput }),
  output: z.object({ data: z.array(operatorSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const inviteOperatorAction = defineAction({
  name: 'inviteOperator',
  auth: 'admin',
  summary:
    'Makes the account of an e-mail address an operator with a staff role (creating the account when there is none) and e-mails ' +
    'them an invitation to sign in at /login with that address. Audited.',
  input: z
    .object({
      email: text().trim().toLowerCase().email('an e-mail address').max(254),
      staff_role: z.enum(staffRoles),
      /** the team of a member; refused for admins and moderators */
      team_id: teamIdInput,
      first_name: nameText().trim().max(100).optional(),
      last_name: nameText().trim().max(100).optional(),
    })
    .superRefine(teamMatchesRole),
  output: z.object({ data: operatorSchema }),
  cacheSeconds: 0,
});

export const updateOperatorRoleAction = defineAction({
  name: 'updateOperatorRole',
  auth: 'admin',
  summary: "Changes an operator's staff role, and a member's team. The last admin cannot stop being one (last_admin). Audited.",
  input: z.object({ user_id: idInput, staff_role: z.enum(staffRoles), team_id: teamIdInput }).superRefine(teamMatchesRole),
  output: z.object({ data: operatorSchema }),
  cacheSeconds: 0,
});

export const removeOperatorAction = defineAction({
  name: 'removeOperator',
  auth: 'admin',
  summary:
    'Takes the operator role away and ends every session of the person at once (their account stays a traveller account). ' +
    'The last admin cannot be removed (last_admin). Audited.',
  input: z.object({ user_id: idInput }),
  output: z.object({ removed: z.literal(1) }),
  cacheSeconds: 0,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: timestamp,
  operator: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** the record before the change (null when it was created) and after it (null when it was deleted) */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogAction = defineAction({
  name: 'auditLog',
  auth: 'admin',
  summary:
    'Changes made through the console, newest first, paginated; filtered by entity (and entity_id), operator and a date range (Asia/Dubai days, inclusive).',
  input: z.object({
    entity: text().trim().max(60).optional(),
    entity_id: text().trim().max(60).optional(),
    operator_id: idInput.optional(),
    from: text()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
      .optional(),
    to: text()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
      .optional(),
    ...pageInput,
  }),
  output: z.object({ data: z.array(auditEntrySchema), entities: z.array(z.string()), ...pageOutput }),
  cacheSeconds: 0,
});

/** spec part 1 §7 images: the file field of uploadConsoleImage, and its limits (as invoice images). */
export const consoleImageField = 'image';
export const maxConsoleImageBytes = 10 * 1024 * 1024;

export const consoleImageSchema = z.object({
  id: z.number().int(),
  /** under files/: clients ask for `/files/<path>?w=&h=` */
  path: imagePath,
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  created_at: timestamp,
  uploaded_by: z.string(),
});
export type ConsoleImage = z.infer<typeof consoleImageSchema>;

export const uploadConsoleImageAction = defineAction({
  name: 'uploadConsoleImage',
  auth: 'admin',
  summary:
    'Multipart upload of one picture in the field `image`: JPEG, PNG or WebP by content, 10 MB, 25 megapixels; turned upright, at ' +
    'most 2560 px a side, re-encoded without metadata and kept under a server-made name below files/uploads/. Audited.',
  input: z.object({}),
  output: z.object({ data: consoleImageSchema }),
  cacheSeconds: 0,
  files: { field: consoleImageField, maxFiles: 1, maxFileBytes: maxConsoleImageBytes },
});

/** The kinds of record whose pictures the media library names, each edited on its own console page. */
export const imageUseKinds = [
  'destination',
  'package',
  'product',
  'collection',
  'slider',
  'home',
  'postcard_template',
  'voucher_offer',
  'scratch_campaign',
  'store',
] as const;
export type ImageUseKind = (typeof imageUseKinds)[number];

/** One record that shows a picture: what it is, its names, and the console page that edits it. */
export const imageUseSchema = z.object({
  kind: z.enum(imageUseKinds),
  /** the record's id; 0 for the one home page */
  id: z.number().int(),
  /** "" when the record has no name of its own (a slide without a title, the home page) */
  name: z.string(),
  arabic_name: z.string(),
  /** e.g. /backoffice/packages/12 */
  console_path: z.string(),
});
export type ImageUse = z.infer<typeof imageUseSchema>;

/**
 * A picture of the media library: an uploaded one, or one a record names that was not uploaded here (a seeded
 * picture), whose upload facts are then null. `uses` lists every record showing it; [] is an unused picture.
 */
export const libraryImageSchema = z.object({
  id: z.number().int().nullable(),
  path: imagePath,
  /** the uploaded name, or the file name of a picture that was not uploaded here */
  name: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  created_at: timestamp.nullable(),
  uploaded_by: z.string().nullable(),
  uses: z.array(imageUseSchema),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;

/** Which pictures the library lists: all, those some record shows, or those none does. */
export const imageUseFilters = ['all', 'used', 'unused'] as const;
export type ImageUseFilter = (typeof imageUseFilters)[number];

export const consoleImagesAction = defineAction({
  name: 'consoleImages',
  auth: 'admin',
  summary:
    'The media library for the picker: every uploaded picture and every picture a record shows, uploaded ones newest first, ' +
    'then the others by path, paginated; each with the records that use it (kind, id, names, console page). q matches the ' +
    'uploaded name or the path; use keeps the used or the unused pictures.',
  input: z.object({ q: searchInput, use: z.enum(imageUseFilters).default('all'), ...pageInput }),
  output: z.object({ data: z.array(libraryImageSchema), ...pageOutput }),
  cacheSeconds: 0,
});

/** A postcard template as the console edits it (decision 034). */
export const consolePostcardTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  image: imagePath,
  price: aed,
  customisable: flag,
  enable: flag,
  /** orders placed with it: a template with orders cannot be deleted, only disabled */
  orders: z.number().int(),
});
export type ConsolePostcardTemplate = z.infer<typeof consolePostcardTemplateSchema>;

export const consolePostcardTemplatesAction = defineAction({
  name: 'consolePostcardTemplates',
  auth: 'admin',
  summary: 'Every postcard template, enabled or not, newest first, with how many orders each has.',
  input: z.object({}),
  output: z.object({ data: z.array(consolePostcardTemplateSchema) }),
  cacheSeconds: 0,
});

export const savePostcardTemplateAction = defineAction({
  name: 'savePostcardTemplate',
  auth: 'admin',
  summary:
    'Creates a template (no id) or changes one: names in English and Arabic, a picture from the uploaded images, a price in AED ' +
    '(0–1000, two decimals), customisable and enabled flags. Visitors see the change at once. Audited.',
  input: z.object({
    id: idInput.optional(),
    name: nameText().trim().min(1).max(120),
    arabic_name: nameText().trim().min(1).max(120),
    image: text().trim().min(1).max(300).pipe(imagePath),
    price: z.coerce
      .number()
      .min(0)
      .max(1000)
      .refine(
        (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        'at most two decimals',
      ),
    customisable: flagInput,
    enable: flagInput,
  }),
  output: z.object({ data: consolePostcardTemplateSchema }),
  cacheSeconds: 0,
});

export const deletePostcardTemplateAction = defineAction({
  name: 'deletePostcardTemplate',
  auth: 'admin',
  summary: 'Deletes a template that no order refers to; one with orders answers in_use (disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

export const consoleActions = [
  operatorProfileAction,
  listOperatorsAction,
  inviteOperatorAction,
  updateOperatorRoleAction,
  removeOperatorAction,
  auditLogAction,
  uploadConsoleImageAction,
  consoleImagesAction,
  consolePostcardTemplatesAction,
  savePostcardTemplateAction,
  deletePostcardTemplateAction,
] as const;
