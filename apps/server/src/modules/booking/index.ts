/**
 * Bookings, payments and tickets (docs/architecture.md "Purchases and money"), and the console's bookings,
 * attendees, check-in and payment issues (docs/decisions/052). The other kinds of purchase use its payment
 * and reference-number steps and its message wording.
 */
export {
  bookingConfirmationMessages,
  greeting,
  listSeparator,
  money,
  readerLanguage,
  type ConfirmationMessages,
  type Language,
} from './confirmation.ts';
export { initiatePayment, openPayment, purchaseStatus, releaseExpiredHolds, type PayableHold } from './payment-service.ts';
export { lockOpenHolds, maxOpenHolds, referenceNumber } from './purchase-service.ts';
export { cancelPolicyView } from './cancellation-service.ts';
export { bookablePackage, type PackageRow } from './selection-loader.ts';
export { bookingActions, paymentContext } from './booking-actions.ts';
export { cancellationActions } from './cancellation-actions.ts';
export { pendingCheckoutActions } from './pending-checkout-actions.ts';
export { ticketActions } from './ticket-actions.ts';
export { registerTicketFiles } from './ticket-route.ts';
export { bookingConsoleActions } from './bookings-console-actions.ts';
export { checkInConsoleActions } from './check-in-console-actions.ts';
export { searchConsoleBookings } from './bookings-search-console-service.ts';
