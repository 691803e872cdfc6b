import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, useListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { listSearchParams, pageNumberOf } from '../../../../lib/search-params.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import '../../shared/console-styles.css';
import { giftCardsPerPage, useConsoleGiftCards, type GiftCardFilters } from '../api/gift-cards.ts';
import { GiftCardLiability } from '../components/gift-card-liability.tsx';
import { GiftCardRow } from '../components/gift-card-row.tsx';
import '../gift-cards.css';

const path = '/backoffice/gift-cards';
const readFilters = (search: URLSearchParams): GiftCardFilters => ({ q: search.get('q') ?? '', page: pageNumberOf(search) });
const writeFilters = (filters: GiftCardFilters) => listSearchParams({ ...filters, state: null });

/**
 * /backoffice/gift-cards (admins, decision 068): what is owed on cards, then the cards, newest first, found by
 * a code's last four, the recipient's e-mail or the purchase number; issuing a card and the settings.
 */
export function GiftCardsPage() {
  const { t } = useTranslation();
  const title = t('console-gift-cards.title');
  useDocumentTitle(title);
  const { filters, show, showPage } = useListView(readFilters, writeFilters, 'gift-cards-heading');
  const cards = useConsoleGiftCards(filters);

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-gift-cards.explained')}</p>
      <AdminGate path={path} error={cards.error}>
        <GiftCardLiability />
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console-gift-cards.search')} q={filters.q} onSearch={(q) => show({ q })} />
          <Link className="button" to={`${path}/new`}>
            {t('console-gift-cards.issue.link')}
          </Link>
          <Link className="button button--plain" to={`${path}/settings`}>
            {t('console-gift-cards.settings.link')}
          </Link>
        </div>
        <ConsoleList
          headingId="gift-cards-heading"
          heading={listHeading(t, 'console-gift-cards.list', cards, filters.q)}
          query={cards}
          page={filters.page}
          perPage={giftCardsPerPage}
          onPage={showPage}
          empty={filters.q ? t('console-gift-cards.none_found') : t('console-gift-cards.none')}
          listClassName="offer-list"
          row={(card) => <GiftCardRow key={card.id} card={card} />}
        />
      </AdminGate>
    </div>
  );
}
