import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { callAction, errorMessageOf, unwrap } from '../lib/api.ts';
import { formatAed } from '../lib/format.ts';
import { useLanguage, useTranslation } from '../lib/i18n.ts';
import { balanceRefusal, giftCardSplit, type AppliedGiftCard } from '../lib/gift-card.ts';

export { giftCardRefusal, type AppliedGiftCard } from '../lib/gift-card.ts';

type GiftCardFieldProps = {
  /** the purchase's total in AED, which the card pays wholly or in part */
  total: number;
  applied: AppliedGiftCard | null;
  onApply: (card: AppliedGiftCard) => void;
  onRemove: () => void;
  /** the server's refusal of the card at checkout, shown on the field */
  error?: string | null;
  disabled?: boolean;
};

/**
 * "Have a gift card?" (docs/decisions/068): a collapsible code field in a checkout. Apply reads the card's
 * balance (giftCardBalance) and shows the part the card pays and the rest; the checkout then sends the code
 * as `gift_card_code`, and the server takes the balance with the hold and answers what it really took.
 */
export function GiftCardField({ total, applied, onApply, onRemove, error, disabled }: GiftCardFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(applied !== null);
  const [code, setCode] = useState(applied?.code ?? '');
  const [busy, setBusy] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const shownError = ownError ?? error ?? null;
  const aed = (amount: number) => <bdi>{formatAed(amount, language)}</bdi>;

  async function apply(event?: FormEvent) {
    event?.preventDefault();
    const typed = code.trim();
    if (!typed || busy) return;
    setBusy(true);
    setOwnError(null);
    try {
      const card = unwrap(await callAction('giftCardBalance', { code: typed }, { quiet: true })).data;
      const refusal = balanceRefusal(card);
      if (refusal) setOwnError(t(`errors.${refusal}`));
      else onApply({ code: typed, last4: card.last4, balance: card.balance });
    } catch (err) {
      setOwnError(errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  }

  // the field sits inside other forms (the postcard's): Enter applies the code instead of submitting them
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void apply();
    }
  };

  const split = applied ? giftCardSplit(total, applied.balance) : null;
  return (
    <details className="gift-card-field" open={open || shownError !== null} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="gift-card-field__summary">{t('accounts.gift_cards.field.toggle')}</summary>
      {applied && split ? (
        <div className="gift-card-field__applied">
          <p role="status">
            {t('accounts.gift_cards.field.card')} <bdi dir="ltr">•••• {applied.last4}</bdi>
          </p>
          <dl className="gift-card-field__split">
            <div>
              <dt>{t('accounts.gift_cards.field.pays')}</dt>
              <dd>−{aed(split.card)}</dd>
            </div>
            <div>
              <dt>{t('accounts.gift_cards.field.rest')}</dt>
              <dd>
                <strong>{aed(split.rest)}</strong>
              </dd>
            </div>
          </dl>
          {shownError && (
            <p className="field-error" role="alert">
              {shownError}
            </p>
          )}
          <button
            type="button"
            className="link-button"
            disabled={disabled}
            onClick={() => {
              setOwnError(null);
              onRemove();
            }}
          >
            {t('accounts.gift_cards.field.remove')}
          </button>
        </div>
      ) : (
        <div className="gift-card-field__form">
          <label className="form-field__label" htmlFor={id}>
            {t('accounts.gift_cards.code')}
          </label>
          <div className="gift-card-field__row">
            <input
              id={id}
              className="form-field__input gift-card-field__input"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? `${id}-error` : undefined}
            />
            <button
              type="button"
              className="button"
              disabled={disabled || busy || !code.trim()}
              aria-busy={busy || undefined}
              onClick={() => void apply()}
            >
              {t('accounts.gift_cards.field.apply')}
            </button>
          </div>
          {shownError && (
            <p className="field-error" role="alert" id={`${id}-error`}>
              {shownError}
            </p>
          )}
        </div>
      )}
    </details>
  );
}
