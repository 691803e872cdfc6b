import { formatDate, formatLongDate } from '@portal/domain/date-format';
import type { ConsoleToday, MoneyPeriod, VisitSlot } from '@portal/contract/console-home';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import type { Language } from '../../../lib/language.ts';
import { localized } from '../../../lib/localized.ts';
import { signInPath, useSignedIn } from '../../../lib/session.ts';
// the console's shared rules (page frame, tables that turn into cards on a phone), then this page's own
import '../shared/console-styles.css';
import './console-home.css';
import { useConsoleToday } from './api/get-console-today.ts';
import { useGiftCardOwed } from './api/get-gift-card-liability.ts';
import { compareWith, shareTaken } from './today-figures.ts';

const path = '/backoffice';

/**
 * /backoffice, the console home: the day at a glance. Each figure is a link to the list that shows its
 * rows; the visits of today and the coming week are a table, each row opening its attendee list. The
 * server decides what a moderator sees (no money, capacity or stock figures), so the page shows what it gets.
 */
export function ConsoleHomePage() {
  const { t } = useTranslation();
  const title = t('console-home.title');
  useDocumentTitle(title);
  const signedIn = useSignedIn();
  const today = useConsoleToday();

  return (
    <div className="page container backoffice console console-home">
      <h1 className="page__title">{title}</h1>
      {!signedIn ? (
        <div className="empty-state">
          <p>{t('errors.login_required')}</p>
          <Link className="button" to={signInPath(path)}>
            {t('common.nav.sign_in')}
          </Link>
        </div>
      ) : today.error ? (
        <TodayProblem error={today.error} onRetry={() => void today.refetch()} />
      ) : today.data ? (
        <TodayFigures data={today.data} />
      ) : (
        <p role="status" className="console-home__loading">
          {t('console-home.loading')}
        </p>
      )}
    </div>
  );
}

function TodayProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ActionError && error.failure.code === 'forbidden') {
    return <p className="empty-state">{t('backoffice.not_operator')}</p>;
  }
  return (
    <div className="form-error" role="alert">
      <p>{t('console-home.problem', { reason: errorMessageOf(error) })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('console-home.retry')}
      </button>
    </div>
  );
}

function TodayFigures({ data }: { data: ConsoleToday }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { visits, check_ins: checkIns, work } = data;
  const nearlyFull = visits.slots.filter((slot) => slot.nearly_full === 1);
  return (
    <>
      <p className="console-home__day">{t('console-home.day', { date: formatLongDate(data.today, language) })}</p>

      <FigureGroup id="visits-figures" title={t('console-home.groups.visits')}>
        <Figure to={visits.today.path} figure={visits.today.bookings} label={t('console-home.figures.visits_today')}>
          {t('console-home.people', { count: visits.today.attendees })}
        </Figure>
        <Figure to={visits.coming.path} figure={visits.coming.bookings} label={t('console-home.figures.visits_coming')}>
          {t('console-home.people', { count: visits.coming.attendees })}
        </Figure>
        <Figure
          to={checkIns.path}
          figure={checkIns.checked_in}
          label={t('console-home.figures.check_ins', { expected: checkIns.expected })}
        />
        {data.nearly_full && (
          <Figure
            to="#nearly-full"
            figure={data.nearly_full.count}
            label={t('console-home.figures.nearly_full', { percent: data.nearly_full.percent })}
          />
        )}
      </FigureGroup>

      <FigureGroup id="work-figures" title={t('console-home.groups.work')}>
        {(Object.keys(work) as (keyof typeof work)[]).map((key) => {
          const shown = work[key];
          return shown && <Figure key={key} to={shown.path} figure={shown.count} label={t(`console-home.figures.${key}`)} />;
        })}
        {data.low_stock && (
          <Figure
            to={data.low_stock.path}
            figure={data.low_stock.count}
            label={t('console-home.figures.low_stock', { units: data.low_stock.units })}
          />
        )}
      </FigureGroup>

      {data.money && <MoneyFigures money={data.money} language={language} />}

      <section aria-labelledby="visits-heading" className="console-home__section">
        <h2 id="visits-heading" className="review__heading">
          {t('console-home.visits.title')}
        </h2>
        {visits.slots.length === 0 ? (
          <p className="empty-state">{t('console-home.visits.none')}</p>
        ) : (
          <VisitTable slots={visits.slots} caption={t('console-home.visits.caption')} />
        )}
      </section>

      {data.nearly_full && (
        <section aria-labelledby="nearly-full" className="console-home__section">
          <h2 id="nearly-full" className="review__heading" tabIndex={-1}>
            {t('console-home.nearly_full.title', { percent: data.nearly_full.percent })}
          </h2>
          {nearlyFull.length === 0 ? (
            <p className="empty-state">{t('console-home.nearly_full.none')}</p>
          ) : (
            <VisitTable slots={nearlyFull} caption={t('console-home.nearly_full.caption')} withCapacityLinks />
          )}
        </section>
      )}
    </>
  );
}

function FigureGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="console-home__section">
      <h2 id={id} className="review__heading">
        {title}
      </h2>
      <ul className="today-cards" role="list">
        {children}
      </ul>
    </section>
  );
}

/** One figure as a card that is a link to its list: the number, what it counts, and a line more when there is one. */
function Figure({ to, figure, label, children }: { to: string; figure: number; label: string; children?: ReactNode }) {
  const content = (
    <>
      <span className="today-card__figure">{figure}</span>
      <span className="today-card__label">{label}</span>
      {children && <span className="today-card__more">{children}</span>}
    </>
  );
  return (
    <li>
      {to.startsWith('#') ? (
        <a className="today-card" href={to}>
          {content}
        </a>
      ) : (
        <Link className="today-card" to={to}>
          {content}
        </Link>
      )}
    </li>
  );
}

