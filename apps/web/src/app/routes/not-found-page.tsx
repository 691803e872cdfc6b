import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** Any path outside the route table; the server answers such paths with status 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('pages.not_found.title');
  useDocumentTitle(title);
  return (
    <div className="page page--centered container">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('pages.not_found.text')}</p>
      <Link className="button" to="/">
        {t('pages.not_found.home')}
      </Link>
    </div>
  );
}
