import { buildResources } from './i18n.ts';

/** The console's English texts (console*.json, backoffice.json): only operators' pages load them (i18n.ts loadConsoleTexts). */
const consoleFiles = import.meta.glob<Record<string, unknown>>(['../locales/en/console*.json', '../locales/en/backoffice.json'], {
  eager: true,
  import: 'default',
});

export const consoleEnglishTexts = buildResources(consoleFiles).en;
