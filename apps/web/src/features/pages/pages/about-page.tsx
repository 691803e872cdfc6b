import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useSitePage } from '../api/get-site-page.ts';
import { LegalBlocks } from '../components/legal-blocks.tsx';

/**
 * /aboutus: the welcome text operators write in the console (its first paragraph is the lead) and a
 * sign-up link to /register (spec part 2 §2.4).
 */
export function AboutPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const joinId = useId();
  const title = t('static.about.title');
  useDocumentTitle(title);
  const query = useSitePage('about');
  return (
    <div className="page container static-page">
      <h1 className="page__title">{title}</h1>
      {query.isPending && (
        <p className="page-loading" role="status">
          <span className="visually-hidden">{t('static.legal.loading')}</span>
        </p>
      )}
      {query.isError && <LoadError message={t('static.legal.load_failed')} onRetry={() => void query.refetch()} />}
      {query.data && <LegalBlocks text={localized(query.data, 'text', language)} leadClassName="static-page__lead" />}
      <section className="static-page__callout" aria-labelledby={joinId}>
        <h2 id={joinId}>{t('static.about.sign_up_heading')}</h2>
        <p>{t('static.about.sign_up_text')}</p>
        <Link className="button" to="/register">
          {t('static.about.sign_up')}
        </Link>
      </section>
    </div>
  );
}
