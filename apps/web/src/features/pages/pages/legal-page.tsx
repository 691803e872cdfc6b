import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useLegalText, type LegalDocument } from '../api/get-legal-text.ts';
import { legalBlocks } from '../legal-text.ts';

function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(`static.legal.${doc}_title`);
  useDocumentTitle(title);
  const query = useLegalText(doc, language);
  return (
    <div className="page container static-page legal-page">
      <h1 className="page__title">{title}</h1>
      {query.isPending && (
        <p className="page-loading" role="status">
          <span className="visually-hidden">{t('static.legal.loading')}</span>
        </p>
      )}
      {query.isError && <LoadError message={t('static.legal.load_failed')} onRetry={() => void query.refetch()} />}
      {query.data &&
        legalBlocks(query.data).map((block, index) => {
          if (block.kind === 'heading') return <h2 key={index}>{block.text}</h2>;
          if (block.kind === 'list') {
            return (
              <ul key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          }
          return <p key={index}>{block.text}</p>;
        })}
    </div>
  );
}

/** /terms: the terms text of the current language (spec part 2 §2.4). */
export function TermsPage() {
  return <LegalPage doc="terms" />;
}

/** /privacy: the privacy text of the current language. */
export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
