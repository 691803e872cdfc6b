import { packageStates, type ConsolePackageRow, type PackageState } from '@portal/contract/console-packages';
import { useRef, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { resizedImage } from '../../../lib/images.ts';
import { pageNumberOf, positiveWhole } from '../../../lib/search-params.ts';
import { useConsolePackages, usePackageChoices } from '../api/packages.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { BilingualName } from '../components/bilingual-name.tsx';

const path = '/backoffice/packages';
const packagesPerPage = 25;

const stateOf = (value: string | null): PackageState | null => packageStates.find((state) => state === value) ?? null;

/**
 * /backoffice/packages (admins, issue 15 Deliver 1): every package, on sale or not, by position, searched and
 * filtered on the server (name in either language, destination, state), a page at a time.
 */
export function PackagesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('console-packages.list.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const destinationId = positiveWhole(search.get('destination'));
  const state = stateOf(search.get('state'));
  const page = pageNumberOf(search);
  const list = useConsolePackages({ q, destinationId, state, page, perPage: packagesPerPage });
  const choices = usePackageChoices();
  const total = list.data?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const filtersOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const entries = (['q', 'destination', 'state'] as const)
      .map((key) => [key, String(data.get(key) ?? '').trim()] as const)
      .filter(([, value]) => value);
    return Object.fromEntries(entries);
  };
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(filtersOf(event.currentTarget), { replace: true });
  };
  // a new page starts at its top: the paginator sits under the list, so the reader is taken back to the heading
  const showPage = (next: number) => {
    const kept = Object.fromEntries([...search.entries()].filter(([key]) => key !== 'page'));
    setSearch({ ...kept, ...(next > 1 ? { page: String(next) } : {}) });
    headingRef.current?.focus();
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-packages.list.explained')}</p>
      <AdminGate path={path} error={list.error ?? choices.error}>
        <div className="console-toolbar">
          <form role="search" className="package-filters" onSubmit={onFilter} key={search.toString()}>
            <div className="form-field">
              <label className="form-field__label" htmlFor="packages-q">
                {t('console-packages.list.search')}
              </label>
              <input id="packages-q" name="q" type="search" className="form-field__input" defaultValue={q} maxLength={200} />
            </div>
            <div className="form-field">
              <label className="form-field__label" htmlFor="packages-destination">
                {t('console-packages.list.destination')}
              </label>
              <select
                id="packages-destination"
                name="destination"
                className="form-field__input"
                defaultValue={destinationId ?? ''}
              >
                <option value="">{t('console-packages.list.all_destinations')}</option>
                {choices.data?.destinations.map((d) => (
                  <option key={d.id} value={d.id}>
                    {language === 'ae' ? d.arabic_name : d.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label className="form-field__label" htmlFor="packages-state">
                {t('console-packages.list.state')}
              </label>
              <select id="packages-state" name="state" className="form-field__input" defaultValue={state ?? ''}>
                <option value="">{t('console-packages.list.all_states')}</option>
                {packageStates.map((s) => (
                  <option key={s} value={s}>
                    {t(`console-packages.states.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--plain">
              {t('console-packages.list.apply')}
            </button>
          </form>
          <Link className="button" to="/backoffice/packages/new">
            {t('console-packages.list.new')}
          </Link>
        </div>
        <section aria-labelledby="packages-heading" aria-busy={list.isFetching}>
          <h2 id="packages-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {list.isPending ? t('console-packages.list.loading') : t('console-packages.list.count', { count: total })}
          </h2>
          {list.data?.data.length === 0 && <p className="empty-state">{t('console-packages.list.none')}</p>}
          <ul className="package-rows">
            {list.data?.data.map((row) => (
              <PackageRowCard key={row.id} row={row} />
            ))}
          </ul>
          {total > 0 && <Pagination page={page} perPage={packagesPerPage} total={total} onPage={showPage} />}
        </section>
      </AdminGate>
    </div>
  );
}

/** The states a package is in, as badges: on sale, or each reason it is not. */
function statesOf(row: ConsolePackageRow): ('enabled' | 'switched_off' | 'bookings_off' | 'hidden')[] {
  const states: ('enabled' | 'switched_off' | 'bookings_off' | 'hidden')[] = [];
  if (row.enable === 0) states.push('switched_off');
  if (row.disabled === 1) states.push('bookings_off');
  if (row.hide === 1) states.push('hidden');
  return states.length > 0 ? states : ['enabled'];
}

/** One package: picture, both names, destination, adult price, position and state, with a link to edit it. */
function PackageRowCard({ row }: { row: ConsolePackageRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="package-row">
      {row.img ? (
        <img className="package-row__image" alt="" loading="lazy" src={resizedImage(row.img, 160, 120)} />
      ) : (
        <span className="package-row__image package-row__image--none" aria-hidden="true" />
      )}
      <div className="package-row__body">
        {/* the name in the other language beside it, as visitors of that language read it */}
        <BilingualName
          as="h3"
          className="package-row__name"
          otherClassName="package-row__other-name"
          to={`/backoffice/packages/${row.id}`}
          en={row.package_name}
          ae={row.arabic_name}
        />
        <dl className="package-row__facts">
          <dt>{t('console-packages.list.destination')}</dt>
          <dd>{language === 'ae' ? row.destination_arabic_name : row.destination_name}</dd>
          <dt>{t('console-packages.fields.adult_price')}</dt>
          <dd>
            {row.adult_price === null ? (
              t('console-packages.list.no_price')
            ) : (
              <bdi dir="ltr">{formatAed(row.adult_price, language)}</bdi>
            )}
          </dd>
          <dt>{t('console-packages.fields.position')}</dt>
          <dd>{row.position}</dd>
        </dl>
        <ul className="package-row__states" aria-label={t('console-packages.list.state')}>
          {statesOf(row).map((s) => (
            <li key={s} className={`package-state package-state--${s}`}>
              {t(`console-packages.badges.${s}`)}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
