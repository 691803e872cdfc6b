import { buildResources } from './i18n.ts';

/**
 * The English texts of the pages past the first ones a visitor sees (booking, account, store, postcards, invoices,
 * raffles, scratch): a download of their own that i18n.ts loadMoreTexts() adds when such a page opens, so the
 * home, destination and tag pages carry only the texts they show (the home page's JavaScript budget). The
 * list of files is the one of locales-en.ts's exclusions; locales.test.ts holds every file in one download.
 */
const moreFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en/{booking,cart,pending-checkout,tickets,accounts,store,product,postcards,postcard-message,postcard-orders,invoices,raffles,scratch}.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

export const moreEnglishTexts = buildResources(moreFiles).en;
