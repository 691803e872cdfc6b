/**
 * Bookings, payments and tickets (docs/architecture.md "Purchases and money"), and the console's bookings,
 * attendees, check-in and payment issues (docs/decisions/052). The payment engine serves every kind of
 * purchase through the PurchaseKind each kind registers (docs/decisions/058); bookings' tickets are one.
 */
export {
  checkOut,
  paymentCompleteUrl,
  purchaseConfirmationMessages,
  purchaseKind,
  registerPurchaseKind,
  type CheckedOut,
  type CheckoutDeps,
  type CheckoutInput,
  type CheckoutItems,
  type ConfirmationMessages,
  type MessageDeps,
  type PaymentIssue,
  type PaymentPage,
  type PurchaseKind,
  type PurchaseRow,
  type RetakeIssue,
} from './purchase-kind.ts';
export { ticketPurchases } from './ticket-purchases.ts';
export {
  refundTenders,
  registerPaymentTender,
  takeTenders,
  tenderRequests,
  tenderRefunded,
  type PaymentTender,
  type TenderRequest,
} from './tender.ts';
export {
  confirmOnAccount,
  extendHold,
  initiatePayment,
  openPayment,
  purchaseStatus,
  releaseExpiredHolds,
  releaseHold,
  type PayableHold,
} from './payment-service.ts';
export { createPurchase, lockOpenHolds, maxOpenHolds, referenceNumber } from './purchase-service.ts';
export { bookingCancelTerms, cancelOwnBooking, cancelPolicyView } from './cancellation-service.ts';
export { ticketPricesOn } from './availability-service.ts';
export { bookablePackage, reachablePackage, type PackageRow } from './selection-loader.ts';
export { bookingActions, paymentContext } from './booking-actions.ts';
export { cancellationActions } from './cancellation-actions.ts';
export { pendingCheckoutActions } from './pending-checkout-actions.ts';
export { ticketActions } from './ticket-actions.ts';
export { registerTicketFiles } from './ticket-route.ts';
export { bookingConsoleActions } from './bookings-console-actions.ts';
export { checkInConsoleActions } from './check-in-console-actions.ts';
export { searchConsoleBookings } from './bookings-search-console-service.ts';
