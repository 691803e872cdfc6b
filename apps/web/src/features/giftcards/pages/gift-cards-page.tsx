import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { Link } from '../../../components/link.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { callAction, errorMessageOf, unwrap } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '@portal/domain/date-format';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useSignedIn } from '../../../lib/session.ts';

/** Today in Dubai as YYYY-MM-DD, the first day a card's e-mail can go out. */
const dubaiToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

const aed = (amount: number) => amount.toFixed(2);

function BuyForm() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const settings = useQuery({
    queryKey: ['giftCardSettings'],
    queryFn: async () => unwrap(await callAction('giftCardSettings', {})).data,
  });
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = unwrap(
        await callAction(
          'createPurchase',
          {
            items: JSON.stringify({
              gift_card: {
                amount: Number(form.get('amount')),
                recipient_name: String(form.get('recipient_name') ?? ''),
                recipient_email: String(form.get('recipient_email') ?? ''),
                recipient_language: String(form.get('recipient_language') ?? 'en'),
                message: String(form.get('message') ?? ''),
                send_on: String(form.get('send_on') ?? ''),
              },
            }),
          },
          { auth: true, quiet: true },
        ),
      );
      const link =
        answer.payment_link ??
        unwrap(await callAction('initiatePayment', { purchase_number: answer.purchase_number }, { auth: true })).payment_link;
      window.location.assign(link);
    } catch (err) {
      setError(errorMessageOf(err));
      setBusy(false);
    }
  }

  if (!signedIn) {
    return (
      <p>
        <Link to="/login">{t('accounts.gift_cards.sign_in')}</Link>
      </p>
    );
  }
  const choices = settings.data?.amount_choices ?? [];
  return (
    <form className="gift-cards__form" onSubmit={(e) => void submit(e)}>
      <fieldset className="gift-cards__amounts">
        <legend>{t('accounts.gift_cards.amount')}</legend>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={String(choice) === amount ? 'button' : 'button button--quiet'}
            aria-pressed={String(choice) === amount}
            onClick={() => setAmount(String(choice))}
          >
            {t('accounts.gift_cards.aed', { amount: aed(choice) })}
          </button>
        ))}
      </fieldset>
      <TextField
        label={t('accounts.gift_cards.other_amount')}
        name="amount"
        type="number"
        inputMode="decimal"
        min={settings.data?.min_amount}
        max={settings.data?.max_amount}
        step="0.01"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={
          settings.data
            ? t('accounts.gift_cards.limits', {
                min: aed(settings.data.min_amount),
                max: aed(settings.data.max_amount),
                months: settings.data.validity_months,
              })
            : undefined
        }
      />
      <TextField label={t('accounts.gift_cards.recipient_name')} name="recipient_name" maxLength={120} />
      <TextField label={t('accounts.gift_cards.recipient_email')} name="recipient_email" type="email" required dir="ltr" />
      <FormField label={t('accounts.gift_cards.recipient_language')}>
        {(control) => (
          <select {...control} name="recipient_language" className="form-field__input" defaultValue="en">
            <option value="en">English</option>
            <option value="ae">العربية</option>
          </select>
        )}
      </FormField>
      <FormField label={t('accounts.gift_cards.message')}>
        {(control) => <textarea {...control} name="message" maxLength={500} rows={3} className="form-field__input" />}
      </FormField>
      <TextField
        label={t('accounts.gift_cards.send_on')}
        name="send_on"
        type="date"
        required
        min={dubaiToday()}
        defaultValue={dubaiToday()}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button className="button" type="submit" disabled={busy}>
        {t('accounts.gift_cards.buy')}
      </button>
    </form>
  );
}

function BalanceCheck() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ balance: number; expires_at: string; status: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setError(null);
    setAnswer(null);
    try {
      setAnswer(unwrap(await callAction('giftCardBalance', { code }, { quiet: true })).data);
    } catch (err) {
      setError(errorMessageOf(err));
    }
  }

  return (
    <form className="gift-cards__form" onSubmit={(e) => void submit(e)}>
      <TextField label={t('accounts.gift_cards.code')} name="code" required maxLength={40} dir="ltr" autoComplete="off" />
      <button className="button" type="submit">
        {t('accounts.gift_cards.check')}
      </button>
      <div role="status">
        {answer && (
          <p>{t('accounts.gift_cards.balance', { amount: aed(answer.balance), date: answer.expires_at.slice(0, 10) })}</p>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function MyCards() {
  const { t } = useTranslation();
  const language = useLanguage();
  const cards = useQuery({
    queryKey: ['accounts', 'giftCards'],
    queryFn: async () => unwrap(await callAction('myGiftCards', {}, { auth: true })).data,
  });
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <section className="gift-cards__section" aria-labelledby="gift-cards-mine">
      <h2 id="gift-cards-mine">{t('accounts.gift_cards.mine')}</h2>
      <ul className="gift-cards__list">
        {cards.data.map((card) => (
          <li key={`${card.last4}-${card.send_on}`} className="gift-card">
            <h3 className="gift-card__title">
              <bdi dir="ltr">•••• {card.last4}</bdi> · {t(`accounts.gift_cards.role.${card.role}`)}
            </h3>
            <p>
              {t('accounts.gift_cards.balance_of', { amount: formatAed(card.balance, language) })} ·{' '}
              {t(`accounts.gift_cards.status.${card.status}`)} ·{' '}
              {t('accounts.gift_cards.valid_until', { date: formatDate(card.expires_at.slice(0, 10)) })}
            </p>
            <ul className="gift-card__history" aria-label={t('accounts.gift_cards.history')}>
              {card.history.map((h, i) => (
                <li key={i}>
                  {formatDate(h.at.slice(0, 10))} · {t(`accounts.gift_cards.movement.${h.kind}`)} ·{' '}
                  <bdi>{formatAed(h.amount, language)}</bdi>
                  {h.purchase_number && (
                    <>
                      {' '}
                      · <bdi dir="ltr">{h.purchase_number}</bdi>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /gift-cards (decision 068): buy a card for someone, check a card's balance by its code, and one's own cards. */
export function GiftCardsPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const title = t('accounts.gift_cards.title');
  useDocumentTitle(title);
  return (
    <div className="page container gift-cards-page">
      <h1 className="page__title">{title}</h1>
      <p>{t('accounts.gift_cards.intro')}</p>
      <section className="gift-cards__section">
        <h2>{t('accounts.gift_cards.buy_title')}</h2>
        <BuyForm />
      </section>
      <section className="gift-cards__section">
        <h2>{t('accounts.gift_cards.check_title')}</h2>
        <BalanceCheck />
      </section>
      {signedIn && <MyCards />}
    </div>
  );
}
