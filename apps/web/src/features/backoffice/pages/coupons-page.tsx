import { couponStates, type CouponState } from '@portal/contract/console-offers';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { pageNumberOf } from '../../../lib/search-params.ts';
import { couponsPerPage, useConsoleCoupons, type CouponFilters } from '../api/coupons.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { ConsoleListSearch } from '../components/console-list-search.tsx';
import { CouponCard } from '../components/coupon-card.tsx';
import { StepFilter } from '../components/step-filter.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const path = '/backoffice/coupons';

/** The list's filters as the address keeps them (?q=&state=&page=), so a view can be shared or reloaded. */
function filtersOf(search: URLSearchParams): CouponFilters {
  const state = search.get('state');
  return {
    q: search.get('q') ?? '',
    state: couponStates.includes(state as CouponState) ? (state as CouponState) : null,
    page: pageNumberOf(search),
  };
}

function searchOf(filters: CouponFilters): Record<string, string> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
}

/**
 * /backoffice/coupons (admins, issue 15 Deliver 4): every coupon, newest first, searched by code and filtered by
 * what it is now (active, not started, expired, used up, disabled), a page at a time.
 */
export function CouponsPage() {
  const { t } = useTranslation();
  const title = t('console-offers.coupons.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const coupons = useConsoleCoupons(filters);
  const show = (next: CouponFilters) => setSearch(searchOf(next), { replace: true });

  // a new page starts at its top: the paginator sits under the list
  const showPage = (page: number) => {
    show({ ...filters, page });
    document.getElementById('coupons-heading')?.focus();
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-offers.coupons.explained')}</p>
      <AdminGate path={path} error={coupons.error}>
        <div className="console-toolbar">
          <ConsoleListSearch
            label={t('console-offers.coupons.search')}
            q={filters.q}
            onSearch={(typed) => show({ ...filters, q: typed, page: 1 })}
            dir="ltr"
          />
          <Link className="button" to="/backoffice/coupons/new">
            {t('console-offers.coupons.new')}
          </Link>
        </div>
        <StepFilter<CouponState>
          name="coupon-state"
          options={[null, ...couponStates]}
          value={filters.state}
          onChange={(state) => show({ ...filters, state, page: 1 })}
          label={(state) => t(`console-offers.states.${state ?? 'all'}`)}
        />
        <section aria-labelledby="coupons-heading" aria-busy={coupons.isFetching}>
          <h2 id="coupons-heading" className="review__heading" tabIndex={-1}>
            {coupons.isPending
              ? t('console-offers.coupons.loading')
              : t('console-offers.coupons.count', { count: coupons.data?.total ?? 0 })}
          </h2>
          {coupons.data?.total === 0 && <p className="empty-state">{t('console-offers.coupons.none')}</p>}
          <ul className="offer-list">
            {coupons.data?.data.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
          {coupons.data && coupons.data.total > 0 && (
            <Pagination page={filters.page} perPage={couponsPerPage} total={coupons.data.total} onPage={showPage} />
          )}
        </section>
      </AdminGate>
    </div>
  );
}
