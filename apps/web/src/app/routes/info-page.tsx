import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { InfoPageKey } from '../route-table.ts';

/** A page whose feature is still to be built: its heading and what it is for, nothing more. */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);
  return (
    <div className="page container">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t(`pages.${page}.intro`)}</p>
    </div>
  );
}
