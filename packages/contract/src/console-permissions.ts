import { z } from 'zod';

/**
 * What a team member may do (decision 049). Admins act on the whole portal and need none of these; a member of
 * a team holds its permissions on its venues (destinations and stores) only.
 */
export const consolePermissions = [
  'see_bookings',
  'cancel_refund',
  'check_in',
  'moderate_reviews',
  'fulfil_store_orders',
  'print_postcards',
  'edit_packages',
] as const;
export type ConsolePermission = (typeof consolePermissions)[number];
export const consolePermissionSchema = z.enum(consolePermissions);

/**
 * The permissions a moderator holds on the whole portal: the daily work. Editing packages and availability
 * stays with admins and the teams given it on their own destinations (decision 060).
 */
export const moderatorPermissions: readonly ConsolePermission[] = consolePermissions.filter((p) => p !== 'edit_packages');

/**
 * What a team member needs to call each operator action (auth 'operator'): a permission, `any` for every
 * operator (their own profile, the console home), or `staff` for admins and moderators only (portal-wide
 * queues that belong to no venue). Admin actions stay admin-only and are not listed. The dispatcher refuses
 * a member an operator action missing here, and the permission walk fails on one.
 */
export const operatorActionPermissions: Record<string, ConsolePermission | 'any' | 'staff'> = {
  operatorProfile: 'any',
  getConsoleToday: 'any',
  // decision 060: every operator searches; the groups and rows follow their permissions and venues
  consoleSearch: 'any',
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
  // decision 060: a team's packages, their extras and availability, on the team's destinations
  consolePackages: 'edit_packages',
  consolePackageChoices: 'edit_packages',
  consolePackage: 'edit_packages',
  savePackage: 'edit_packages',
  deletePackage: 'edit_packages',
  consolePackageExtras: 'edit_packages',
  saveSubPackage: 'edit_packages',
  deleteSubPackage: 'edit_packages',
  saveMeal: 'edit_packages',
  deleteMeal: 'edit_packages',
  saveTransport: 'edit_packages',
  deleteTransport: 'edit_packages',
  savePackageOptionList: 'edit_packages',
  consolePackageAvailability: 'edit_packages',
  saveTimeSlot: 'edit_packages',
  moveTimeSlot: 'edit_packages',
  deleteTimeSlot: 'edit_packages',
  saveDateTickets: 'edit_packages',
  setDatesClosed: 'edit_packages',
  saveDatePrices: 'edit_packages',
  removeDatePrices: 'edit_packages',
};

/** The venues a caller acts on: everything (admins, moderators), or a team's destinations and stores. */
export const consoleScopeSchema = z.union([
  z.object({ all: z.literal(1) }),
  z.object({ all: z.literal(0), destination_ids: z.array(z.number().int()), store_ids: z.array(z.number().int()) }),
]);
export type ConsoleScope = z.infer<typeof consoleScopeSchema>;

/** What the console may show a caller: their staff role, their team's permissions (every one for staff). */
export type ConsoleAccess = { staff_role: 'admin' | 'moderator' | 'member'; permissions: readonly ConsolePermission[] };

/**
 * Whether a caller with `access` may call the action `name` (its contract auth `auth`): an admin every action, a
 * moderator every operator action but those needing a permission moderators do not hold, a member those their
 * team's permissions open.
 */
export function mayCall(access: ConsoleAccess, name: string, auth: 'operator' | 'admin'): boolean {
  if (access.staff_role === 'admin') return true;
  if (auth === 'admin') return false;
  const needed = operatorActionPermissions[name];
  if (access.staff_role === 'moderator') {
    return needed === undefined || needed === 'any' || needed === 'staff' || moderatorPermissions.includes(needed);
  }
  if (needed === undefined || needed === 'staff') return false;
  return needed === 'any' || access.permissions.includes(needed);
}

/** The operator actions among `definitions` that operatorActionPermissions does not list: none may be. */
export function undeclaredOperatorActions(definitions: readonly { name: string; auth: string }[]): string[] {
  return definitions.filter((d) => d.auth === 'operator' && !(d.name in operatorActionPermissions)).map((d) => d.name);
}
