import { arabicErrorTexts } from '@portal/contract/error-texts-ae';
import { buildResources } from './i18n.ts';

/**
 * The Arabic texts of the first pages, a download of their own that i18n.ts loadLanguage() adds when Arabic is
 * shown; the other pages' are locales-more-ae.ts, the console's locales-console-ae.ts.
 */
const arabicFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/ae/*.json',
    '!../locales/ae/console*.json',
    '!../locales/ae/backoffice.json',
    '!../locales/ae/{booking,cart,pending-checkout,tickets,accounts,store,product,postcards,postcard-message,postcard-orders,invoices,raffles,scratch}.json',
  ],
  { eager: true, import: 'default' },
);

/** with the contract's `errors.<code>` texts, the ones the server answers Arabic callers with */
export const arabicTexts = { ...buildResources(arabicFiles).ae, errors: arabicErrorTexts.messages };
