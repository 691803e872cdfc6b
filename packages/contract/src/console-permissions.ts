import { z } from 'zod';

/**
 * What a team member may do (decision 049). Admins and moderators act on the whole portal and need none of
 * these; a member of a team holds its permissions on its venues (destinations and stores) only.
 */
export const consolePermissions = [
  'see_bookings',
  'cancel_refund',
  'check_in',
  'moderate_reviews',
  'fulfil_store_orders',
  'print_postcards',
] as const;
export type ConsolePermission = (typeof consolePermissions)[number];
export const consolePermissionSchema = z.enum(consolePermissions);

/**
 * What a team member needs to call each operator action (auth 'operator'): a permission, `any` for every
 * operator (their own profile, the console home), or `staff` for admins and moderators only (portal-wide
 * queues that belong to no venue). Admin actions stay admin-only and are not listed. The dispatcher refuses
 * a member an operator action missing here, and the permission walk fails on one.
 */
export const operatorActionPermissions: Record<string, ConsolePermission | 'any' | 'staff'> = {
  operatorProfile: 'any',
  getConsoleToday: 'any',
  consoleBookings: 'see_bookings',
  consoleBooking: 'see_bookings',
  resendConfirmation: 'see_bookings',
  consoleAttendees: 'see_bookings',
  consoleAttendeesCsv: 'see_bookings',
  bookingPackageChoices: 'see_bookings',
  operatorCancelBooking: 'cancel_refund',
  checkInLookup: 'check_in',
  checkIn: 'check_in',
  consoleReviews: 'moderate_reviews',
  hideReview: 'moderate_reviews',
  showReview: 'moderate_reviews',
  backofficeStoreOrders: 'fulfil_store_orders',
  updateStoreOrderFulfilment: 'fulfil_store_orders',
  backofficePostcardOrders: 'print_postcards',
  updatePostcardOrder: 'print_postcards',
  backofficeInvoices: 'staff',
  backofficeInvoiceImage: 'staff',
  reviewInvoice: 'staff',
  backofficeCampaigns: 'staff',
  commitRaffle: 'staff',
  drawRaffle: 'staff',
  lookupVoucherCode: 'staff',
  redeemVoucherCode: 'staff',
  paymentIssues: 'staff',
  consoleContactMessages: 'staff',
  markContactMessage: 'staff',
  consoleFailedMessages: 'staff',
  resendMessage: 'staff',
};

/** The venues a caller acts on: everything (admins, moderators), or a team's destinations and stores. */
export const consoleScopeSchema = z.union([
  z.object({ all: z.literal(1) }),
  z.object({ all: z.literal(0), destination_ids: z.array(z.number().int()), store_ids: z.array(z.number().int()) }),
]);
export type ConsoleScope = z.infer<typeof consoleScopeSchema>;

/** What the console may show a caller: their staff role, their team's permissions (every one for staff). */
export type ConsoleAccess = { staff_role: 'admin' | 'moderator' | 'member'; permissions: readonly ConsolePermission[] };

/** Whether a caller with `access` may call the action `name` (its contract auth `auth`). */
export function mayCall(access: ConsoleAccess, name: string, auth: 'operator' | 'admin'): boolean {
  if (access.staff_role === 'admin') return true;
  if (auth === 'admin') return false;
  if (access.staff_role === 'moderator') return true;
  const needed = operatorActionPermissions[name];
  if (needed === undefined || needed === 'staff') return false;
  return needed === 'any' || access.permissions.includes(needed);
}

/** The operator actions among `definitions` that operatorActionPermissions does not list: none may be. */
export function undeclaredOperatorActions(definitions: readonly { name: string; auth: string }[]): string[] {
  return definitions.filter((d) => d.auth === 'operator' && !(d.name in operatorActionPermissions)).map((d) => d.name);
}
