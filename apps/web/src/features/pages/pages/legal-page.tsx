import { LoadError } from '../../../components/load-error.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useSitePage } from '../api/get-site-page.ts';
import { LegalBlocks } from '../components/legal-blocks.tsx';

type LegalDocument = 'terms' | 'privacy';

function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(`static.legal.${doc}_title`);
  useDocumentTitle(title);
  const query = useSitePage(doc);
  return (
    <div className="page container static-page legal-page">
      <h1 className="page__title">{title}</h1>
      {query.isPending && (
        <p className="page-loading" role="status">
          <span className="visually-hidden">{t('static.legal.loading')}</span>
        </p>
      )}
      {query.isError && <LoadError message={t('static.legal.load_failed')} onRetry={() => void query.refetch()} />}
      {query.data && <LegalBlocks text={localized(query.data, 'text', language)} />}
    </div>
  );
}

/** /terms: the terms text of the current language (spec part 2 §2.4), as operators wrote it. */
export function TermsPage() {
  return <LegalPage doc="terms" />;
}

/** /privacy: the privacy text of the current language, as operators wrote it. */
export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
