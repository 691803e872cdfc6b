import { NotFoundState } from '../../components/not-found-state.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Any path outside the route table; the server answers such paths with status 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('pages.not_found.title');
  useDocumentTitle(title);
  return <NotFoundState title={title} text={t('pages.not_found.text')} linkTo="/" linkText={t('pages.not_found.home')} />;
}
