/**
 * The OCTO supplier API (docs/decisions/061): resellers sell the portal's packages from the same stock, under
 * /octo. Resellers are created in the console (`resellerConsoleActions`) or from the command line
 * (scripts/reseller.ts).
 */
export { registerOcto, supportedCapabilities, type OctoOptions } from './octo-routes.ts';
export {
  createReseller,
  eraseOctoContacts,
  hashApiKey,
  resellerForKey,
  revokeReseller,
  type Reseller,
} from './reseller-service.ts';
export { resellerConsoleActions } from './reseller-console-actions.ts';
export { createWebhookWorker, isPrivateAddress, webhookSignature, type WebhookWorker } from './octo-webhooks.ts';
