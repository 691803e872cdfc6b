import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';

/** /aboutus: welcome text and a sign-up link to /register (spec part 2 §2.4). */
export function AboutPage() {
  const { t } = useTranslation();
  const joinId = useId();
  const title = t('static.about.title');
  useDocumentTitle(title);
  return (
    <div className="page container static-page">
      <h1 className="page__title">{title}</h1>
      <p className="static-page__lead">{t('static.about.welcome')}</p>
      <p>{t('static.about.text')}</p>
      <p>{t('static.about.text_more')}</p>
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
