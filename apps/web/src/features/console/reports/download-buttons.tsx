import type { ReportFile, ReportRange } from '@portal/contract/console-reports';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { downloadReportFile } from './api/get-report.ts';

/** CSV and Excel downloads of a report (or of the ledger) for a range; a failure is said beside the buttons. */
export function DownloadButtons({ file, range, label }: { file: ReportFile; range: ReportRange; label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = (format: 'csv' | 'xlsx') => {
    setBusy(true);
    setProblem(null);
    downloadReportFile(file, format, range, language)
      .catch((error: unknown) => setProblem(t('console-reports.download.failed', { reason: errorMessageOf(error) })))
      .finally(() => setBusy(false));
  };
  return (
    <div className="report-downloads" role="group" aria-label={label}>
      <button type="button" className="button button--plain" disabled={busy} onClick={() => download('csv')}>
        {t('console-reports.download.csv')}
      </button>
      <button type="button" className="button button--plain" disabled={busy} onClick={() => download('xlsx')}>
        {t('console-reports.download.xlsx')}
      </button>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
