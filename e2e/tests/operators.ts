/**
 * The journeys' operator accounts. playwright.config.ts makes them with the documented command
 * (`npm run operator:create`, decision 010) before the portal starts: the embedded database belongs to
 * one process, so the command runs while the portal is not yet running, on the same DATA_DIR.
 */
export const e2eOperators = {
  en: 'operator-en@e2e.example.com',
  ae: 'operator-ae@e2e.example.com',
} as const;
