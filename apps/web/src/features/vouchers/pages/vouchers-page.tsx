import type { Voucher } from '@portal/contract/catalog';
import { useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useDestinationVouchers } from '../api/get-destination-vouchers.ts';
import { useNearbyVouchers } from '../api/get-nearby-vouchers.ts';
import { DestinationFilter } from '../components/destination-filter.tsx';
import { VoucherGridSkeleton, VoucherListCard } from '../components/voucher-card.tsx';
import { useDevicePosition } from '../device-position.ts';
import { formatKm } from '../distance.ts';
import { locationSlug } from '../voucher-paths.ts';

function VoucherGrid({ vouchers, distances }: { vouchers: Voucher[]; distances?: number[] }) {
  const { t } = useTranslation();
  if (vouchers.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t('vouchers.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="voucher-grid">
      {vouchers.map((voucher, i) => (
        <li key={voucher.id}>
          <VoucherListCard voucher={voucher} {...(distances ? { distanceKm: distances[i]! } : {})} />
        </li>
      ))}
    </ul>
  );
}

/** /vouchers/location: asks for the device position, then lists the vouchers near it, nearest first. */
function NearbyVouchers() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, retry } = useDevicePosition();
  const nearby = useNearbyVouchers(state.status === 'found' ? { lat: state.lat, lng: state.lng } : null);

  if (state.status === 'denied' || state.status === 'unavailable') {
    return (
      <div className="empty-state voucher-location" role="alert">
        <p className="empty-state__title">
          {state.status === 'denied' ? t('vouchers.permission_error') : t('vouchers.location_unavailable')}
        </p>
        {state.status === 'denied' && <p>{t('vouchers.permission_hint')}</p>}
        <button type="button" className="button" onClick={retry}>
          {t('common.states.retry')}
        </button>
      </div>
    );
  }
  if (state.status === 'asking') {
    return (
      <>
        <p className="voucher-location__status" role="status">
          {t('vouchers.locating')}
        </p>
        <VoucherGridSkeleton label={t('vouchers.loading')} />
      </>
    );
  }
  if (nearby.isPending) return <VoucherGridSkeleton label={t('vouchers.loading')} />;
  if (nearby.isError) return <LoadError message={errorMessageOf(nearby.error)} onRetry={() => void nearby.refetch()} />;
  return (
    <>
      <p className="voucher-location__status">
        {t('vouchers.nearby_intro', { radius: formatKm(nearby.data.radius_km, language) })}
      </p>
      <VoucherGrid vouchers={nearby.data.data} distances={nearby.data.data.map((v) => v.distance_km)} />
    </>
  );
}

/** /vouchers and /vouchers/{url_slug}: every destination's vouchers, or one destination's. */
function DestinationVouchers({ slug }: { slug: string | null }) {
  const { t } = useTranslation();
  const list = useDestinationVouchers(slug);
  if (list.isPending) return <VoucherGridSkeleton label={t('vouchers.loading')} />;
  if (list.isError) return <LoadError message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  // an unknown destination answers an empty list with destination null: say so, and offer every destination's vouchers
  if (slug !== null && list.data.pages[0]?.destination === null) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t('vouchers.destination_not_found')}</p>
        <Link className="button" to="/vouchers">
          {t('vouchers.see_all')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <VoucherGrid vouchers={list.data.pages.flatMap((page) => page.data)} />
      <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
    </>
  );
}

/**
 * The voucher list of spec part 1 §2: a destination dropdown, then the vouchers of the chosen destination,
 * of all of them, or (slug `location`) near the device. Skeletons show exactly while data loads (decision 005).
 */
export function VouchersPage() {
  const { t } = useTranslation();
  const { url_slug: slug = null } = useParams();
  const nearby = slug === locationSlug;
  const list = useDestinationVouchers(slug, !nearby);
  const destination = list.data?.pages[0]?.destination ?? null;
  const title = nearby
    ? t('vouchers.title_nearby')
    : destination
      ? t('vouchers.title_destination', { name: localized(destination, 'name') })
      : t('vouchers.title');
  useDocumentTitle(title);
  return (
    <div className="page container vouchers-page">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('vouchers.intro')}</p>
      <DestinationFilter selected={slug} />
      {nearby ? <NearbyVouchers /> : <DestinationVouchers slug={slug} />}
    </div>
  );
}
