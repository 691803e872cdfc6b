import { englishErrorTexts } from '@portal/contract/error-texts-en';
import { buildResources } from './i18n.ts';

/**
 * The English texts of the public site, a download of their own like the Arabic ones (locales-ae.ts): each
 * visitor loads one language. The console's texts (console*.json, backoffice.json) are another download,
 * locales-console-en.ts, fetched only when a console page opens.
 */
const englishFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/console*.json', '!../locales/en/backoffice.json'],
  { eager: true, import: 'default' },
);

// the `errors.<code>` texts are the contract's, the very texts the server answers with (packages/contract/src/error-texts-*.ts)
export const englishTexts = { ...buildResources(englishFiles).en.translation, errors: englishErrorTexts.messages };
