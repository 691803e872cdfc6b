/** Accounts and sign-in, and the console's customers, their export and erasure (docs/decisions/052). */
export { maskIdentifier } from './otp.ts';
export { accountActions } from './accounts-actions.ts';
export { customerConsoleActions } from './customers-console-actions.ts';
export { searchConsoleCustomers } from './customers-search-console-service.ts';
