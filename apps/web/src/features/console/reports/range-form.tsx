import { maxReportDays, reportGrains, type ReportRange } from '@portal/contract/console-reports';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The range and grain of a report: what is typed stays until Show; a part the server refused is named at its field. */
export function RangeForm({
  initial,
  refused,
  onShow,
}: {
  initial: ReportRange;
  refused: Record<string, string>;
  onShow: (range: ReportRange) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const problemOf = (field: keyof ReportRange) =>
    field in refused ? t(`console-reports.range.problems.${field}`, { days: maxReportDays }) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow(draft);
  };
  return (
    <form className="report-range" aria-label={t('console-reports.range.label')} onSubmit={submit} noValidate>
      <TextField
        label={t('console-reports.range.from')}
        type="date"
        value={draft.from}
        error={problemOf('from')}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label={t('console-reports.range.to')}
        type="date"
        value={draft.to}
        error={problemOf('to')}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <FormField label={t('console-reports.range.grain')} error={problemOf('grain')}>
        {(control) => (
          <select
            {...control}
            className="form-field__input"
            value={draft.grain}
            onChange={(event) => setDraft({ ...draft, grain: event.target.value as ReportRange['grain'] })}
          >
            {reportGrains.map((grain) => (
              <option key={grain} value={grain}>
                {t(`console-reports.range.grains.${grain}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="report-range__actions">
        <button type="submit" className="button">
          {t('console-reports.range.submit')}
        </button>
      </div>
    </form>
  );
}
