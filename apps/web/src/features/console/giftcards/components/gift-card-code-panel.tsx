import { useEffect, useId, useRef } from 'react';
import { Link } from '../../../../components/link.tsx';
import { copyText } from '../../../../lib/clipboard.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';

/**
 * A newly issued card's code, the one time it is shown (only its hash and last four are kept, decision 068):
 * the code, a copy button, the warning, the way to the card. Focus comes to the panel so the warning is read first.
 */
export function GiftCardCodePanel({ id, code, onAnother }: { id: number; code: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const codeId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => panelRef.current?.focus(), []);

  const copy = async () => {
    if (await copyText(code)) showToast('success', t('console-gift-cards.code.copied'), { id: 'gift-card-code-copied' });
    else showToast('error', t('console-gift-cards.code.copy_failed'), { id: 'gift-card-code-copy-failed' });
  };

  return (
    <section className="gift-code" aria-labelledby={headingId} ref={panelRef} tabIndex={-1}>
      <h2 id={headingId} className="review__heading">
        {t('console-gift-cards.code.heading')}
      </h2>
      <p className="gift-code__warning" role="alert">
        {t('console-gift-cards.code.warning')}
      </p>
      <label className="form-field__label" htmlFor={codeId}>
        {t('console-gift-cards.code.label')}
      </label>
      <input
        id={codeId}
        className="form-field__input gift-code__value"
        readOnly
        value={code}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.target.select()}
      />
      <div className="gift-code__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('console-gift-cards.code.copy')}
        </button>
        <Link className="button button--plain" to={`/backoffice/gift-cards/${id}`}>
          {t('console-gift-cards.code.open')}
        </Link>
        <button type="button" className="button button--plain" onClick={onAnother}>
          {t('console-gift-cards.code.another')}
        </button>
      </div>
    </section>
  );
}
