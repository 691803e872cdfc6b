import { useTranslation } from '../../lib/i18n.ts';

/** Shown inside the layout while a page's code downloads on the first visit. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <p className="page-loading" role="status">
        <span className="visually-hidden">{t('pages.loading')}</span>
      </p>
    </div>
  );
}
