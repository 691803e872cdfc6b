import { englishErrorTexts } from '@portal/contract/error-texts-en';
import { buildResources } from './i18n.ts';

/**
 * The English texts of the public site, a download of their own like the Arabic ones (locales-ae.ts): each
 * visitor loads one language. These are the texts of the first pages (home, destinations, tags, the header and
 * footer); the other pages' texts are locales-more-en.ts, and the console's (console*.json, backoffice.json)
 * locales-console-en.ts, each fetched only when a page that shows them opens.
 */
const englishFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en/*.json',
    '!../locales/en/console*.json',
    '!../locales/en/backoffice.json',
    '!../locales/en/{booking,cart,pending-checkout,tickets,accounts,store,product,postcards,postcard-message,postcard-orders,invoices,raffles,scratch}.json',
  ],
  { eager: true, import: 'default' },
);

// the `errors.<code>` texts are the contract's, the very texts the server answers with (packages/contract/src/error-texts-*.ts)
export const englishTexts = { ...buildResources(englishFiles).en, errors: englishErrorTexts.messages };
