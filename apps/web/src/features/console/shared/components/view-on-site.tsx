import { ExternalIcon } from '../../../../components/icons.tsx';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { publicHrefOf, publicPageOf, type PublicRecord } from '../public-page.ts';

/**
 * "View on site" on a console edit page: the record's public page in a new tab, in the operator's language; or,
 * while visitors cannot open it, "Not on the site yet" and why. It reads the record as last saved, so a change
 * typed but not saved shows only after saving.
 */
export function ViewOnSite({ record }: { record: PublicRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // the campaigns' periods are read against the operator's clock, in Asia/Dubai like the server
  const page = publicPageOf(record, new Date());
  if (page.path === null) {
    return (
      <p className="view-on-site view-on-site--off">
        <span className="view-on-site__label">{t('console.view_on_site.not_yet')}</span>{' '}
        {t(`console.view_on_site.reason_${page.reason}`)}
      </p>
    );
  }
  return (
    <p className="view-on-site">
      <a className="view-on-site__link" href={publicHrefOf(page.path, language)} target="_blank" rel="noopener noreferrer">
        {t('console.view_on_site.link')}
        <span className="visually-hidden"> {t('common.nav.new_tab')}</span>
        <ExternalIcon />
      </a>{' '}
      <bdi className="view-on-site__path" dir="ltr">
        {page.path}
      </bdi>
    </p>
  );
}
