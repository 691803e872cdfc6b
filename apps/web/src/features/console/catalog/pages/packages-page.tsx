import { packageStates, type ConsolePackageRow, type PackageState } from '@portal/contract/console-packages';
import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, FilterSelect, useFormListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { positiveWhole } from '../../../../lib/search-params.ts';
import { useConsolePackages, usePackageChoices } from '../api/packages.ts';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';
import { BilingualName } from '../../shared/components/bilingual-name.tsx';

const path = '/backoffice/packages';
const packagesPerPage = 25;

/** the filters the URL keeps, so a filtered page can be shared and survives a reload */
const filterNames = ['q', 'destination', 'state'] as const;
const stateOf = (value: string | null): PackageState | null => packageStates.find((state) => state === value) ?? null;

/**
 * /backoffice/packages (admins, and team members with edit_packages on their destinations: decisions 035, 060):
 * every package, on sale or not, by position, searched and filtered on the server (name in either language,
 * destination, state), a page at a time.
 */
export function PackagesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('console-packages.list.title');
  useDocumentTitle(title);
  const { filters, onFilter, formKey, showPage } = useFormListView(filterNames, 'packages-heading');
  const { q, page } = filters;
  const destinationId = positiveWhole(filters.destination || null);
  const state = stateOf(filters.state);
  const list = useConsolePackages({ q, destinationId, state, page, perPage: packagesPerPage });
  const choices = usePackageChoices();

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-packages.list.explained')}</p>
      <OperatorGate path={path} error={list.error ?? choices.error}>
        <div className="console-toolbar">
          <form role="search" className="package-filters" onSubmit={onFilter} key={formKey}>
            <div className="form-field">
              <label className="form-field__label" htmlFor="packages-q">
                {t('console-packages.list.search')}
              </label>
              <input id="packages-q" name="q" type="search" className="form-field__input" defaultValue={q} maxLength={200} />
            </div>
            <FilterSelect
              id="packages-destination"
              name="destination"
              label={t('console-packages.list.destination')}
              value={destinationId ? String(destinationId) : ''}
              anyLabel={t('console-packages.list.all_destinations')}
              options={(choices.data?.destinations ?? []).map((d) => ({
                value: d.id,
                label: language === 'ae' ? d.arabic_name : d.name,
              }))}
            />
            <FilterSelect
              id="packages-state"
              name="state"
              label={t('console-packages.list.state')}
              value={state ?? ''}
              anyLabel={t('console-packages.list.all_states')}
              options={packageStates.map((s) => ({ value: s, label: t(`console-packages.states.${s}`) }))}
            />
            <button type="submit" className="button button--plain">
              {t('console-packages.list.apply')}
            </button>
          </form>
          <Link className="button" to="/backoffice/packages/new">
            {t('console-packages.list.new')}
          </Link>
        </div>
        <ConsoleList
          headingId="packages-heading"
          heading={listHeading(t, 'console-packages.list', list)}
          query={list}
          page={page}
          perPage={packagesPerPage}
          onPage={showPage}
          empty={t('console-packages.list.none')}
          listClassName="package-rows"
          row={(row) => <PackageRowCard key={row.id} row={row} />}
        />
      </OperatorGate>
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
        <img className="package-row__image" alt="" loading="lazy" src={pictureSrc(row.img, pictures.orderPicture)} />
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
