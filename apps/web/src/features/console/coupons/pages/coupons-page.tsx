import { couponStates, type CouponState } from '@portal/contract/console-offers';
import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, useStateListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { couponsPerPage, useConsoleCoupons } from '../api/coupons.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { CouponCard } from '../components/coupon-card.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const path = '/backoffice/coupons';

/**
 * /backoffice/coupons (admins, decision 035): every coupon, newest first, searched by code and filtered by
 * what it is now (active, not started, expired, used up, disabled), a page at a time.
 */
export function CouponsPage() {
  const { t } = useTranslation();
  const title = t('console-offers.coupons.title');
  useDocumentTitle(title);
  const { filters, show, showPage } = useStateListView(couponStates, 'coupons-heading');
  const coupons = useConsoleCoupons(filters);

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-offers.coupons.explained')}</p>
      <AdminGate path={path} error={coupons.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console-offers.coupons.search')} q={filters.q} onSearch={(q) => show({ q })} dir="ltr" />
          <Link className="button" to="/backoffice/coupons/new">
            {t('console-offers.coupons.new')}
          </Link>
        </div>
        <StepFilter<CouponState>
          name="coupon-state"
          options={[null, ...couponStates]}
          value={filters.state}
          onChange={(state) => show({ state })}
          label={(state) => t(`console-offers.states.${state ?? 'all'}`)}
        />
        <ConsoleList
          headingId="coupons-heading"
          heading={listHeading(t, 'console-offers.coupons', coupons)}
          query={coupons}
          page={filters.page}
          perPage={couponsPerPage}
          onPage={showPage}
          empty={t('console-offers.coupons.none')}
          listClassName="offer-list"
          row={(coupon) => <CouponCard key={coupon.id} coupon={coupon} />}
        />
      </AdminGate>
    </div>
  );
}
