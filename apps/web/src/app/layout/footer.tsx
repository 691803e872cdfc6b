import { Link } from '../../components/link.tsx';
import { InstagramIcon } from '../../components/icons.tsx';
import { socialLinks } from '../../lib/site.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { footerLinksFor } from './nav-items.ts';

export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <NewsletterForm />
        <nav className="site-footer__links" aria-label={t('common.footer.links_label')}>
          <ul>
            {footerLinksFor(pathname).map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`common.footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__social">
          <p className="site-footer__social-title">{t('common.footer.follow_us')}</p>
          <ul>
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  <InstagramIcon />
                  <span>{social.name}</span>
                  <span className="visually-hidden"> {t('common.nav.new_tab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">{t('common.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