const moneyPeriods = ['day', 'week', 'month'] as const;

/** The sales report of a money card's period, by day. */
const salesReportPath = (span: MoneyPeriod['span']) =>
  `/backoffice/reports/sales?${new URLSearchParams({ from: span.from, to: span.to, grain: 'day' }).toString()}`;

/** The ledger's money of today, this week and this month, each worded against the period before; each opens its sales report. */
function MoneyFigures({ money, language }: { money: NonNullable<ConsoleToday['money']>; language: Language }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="money-figures" className="console-home__section">
      <h2 id="money-figures" className="review__heading">
        {t('console-home.groups.money')}
      </h2>
      <p className="console-home__note">{t('console-home.money.explained')}</p>
      <ul className="today-cards today-cards--money" role="list">
        {moneyPeriods.map((period) => (
          <li key={period} className="today-card today-card--static">
            <h3 className="today-card__label">
              <Link to={salesReportPath(money[period].span)}>{t(`console-home.money.${period}`)}</Link>
            </h3>
            <MoneyLine period={money[period]} periodKey={period} field="revenue" language={language} />
            <MoneyLine period={money[period]} periodKey={period} field="refunds" language={language} />
          </li>
        ))}
        <GiftCardOwed language={language} />
      </ul>
    </section>
  );
}

/** The outstanding balance of live gift cards, a liability; it opens the gift cards page. Nothing while unknown. */
function GiftCardOwed({ language }: { language: Language }) {
  const { t } = useTranslation();
  const owed = useGiftCardOwed(true);
  if (!owed.data) return null;
  return (
    <li className="today-card today-card--static">
      <h3 className="today-card__label">
        <Link to="/backoffice/gift-cards">{t('console-home.money.gift_cards')}</Link>
      </h3>
      <p className="today-card__money">
        <bdi className="today-card__amount" data-testid="home-gift-card-owed">
          {formatAed(owed.data.outstanding, language)}
        </bdi>
        <span className="today-card__more">{t('console-home.money.gift_cards_live', { count: owed.data.live_cards })}</span>
      </p>
    </li>
  );
}

function MoneyLine({
  period,
  periodKey,
  field,
  language,
}: {
  period: MoneyPeriod;
  periodKey: (typeof moneyPeriods)[number];
  field: 'revenue' | 'refunds';
  language: Language;
}) {
  const { t } = useTranslation();
  const comparison = compareWith(period.current[field], period.previous[field]);
  const before = t(`console-home.money.before.${periodKey}`);
  const compared =
    comparison.kind === 'up' || comparison.kind === 'down'
      ? comparison.percent === 0
        ? t(`console-home.money.${comparison.kind}_slightly`, { before })
        : t(`console-home.money.${comparison.kind}`, { percent: comparison.percent, before })
      : t(`console-home.money.${comparison.kind}`, { before, amount: formatAed(period.previous[field], language) });
  return (
    <p className="today-card__money">
      <span className="today-card__money-name">{t(`console-home.money.${field}`)}</span>{' '}
      <bdi className="today-card__amount">{formatAed(period.current[field], language)}</bdi>
      <span className={`today-card__more today-card__trend--${comparison.kind}`}>{compared}</span>
    </p>
  );
}

/** Visits by date, slot and package: booked people against the slot's capacity; each row opens its attendee list. */
function VisitTable({
  slots,
  caption,
  withCapacityLinks = false,
}: {
  slots: VisitSlot[];
  caption: string;
  withCapacityLinks?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (key: string) => t(`console-home.visits.columns.${key}`);
  const columns = ['date', 'slot', 'package', 'bookings', 'taken'] as const;
  return (
    <table className="booking-table visit-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {label(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {slots.map((slot) => {
          const share = shareTaken(slot.taken, slot.capacity);
          return (
            <tr key={`${slot.date}-${slot.package_id}-${slot.time_slot_id ?? 'day'}`}>
              <Cell label={label('date')}>{formatDate(slot.date)}</Cell>
              <Cell label={label('slot')}>
                {slot.time_slot ? <bdi dir="ltr">{slot.time_slot}</bdi> : t('console-home.visits.whole_day')}
              </Cell>
              <Cell label={label('package')}>
                <Link to={slot.path}>{localized(slot, 'package_name', language)}</Link>
                {withCapacityLinks && slot.availability_path && (
                  <span className="booking-table__sub">
                    <Link to={slot.availability_path}>{t('console-home.nearly_full.change')}</Link>
                  </span>
                )}
              </Cell>
              <Cell label={label('bookings')}>
                {slot.bookings}
                <span className="booking-table__sub">{t('console-home.people', { count: slot.attendees })}</span>
              </Cell>
              <Cell label={label('taken')}>
                {slot.capacity === null
                  ? t('console-home.visits.taken_unlimited', { taken: slot.taken })
                  : t('console-home.visits.taken_of', { taken: slot.taken, capacity: slot.capacity })}
                {share !== null && (
                  <span className="booking-table__sub">
                    {t('console-home.visits.share', { percent: share })}
                    {slot.nearly_full === 1 && (
                      <>
                        {' · '}
                        <strong className="visit-table__full">{t('console-home.visits.nearly_full')}</strong>
                      </>
                    )}
                  </span>
                )}
              </Cell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A cell that carries its column's name for the card a row becomes on a phone (console-bookings.css). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label}>
      <div className="booking-table__cell">{children}</div>
    </td>
  );
}
