import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The way from the main site into the postcard service (/hos-postcards), which the header menu does not name. */
export function PostcardsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="home-section home-about home-postcards" aria-labelledby={headingId}>
      <h2 className="section-head__title" id={headingId}>
        {t('home.postcards.heading')}
      </h2>
      <p className="home-about__text">{t('home.postcards.text')}</p>
      <Link className="button" to="/hos-postcards">
        {t('home.postcards.link')}
      </Link>
    </section>
  );
}
