import { voucherOfferStates } from '@portal/contract/console-offers';
import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, useStateListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useVoucherOffers, voucherOffersPerPage, type VoucherOfferState } from '../api/voucher-offers.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';
import { VoucherOfferCard } from '../components/voucher-offer-card.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const path = '/backoffice/voucher-offers';

/**
 * /backoffice/voucher-offers (admins, decision 035): the vouchers visitors see on the voucher pages and
 * the home page's Top Offers, in their order, searched and filtered, a page at a time. Redeeming a code at
 * the counter is the moderators' /backoffice/vouchers.
 */
export function VoucherOffersPage() {
  const { t } = useTranslation();
  const title = t('console-offers.offers.title');
  useDocumentTitle(title);
  const { filters, show, showPage } = useStateListView(voucherOfferStates, 'offers-heading');
  const offers = useVoucherOffers(filters);

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>
        {t('console-offers.offers.explained')} <Link to="/backoffice/vouchers">{t('console-offers.offers.counter_link')}</Link>
      </p>
      <AdminGate path={path} error={offers.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console-offers.offers.search')} q={filters.q} onSearch={(q) => show({ q })} />
          <Link className="button" to="/backoffice/voucher-offers/new">
            {t('console-offers.offers.new')}
          </Link>
        </div>
        <StepFilter<VoucherOfferState>
          name="offer-state"
          options={[null, ...voucherOfferStates]}
          value={filters.state}
          onChange={(state) => show({ state })}
          label={(state) => t(`console-offers.offer_filters.${state ?? 'all'}`)}
        />
        <ConsoleList
          headingId="offers-heading"
          heading={listHeading(t, 'console-offers.offers', offers)}
          query={offers}
          page={filters.page}
          perPage={voucherOffersPerPage}
          onPage={showPage}
          empty={t('console-offers.offers.none')}
          listClassName="offer-list"
          row={(offer) => <VoucherOfferCard key={offer.id} offer={offer} />}
        />
      </AdminGate>
    </div>
  );
}
