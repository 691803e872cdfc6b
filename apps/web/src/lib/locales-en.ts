import { englishErrorTexts } from '@portal/contract/error-texts-en';
import { buildResources } from './i18n.ts';

/** The English texts, a download of their own like the Arabic ones (locales-ae.ts): each visitor loads one language. */
const englishFiles = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });

// the `errors.<code>` texts are the contract's, the very texts the server answers with (packages/contract/src/error-texts-*.ts)
export const englishTexts = { ...buildResources(englishFiles).en.translation, errors: englishErrorTexts.messages };
