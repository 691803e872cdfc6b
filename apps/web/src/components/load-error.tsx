import { useTranslation } from '../lib/i18n.ts';

/** What a section shows when its data failed to load: why, and a way to try again. */
export function LoadError({ message, detail, onRetry }: { message: string; detail?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <p className="load-error__message">{message}</p>
      {detail && <p className="load-error__detail">{detail}</p>}
      <button type="button" className="button" onClick={onRetry}>
        {t('common.states.retry')}
      </button>
    </div>
  );
}
