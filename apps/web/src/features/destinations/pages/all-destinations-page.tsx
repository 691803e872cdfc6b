import { useId } from 'react';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { DestinationList } from '../components/destination-list.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** /view-all-destination: every destination as a card linking to /d/{url_slug} (spec part 2 §2.5). */
export function AllDestinationsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t('destinations.all_title');
  useDocumentTitle(title);
  return (
    <section className="page container" aria-labelledby={headingId}>
      <h1 className="page__title" id={headingId}>
        {title}
      </h1>
      <p className="page__intro">{t('destinations.all_intro')}</p>
      <DestinationList placeholders={8} cardHeadingLevel={2} renderList={(items) => <ul className="card-grid">{items}</ul>} />
    </section>
  );
}
