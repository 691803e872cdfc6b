import { buildResources } from './i18n.ts';

/** The console's Arabic texts (console*.json, backoffice.json): only operators' pages load them (i18n.ts loadConsoleTexts). */
const consoleFiles = import.meta.glob<Record<string, unknown>>(['../locales/ae/console*.json', '../locales/ae/backoffice.json'], {
  eager: true,
  import: 'default',
});

export const consoleArabicTexts = buildResources(consoleFiles).ae;
