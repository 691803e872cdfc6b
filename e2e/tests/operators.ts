/**
 * The journeys' operator accounts. playwright.config.ts makes them with the documented command
 * (`npm run operator:create`, decision 010) before the portal starts: the embedded database belongs to
 * one process, so the command runs while the portal is not yet running, on the same DATA_DIR.
 */
export const e2eOperators = {
  en: 'operator-en@e2e.example.com',
  ae: 'operator-ae@e2e.example.com',
} as const;

/**
 * The sandbox payment provider's signing secret on the journeys' server, so a journey can deliver a
 * provider's event itself: a payment arriving after its hold was released (docs/decisions/021).
 */
export const e2eSandboxSecret = 'e2e-sandbox-secret-of-enough-length';

/** The outbox's token of the run's server (docs/decisions/019), and the header that shows it. */
export const e2eOutboxToken = 'e2e-outbox-token-of-the-run';
export const outboxHeaders = { 'x-outbox-token': e2eOutboxToken };
