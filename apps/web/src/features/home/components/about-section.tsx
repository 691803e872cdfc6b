import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { useHomeSettings } from '../api/get-home-settings.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The About section, shown when the setting display_about_us is 1 (spec part 1 §2 Home). */
export function AboutSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useHomeSettings();
  if (settings.data?.display_about_us !== 1) return null;
  return (
    <section className="home-section home-about" aria-labelledby={headingId}>
      <h2 className="section-head__title" id={headingId}>
        {t('home.about.heading')}
      </h2>
      <p className="home-about__text">{t('home.about.text')}</p>
      <Link className="button" to="/aboutus">
        {t('home.about.link')}
      </Link>
    </section>
  );
}
