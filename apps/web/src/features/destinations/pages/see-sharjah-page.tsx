import type { Destination } from '@portal/contract/catalog';
import type { Promotion } from '@portal/contract/site-content';
import { CopyIcon } from '../../../components/icons.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useCopyCode } from '../../../components/use-copy-code.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useSitePromotions } from '../../../lib/site-promotions.ts';
import { DestinationList } from '../components/destination-list.tsx';
import { seeSharjahDestinations } from '../see-sharjah.ts';

/**
 * /seesharjah, the promotional variant of the destinations list (spec part 2 §2.5): the destinations
 * operators chose and a banner that copies their code (four named destinations and SEESHARJAH at first).
 */
export function SeeSharjahPage() {
  const { t } = useTranslation();
  const promotions = useSitePromotions();
  const title = t('destinations.see_sharjah.title');
  useDocumentTitle(title);
  const chosenIds = promotions.data?.see_sharjah_destination_ids;
  const promotion = promotions.data?.see_sharjah;
  return (
    <div className="page container">
      <h1 className="page__title">{title}</h1>
      {promotion?.show === 1 && <PromotionBanner promotion={promotion} />}
      {promotions.isError && <LoadError message={t('destinations.load_failed')} onRetry={() => void promotions.refetch()} />}
      {promotions.isPending && (
        <p className="visually-hidden" role="status">
          {t('destinations.loading')}
        </p>
      )}
      {chosenIds && (
        <DestinationList
          placeholders={4}
          cardHeadingLevel={2}
          select={(destinations: Destination[]) => seeSharjahDestinations(destinations, chosenIds)}
          renderList={(items) => <ul className="card-grid">{items}</ul>}
        />
      )}
    </div>
  );
}

/** The introduction and the banner that copies the advertised code. */
function PromotionBanner({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const copyCode = useCopyCode();
  return (
    <>
      {promotion.description && <p className="page__intro">{localized(promotion, 'description', language)}</p>}
      <button type="button" className="coupon-banner" onClick={() => void copyCode(promotion.code)}>
        <span className="coupon-banner__offer">
          {localized(promotion, 'text', language)}{' '}
          <strong className="coupon-banner__code" dir="ltr">
            {promotion.code}
          </strong>
        </span>
        <span className="coupon-banner__hint">
          <CopyIcon />
          {t('destinations.see_sharjah.banner_hint')}
        </span>
      </button>
    </>
  );
}
