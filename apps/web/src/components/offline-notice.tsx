import { formatDateTime } from '@portal/domain/date-format';
import { useTranslation } from '../lib/i18n.ts';
import { useSavedCopyTime } from '../lib/offline-copies.ts';

/** Says that the page shows the copy saved on this device (lib/offline-copies.ts), and from when; nothing online. */
export function SavedCopyNotice({ copyKey }: { copyKey: string }) {
  const { t } = useTranslation();
  const savedAt = useSavedCopyTime(copyKey);
  if (savedAt === null) return null;
  return (
    <p className="offline-notice" role="status">
      <span className="offline-notice__title">{t('offline.saved_copy_title')}</span>{' '}
      {t('offline.saved_copy', { date: formatDateTime(savedAt) })}
    </p>
  );
}

/** A page that was never opened on this device while online, opened offline: it cannot be shown yet. */
export function NeedsConnection({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="offline-notice offline-notice--missing" role="alert">
      <p className="offline-notice__title">{t('offline.needs_connection_title')}</p>
      <p>{t('offline.needs_connection')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.states.retry')}
      </button>
    </div>
  );
}
