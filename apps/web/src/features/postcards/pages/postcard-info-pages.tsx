import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { postcardListPath } from '../paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A short page of the postcard service's own: its title, a few paragraphs and the way on. */
function InfoPage({ page, paragraphs, children }: { page: 'about' | 'contact'; paragraphs: string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`postcard-orders.${page}.title`);
  useDocumentTitle(title);
  return (
    <div className="page container postcard-info">
      <h1 className="page__title">{title}</h1>
      {paragraphs.map((key, i) => (
        <p key={key} className={i === 0 ? 'postcard-info__lead' : undefined}>
          {t(`postcard-orders.${page}.${key}`)}
        </p>
      ))}
      <p className="postcard-info__links">{children}</p>
    </div>
  );
}

/** /hos-postcards-about (spec part 2 §2.7): landmark photographs by an early local photographer, souvenirs sent worldwide. */
export function PostcardsAboutPage() {
  const { t } = useTranslation();
  return (
    <InfoPage page="about" paragraphs={['lead', 'text', 'custom']}>
      <Link className="button" to={postcardListPath}>
        {t('postcard-orders.about.browse')}
      </Link>
    </InfoPage>
  );
}

/** /hos-postcards-contact (spec part 2 §2.7): a short paragraph about the discovery site, and where to ask. */
export function PostcardsContactPage() {
  const { t } = useTranslation();
  return (
    <InfoPage page="contact" paragraphs={['text', 'help']}>
      <Link className="button" to="/contactus">
        {t('postcard-orders.contact.contact_us')}
      </Link>
      <Link className="button button--quiet" to={postcardListPath}>
        {t('postcard-orders.contact.browse')}
      </Link>
    </InfoPage>
  );
}
