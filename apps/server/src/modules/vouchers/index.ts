/** Vouchers: the public pages and codes, and the console's offers and counter (docs/decisions/052). */
export { voucherActions } from './vouchers-actions.ts';
export { voucherConsoleActions } from './voucher-console-actions.ts';
