import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../components/icons.tsx';
import { useCopyCode } from '../../../components/use-copy-code.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { DestinationList } from '../components/destination-list.tsx';
import { seeSharjahCode, seeSharjahDestinations } from '../see-sharjah.ts';

/**
 * /seesharjah, the promotional variant of the destinations list (spec part 2 §2.5): four named
 * destinations and a banner that copies the 20% code SEESHARJAH.
 */
export function SeeSharjahPage() {
  const { t } = useTranslation();
  const copyCode = useCopyCode();
  const title = t('destinations.see_sharjah.title');
  useDocumentTitle(title);
  return (
    <div className="page container">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('destinations.see_sharjah.intro')}</p>
      <button type="button" className="coupon-banner" onClick={() => void copyCode(seeSharjahCode)}>
        <span className="coupon-banner__offer">
          {t('destinations.see_sharjah.banner')}{' '}
          <strong className="coupon-banner__code" dir="ltr">
            {seeSharjahCode}
          </strong>
        </span>
        <span className="coupon-banner__hint">
          <CopyIcon />
          {t('destinations.see_sharjah.banner_hint')}
        </span>
      </button>
      <DestinationList
        placeholders={4}
        cardHeadingLevel={2}
        select={seeSharjahDestinations}
        renderList={(items) => <ul className="card-grid">{items}</ul>}
      />
    </div>
  );
}
