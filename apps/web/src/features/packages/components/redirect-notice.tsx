import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * A package booked on another site (redirect=1, spec part 1 §2) sends the browser to its redirect_url;
 * the link stays on the page in case the browser does not follow.
 */
export function RedirectNotice({ url }: { url: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <div className="page page--centered container" role="status">
      <p className="page__intro">{t('discovery.package.redirecting')}</p>
      <a className="button" href={url}>
        {t('discovery.package.redirect_link')}
      </a>
    </div>
  );
}
