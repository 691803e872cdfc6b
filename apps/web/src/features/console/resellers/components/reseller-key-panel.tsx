import { useEffect, useId, useRef } from 'react';
import { copyText } from '../../../../lib/clipboard.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';

/**
 * A reseller's API key, the one time it is shown (after create or rotate): the key, a copy button and the
 * warning that it cannot be shown again (only its hash is kept, decision 061). Focus comes to the panel so
 * a screen reader reads the warning first.
 */
export function ResellerKeyPanel({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const keyId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => panelRef.current?.focus(), []);

  const copy = async () => {
    if (await copyText(apiKey)) showToast('success', t('console-resellers.key.copied'), { id: 'reseller-key-copied' });
    else showToast('error', t('console-resellers.key.copy_failed'), { id: 'reseller-key-copy-failed' });
  };

  return (
    <section className="reseller-key" aria-labelledby={headingId} ref={panelRef} tabIndex={-1}>
      <h2 id={headingId} className="review__heading">
        {t('console-resellers.key.heading')}
      </h2>
      <p className="reseller-key__warning" role="alert">
        {t('console-resellers.key.warning')}
      </p>
      <label className="form-field__label" htmlFor={keyId}>
        {t('console-resellers.key.label')}
      </label>
      {/* a text area, so the whole key wraps into view on a phone */}
      <textarea
        id={keyId}
        className="form-field__input reseller-key__value"
        readOnly
        rows={2}
        value={apiKey}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.target.select()}
      />
      <p className="form-field__hint">{t('console-resellers.key.usage')}</p>
      <div className="reseller-key__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('console-resellers.key.copy')}
        </button>
        <button type="button" className="button button--plain" onClick={onDone}>
          {t('console-resellers.key.done')}
        </button>
      </div>
    </section>
  );
}
