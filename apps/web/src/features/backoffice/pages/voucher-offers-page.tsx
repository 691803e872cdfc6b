import { voucherOfferStates } from '@portal/contract/console-offers';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { pageNumberOf } from '../../../lib/search-params.ts';
import {
  useVoucherOffers,
  voucherOffersPerPage,
  type VoucherOfferFilters,
  type VoucherOfferState,
} from '../api/voucher-offers.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { ConsoleListSearch } from '../components/console-list-search.tsx';
import { StepFilter } from '../components/step-filter.tsx';
import { VoucherOfferCard } from '../components/voucher-offer-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const path = '/backoffice/voucher-offers';

/** The list's filters as the address keeps them (?q=&state=&page=). */
function filtersOf(search: URLSearchParams): VoucherOfferFilters {
  const state = search.get('state');
  return {
    q: search.get('q') ?? '',
    state: voucherOfferStates.includes(state as VoucherOfferState) ? (state as VoucherOfferState) : null,
    page: pageNumberOf(search),
  };
}

function searchOf(filters: VoucherOfferFilters): Record<string, string> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
}

/**
 * /backoffice/voucher-offers (admins, issue 15 Deliver 4): the vouchers visitors see on the voucher pages and
 * the home page's Top Offers, in their order, searched and filtered, a page at a time. Redeeming a code at
 * the counter is the moderators' /backoffice/vouchers.
 */
export function VoucherOffersPage() {
  const { t } = useTranslation();
  const title = t('console-offers.offers.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const offers = useVoucherOffers(filters);
  const show = (next: VoucherOfferFilters) => setSearch(searchOf(next), { replace: true });

  const showPage = (page: number) => {
    show({ ...filters, page });
    document.getElementById('offers-heading')?.focus();
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>
        {t('console-offers.offers.explained')} <Link to="/backoffice/vouchers">{t('console-offers.offers.counter_link')}</Link>
      </p>
      <AdminGate path={path} error={offers.error}>
        <div className="console-toolbar">
          <ConsoleListSearch
            label={t('console-offers.offers.search')}
            q={filters.q}
            onSearch={(typed) => show({ ...filters, q: typed, page: 1 })}
          />
          <Link className="button" to="/backoffice/voucher-offers/new">
            {t('console-offers.offers.new')}
          </Link>
        </div>
        <StepFilter<VoucherOfferState>
          name="offer-state"
          options={[null, ...voucherOfferStates]}
          value={filters.state}
          onChange={(state) => show({ ...filters, state, page: 1 })}
          label={(state) => t(`console-offers.offer_filters.${state ?? 'all'}`)}
        />
        <section aria-labelledby="offers-heading" aria-busy={offers.isFetching}>
          <h2 id="offers-heading" className="review__heading" tabIndex={-1}>
            {offers.isPending
              ? t('console-offers.offers.loading')
              : t('console-offers.offers.count', { count: offers.data?.total ?? 0 })}
          </h2>
          {offers.data?.total === 0 && <p className="empty-state">{t('console-offers.offers.none')}</p>}
          <ul className="offer-list">
            {offers.data?.data.map((offer) => (
              <VoucherOfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
          {offers.data && offers.data.total > 0 && (
            <Pagination page={filters.page} perPage={voucherOffersPerPage} total={offers.data.total} onPage={showPage} />
          )}
        </section>
      </AdminGate>
    </div>
  );
}
