import { useEffect } from 'react';
import { useTranslation } from './i18n.ts';

/** Sets document.title to "page | site" in the current language; the home page passes no page title. */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const site = t('common.site_name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${site}` : site;
  }, [pageTitle, site]);
}
