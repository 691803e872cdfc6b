import { packageSetupProblemText, type PackageSetupProblem } from '@portal/domain/booking/index';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';

/**
 * "Could it be booked as configured?" while the admin types: the booking rules' verdict on the form as it
 * stands (packages/domain package-setup.ts), the same the server applies when it saves.
 */
type PackageSetupStatusProps = {
  problems: readonly PackageSetupProblem[];
  /** whether any of them stops the save (packages/domain blockingSetupProblems) */
  blocking: boolean;
  onSale: boolean;
};

export function PackageSetupStatus({ problems, blocking, onSale }: PackageSetupStatusProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (problems.length === 0) {
    return (
      <div className="package-status package-status--ok" role="status">
        <p>{t('console-packages.status.ok')}</p>
      </div>
    );
  }
  return (
    <div className="package-status package-status--problems" role="status">
      <p className="package-status__title">{t('console-packages.status.problems', { count: problems.length })}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field}-${problem.code}`}>
            <strong>{t(`console-packages.fields.${problem.field}`)}</strong>: {packageSetupProblemText(problem, language)}
          </li>
        ))}
      </ul>
      <p>
        {blocking
          ? t('console-packages.status.refused')
          : onSale
            ? t('console-packages.status.unchanged')
            : t('console-packages.status.warning')}
      </p>
    </div>
  );
}
