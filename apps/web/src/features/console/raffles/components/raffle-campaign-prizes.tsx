import { useTranslation } from '../../../../lib/i18n.ts';

type RaffleCampaignPrizesProps = {
  /** AED by rank, as typed */
  prizes: string[];
  onChange: (prizes: string[]) => void;
  error?: string | null | undefined;
  /** why the prizes cannot change now, or null */
  locked: string | null;
};

/** The prizes by rank, first prize first: each an AED amount, added, removed and moved up or down. */
export function RaffleCampaignPrizes({ prizes, onChange, error, locked }: RaffleCampaignPrizesProps) {
  const { t } = useTranslation();
  const errorId = 'raffle-prizes-error';
  const move = (from: number, to: number) => {
    const next = [...prizes];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset className="campaign-list-editor" disabled={locked !== null} aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{t('console-campaigns.fields.prizes')}</legend>
      {locked && <p className="form-field__hint">{locked}</p>}
      <ol className="campaign-list-editor__rows">
        {prizes.map((prize, i) => (
          <li key={i} className="campaign-list-editor__row">
            <label className="campaign-list-editor__label">
              <span>{t('console-campaigns.raffle.prize_rank', { rank: i + 1 })}</span>
              <input
                className="form-field__input campaign-list-editor__amount"
                value={prize}
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange(prizes.map((old, j) => (j === i ? event.target.value : old)))}
              />
            </label>
            <div className="campaign-list-editor__tools">
              <button
                type="button"
                className="button button--plain"
                disabled={i === 0}
                aria-label={t('console-campaigns.raffle.prize_up', { rank: i + 1 })}
                onClick={() => move(i, i - 1)}
              >
                {t('console-campaigns.up')}
              </button>
              <button
                type="button"
                className="button button--plain"
                disabled={i === prizes.length - 1}
                aria-label={t('console-campaigns.raffle.prize_down', { rank: i + 1 })}
                onClick={() => move(i, i + 1)}
              >
                {t('console-campaigns.down')}
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={t('console-campaigns.raffle.prize_remove', { rank: i + 1 })}
                onClick={() => onChange(prizes.filter((_, j) => j !== i))}
              >
                {t('console-campaigns.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--plain" onClick={() => onChange([...prizes, ''])}>
        {t('console-campaigns.raffle.prize_add')}
      </button>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
