import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSignedIn } from '../../../lib/session.ts';
import '../shared/console-styles.css';
import './console-reports.css';
import { DownloadButtons } from './download-buttons.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { RangeForm } from './range-form.tsx';
import { rangeOf, reportNames, searchOf } from './report-range.ts';

const path = '/backoffice/reports';

/**
 * /backoffice/reports: the reports, each a link carrying the range chosen here, and the ledger's rows of that
 * range for accountants, as CSV or Excel.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const title = t('console-reports.title');
  useDocumentTitle(title);
  const signedIn = useSignedIn();
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search, new Date());
  const query = searchOf(range).toString();
  return (
    <div className="page container backoffice console console-reports">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-reports.explained')}</p>
      {!signedIn ? (
        <SignInPrompt path={path} />
      ) : (
        <>
          <RangeForm key={query} initial={range} refused={{}} onShow={(next) => setSearch(searchOf(next))} />
          <ul className="report-list" role="list">
            {reportNames.map((name) => (
              <li key={name} className="report-list__item">
                <h2 className="report-list__title">
                  <Link to={`${path}/${name}?${query}`}>{t(`console-reports.reports.${name}.title`)}</Link>
                </h2>
                <p>{t(`console-reports.reports.${name}.about`)}</p>
              </li>
            ))}
            <li className="report-list__item">
              <h2 className="report-list__title" id="ledger-title">
                {t('console-reports.ledger.title')}
              </h2>
              <p>{t('console-reports.ledger.about')}</p>
              <DownloadButtons file="ledger" range={range} label={t('console-reports.ledger.title')} />
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
