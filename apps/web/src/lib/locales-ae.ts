import { arabicErrorTexts } from '@portal/contract/error-texts-ae';
import { buildResources } from './i18n.ts';

/** The Arabic texts, a download of their own that i18n.ts loadLanguage() adds when Arabic is shown. */
const arabicFiles = import.meta.glob<Record<string, unknown>>('../locales/ae/*.json', { eager: true, import: 'default' });

/** with the contract's `errors.<code>` texts, the ones the server answers Arabic callers with */
export const arabicTexts = { ...buildResources(arabicFiles).ae.translation, errors: arabicErrorTexts.messages };
