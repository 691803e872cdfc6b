import { formatDate } from '@portal/domain/date-format';
import type { ReportRange } from '@portal/contract/console-reports';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { ActionError, errorMessageOf, refusedFieldsOf } from '../../../lib/api.ts';
import { useOperatorProfile } from '../../../lib/operator-profile.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import type { Language } from '../../../lib/language.ts';
import { localized } from '../../../lib/localized.ts';
import { useSignedIn } from '../../../lib/session.ts';
import '../shared/console-styles.css';
import './console-reports.css';
import { useReport, type ReportOutputs } from './api/get-report.ts';
import { DownloadButtons } from './download-buttons.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { RangeForm } from './range-form.tsx';
import { ReportChart, type ChartSeries } from './report-chart.tsx';
import { isReportName, rangeOf, searchOf, type ReportName } from './report-range.ts';

const colors = { sales: '#0b5cad', refunds: '#b42318', net: '#1d1b20', taken: '#7a1f3d', paid: '#067647' };

/** /backoffice/reports/<name>?from&to&grain: one report, its range in the address, a chart with its table beside it. */
export function ReportPage() {
  const { t } = useTranslation();
  const { name } = useParams();
  const known = isReportName(name);
  const title = known ? t(`console-reports.reports.${name}.title`) : t('console-reports.title');
  useDocumentTitle(title);
  const signedIn = useSignedIn();
  return (
    <div className="page container backoffice console console-reports">
      <p>
        <Link to="/backoffice/reports">{t('console-reports.back')}</Link>
      </p>
      <h1 className="page__title">{title}</h1>
      {!known ? (
        <p className="empty-state">{t('console-reports.not_found')}</p>
      ) : !signedIn ? (
        <SignInPrompt path={`/backoffice/reports/${name}`} />
      ) : (
        <Report name={name} />
      )}
    </div>
  );
}

function Report({ name }: { name: ReportName }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search, new Date());
  const report = useReport(name, range);
  const refused = refusedFieldsOf(report.error);
  const key = searchOf(range).toString();
  return (
    <>
      <p>{t(`console-reports.reports.${name}.about`)}</p>
      <RangeForm key={key} initial={range} refused={refused} onShow={(next) => setSearch(searchOf(next))} />
      <DownloadButtons file={name} range={range} label={t('console-reports.download.label')} />
      <section aria-busy={report.isFetching} aria-label={t(`console-reports.reports.${name}.title`)}>
        {report.error && Object.keys(refused).length === 0 ? (
          <ReportProblem error={report.error} onRetry={() => void report.refetch()} />
        ) : report.data ? (
          <ReportBody name={name} data={report.data} range={range} />
        ) : report.isPending && !report.error ? (
          <p role="status">{t('console-reports.loading')}</p>
        ) : null}
      </section>
    </>
  );
}

function ReportProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const isOperator = useOperatorProfile().isSuccess;
  if (error instanceof ActionError && error.failure.code === 'forbidden') {
    return <p className="empty-state">{t(isOperator ? 'backoffice.not_for_your_team' : 'backoffice.not_operator')}</p>;
  }
  return (
    <div className="form-error" role="alert">
      <p>{t('console-reports.problem', { reason: errorMessageOf(error) })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('console-reports.retry')}
      </button>
    </div>
  );
}

function ReportBody({ name, data, range }: { name: ReportName; data: ReportOutputs[ReportName]; range: ReportRange }) {
  switch (name) {
    case 'sales':
      return <SalesReport data={data as ReportOutputs['sales']} range={range} />;
    case 'capacity':
      return <CapacityReport data={data as ReportOutputs['capacity']} range={range} />;
    case 'promotions':
      return <PromotionsReport data={data as ReportOutputs['promotions']} range={range} />;
    case 'conversion':
      return <ConversionReport data={data as ReportOutputs['conversion']} range={range} />;
  }
}

/** A column of a report table: its heading, how a row shows in it, and whether it holds a number (aligned to the end). */
type Column<Row> = { key: string; label: string; cell: (row: Row) => ReactNode; number?: boolean };

