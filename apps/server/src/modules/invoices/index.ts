/** Invoices sent for the raffle, and their moderation in the console (docs/decisions/052). */
export { pendingInvoices } from './invoice-moderation-console-service.ts';
export { invoiceActions } from './invoices-actions.ts';
export { invoiceConsoleActions } from './invoice-console-actions.ts';