/** A titled table of rows with an optional total row; wide tables scroll inside their own focusable box. */
function ReportTable<Row>({
  id,
  title,
  columns,
  rows,
  rowKey,
  total,
}: {
  id: string;
  title: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  total?: Row;
}) {
  const { t } = useTranslation();
  return (
    <section className="report-section">
      <h2 id={id} className="review__heading">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="empty-state">{t('console-reports.tables.none')}</p>
      ) : (
        <div className="report-table" role="region" aria-labelledby={id} tabIndex={0}>
          <table>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.number ? 'report-table__number' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.number ? 'report-table__number' : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {total && (
              <tfoot>
                <tr>
                  {columns.map((column, index) => (
                    <td key={column.key} className={column.number ? 'report-table__number' : undefined}>
                      {index === 0 ? t('console-reports.columns.total') : column.number ? column.cell(total) : null}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}

/** A period as people read it: one day, or its first and last day. */
function usePeriodText() {
  const { t } = useTranslation();
  return useCallback(
    (row: { period: string; period_end: string }) =>
      row.period === row.period_end
        ? formatDate(row.period)
        : t('console-reports.period', {
            from: formatDate(row.period),
            to: formatDate(row.period_end),
          }),
    [t],
  );
}

const aedCell = (language: Language) => (amount: number) => <bdi>{formatAed(amount, language)}</bdi>;
const percentText = (value: number | null, language: Language) =>
  value === null ? '—' : `${new Intl.NumberFormat(language === 'ae' ? 'ar-AE-u-nu-latn' : 'en-AE').format(value)}%`;

function useChartSummary(name: ReportName, range: ReportRange) {
  const { t } = useTranslation();
  return t(`console-reports.chart.${name}`, {
    from: formatDate(range.from),
    to: formatDate(range.to),
  });
}

type Period = { period: string; period_end: string };

/**
 * A report's periods: the chart of `series` over them (built from the periods, in the page's language) and the
 * table of the same figures, with a last row of the range's totals when given.
 */
function PeriodsView<Row extends Period>({
  name,
  range,
  periods,
  series,
  format,
  columns,
  total,
}: {
  name: ReportName;
  range: ReportRange;
  periods: Row[];
  series: (periods: Row[]) => ChartSeries[];
  format: (value: number) => string;
  columns: Column<Row>[];
  total?: Row;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const periodText = usePeriodText();
  const labels = useMemo(() => periods.map(periodText), [periods, periodText]);
  // the series' labels are texts of the page's language: built again when the periods or the language change
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const drawn = useMemo(() => series(periods), [periods, language]);
  return (
    <>
      <ReportChart labels={labels} series={drawn} summary={useChartSummary(name, range)} language={language} format={format} />
      <ReportTable
        id={`${name}-periods`}
        title={t('console-reports.tables.periods')}
        columns={[{ key: 'period', label: t('console-reports.columns.period'), cell: periodText }, ...columns]}
        rows={periods}
        rowKey={(row) => row.period}
        total={total}
      />
    </>
  );
}

function SalesReport({ data, range }: { data: ReportOutputs['sales']; range: ReportRange }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (key: string) => t(`console-reports.columns.${key}`);
  const aed = aedCell(language);
  const format = useCallback((value: number) => formatAed(value, language), [language]);
  type Money = { sales: number; refunds: number; net: number };
  const money: Column<Money>[] = [
    { key: 'sales', label: label('sales'), cell: (row) => aed(row.sales), number: true },
    { key: 'refunds', label: label('refunds'), cell: (row) => aed(row.refunds), number: true },
    { key: 'net', label: label('net'), cell: (row) => aed(row.net), number: true },
  ];
  const thing = (key: 'destination' | 'package' | 'product'): Column<ReportOutputs['sales']['by_package'][number]> => ({
    key,
    label: label(key),
    cell: (row) => localized(row, 'name', language),
  });
  return (
    <>
      <PeriodsView
        name="sales"
        range={range}
        periods={data.periods}
        series={(periods) => [
          { label: label('sales'), values: periods.map((p) => p.sales), kind: 'bar', color: colors.sales },
          { label: label('refunds'), values: periods.map((p) => p.refunds), kind: 'bar', color: colors.refunds },
          { label: label('net'), values: periods.map((p) => p.net), kind: 'line', color: colors.net },
        ]}
        format={format}
        columns={money}
        total={{ ...data.totals, period: '', period_end: '' }}
      />
      {(['destination', 'package', 'product'] as const).map((key) => (
        <ReportTable
          key={key}
          id={`sales-by-${key}`}
          title={t(`console-reports.tables.by_${key}`)}
          columns={[thing(key), ...money]}
          rows={data[`by_${key}`]}
          rowKey={(row) => String(row.id)}
        />
      ))}
      <ReportTable
        id="sales-by-channel"
        title={t('console-reports.tables.by_channel')}
        columns={[
          {
            key: 'channel',
            label: label('channel'),
            cell: (row) => (row.channel ? <bdi>{row.channel}</bdi> : label('no_channel')),
          },
          ...money,
        ]}
        rows={data.by_channel}
        rowKey={(row) => row.channel}
      />
    </>
  );
}

function CapacityReport({ data, range }: { data: ReportOutputs['capacity']; range: ReportRange }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (key: string) => t(`console-reports.columns.${key}`);
  const format = useCallback((value: number) => percentText(value, language), [language]);
  const count = (value: number | null) => (value === null ? label('unlimited') : value);
  return (
    <>
      <PeriodsView
        name="capacity"
        range={range}
        periods={data.periods}
        series={(periods) => [
          { label: label('percent'), values: periods.map((p) => p.percent ?? 0), kind: 'bar', color: colors.taken },
        ]}
        format={format}
        columns={[
          { key: 'capacity', label: label('capacity'), cell: (row) => row.capacity, number: true },
          { key: 'taken', label: label('taken'), cell: (row) => row.taken, number: true },
          { key: 'percent', label: label('percent'), cell: (row) => percentText(row.percent, language), number: true },
        ]}
      />
      <ReportTable
        id="capacity-slots"
        title={t('console-reports.tables.slots')}
        columns={[
          { key: 'package', label: label('package'), cell: (row) => localized(row, 'package_name', language) },
          { key: 'slot', label: label('slot'), cell: (row) => <bdi>{row.time_slot}</bdi> },
          { key: 'dates', label: label('dates'), cell: (row) => row.dates, number: true },
          { key: 'capacity', label: label('capacity'), cell: (row) => count(row.capacity), number: true },
          { key: 'taken', label: label('taken'), cell: (row) => row.taken, number: true },
          { key: 'percent', label: label('percent'), cell: (row) => percentText(row.percent, language), number: true },
        ]}
        rows={data.slots}
        rowKey={(row) => String(row.time_slot_id)}
      />
    </>
  );
}

function PromotionsReport({ data, range }: { data: ReportOutputs['promotions']; range: ReportRange }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (key: string) => t(`console-reports.columns.${key}`);
  const aed = aedCell(language);
  const format = useCallback((value: number) => String(value), []);
  const summary = useChartSummary('promotions', range);
  const labels = useMemo(() => data.coupons.map((row) => row.code), [data.coupons]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: label('uses'), values: data.coupons.map((row) => row.uses), kind: 'bar', color: colors.sales }],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data.coupons, language],
  );
  return (
    <>
      {data.coupons.length > 0 && (
        <ReportChart labels={labels} series={series} summary={summary} language={language} format={format} />
      )}
      <ReportTable
        id="promotions-coupons"
        title={t('console-reports.tables.coupons')}
        columns={[
          { key: 'code', label: label('code'), cell: (row) => <bdi>{row.code}</bdi> },
          { key: 'uses', label: label('uses'), cell: (row) => row.uses, number: true },
          { key: 'discount', label: label('discount'), cell: (row) => aed(row.discount), number: true },
          { key: 'sales', label: label('sales'), cell: (row) => aed(row.sales), number: true },
        ]}
        rows={data.coupons}
        rowKey={(row) => String(row.coupon_id)}
      />
      <ReportTable
        id="promotions-vouchers"
        title={t('console-reports.tables.vouchers')}
        columns={[
          { key: 'voucher', label: label('voucher'), cell: (row) => localized(row, 'name', language) },
          { key: 'issued', label: label('issued'), cell: (row) => row.issued, number: true },
          { key: 'redeemed', label: label('redeemed'), cell: (row) => row.redeemed, number: true },
        ]}
        rows={data.vouchers}
        rowKey={(row) => String(row.voucher_id)}
      />
    </>
  );
}

function ConversionReport({ data, range }: { data: ReportOutputs['conversion']; range: ReportRange }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (key: string) => t(`console-reports.columns.${key}`);
  const format = useCallback((value: number) => String(value), []);
  type Figures = ReportOutputs['conversion']['totals'];
  const figures: Column<Figures>[] = [
    { key: 'started', label: label('started'), cell: (row) => row.started, number: true },
    { key: 'paid', label: label('paid'), cell: (row) => row.paid, number: true },
    { key: 'rate', label: label('rate'), cell: (row) => percentText(row.rate, language), number: true },
  ];
  return (
    <>
      <PeriodsView
        name="conversion"
        range={range}
        periods={data.periods}
        series={(periods) => [
          { label: label('started'), values: periods.map((p) => p.started), kind: 'bar', color: colors.sales },
          { label: label('paid'), values: periods.map((p) => p.paid), kind: 'bar', color: colors.paid },
        ]}
        format={format}
        columns={figures}
        total={{ ...data.totals, period: '', period_end: '' }}
      />
      <ReportTable
        id="conversion-kinds"
        title={t('console-reports.tables.by_kind')}
        columns={[{ key: 'kind', label: label('kind'), cell: (row) => t(`console-reports.kinds.${row.kind}`) }, ...figures]}
        rows={data.by_kind}
        rowKey={(row) => row.kind}
      />
    </>
  );
}
