import { formatDate } from '@portal/domain/date-format';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { calendarDateIn } from '@portal/domain/dates';
import { useCampaigns, useDrawStep } from '../api/raffle-draws.ts';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';

/**
 * /backoffice/raffles: the verifiable draw (docs/decisions/010-raffle-draw.md). The commitment is
 * published while the campaign runs; the draw happens once after it ended and every invoice is reviewed.
 */
export function RaffleDrawsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const campaigns = useCampaigns();
  const commit = useDrawStep('commitRaffle');
  const draw = useDrawStep('drawRaffle');
  const title = t('backoffice.raffles_title');
  useDocumentTitle(title);
  const today = calendarDateIn(new Date());

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <p>{t('backoffice.draw_explained')}</p>
      <OperatorGate path="/backoffice/raffles" error={campaigns.error}>
        <ul className="campaigns" aria-busy={campaigns.isPending}>
          {campaigns.data?.map((c) => {
            const ended = today > c.ends_on;
            return (
              <li key={c.id} className="campaign">
                <h2 className="campaign__name">{c.name}</h2>
                <dl className="review__facts">
                  <dt>{t('backoffice.period')}</dt>
                  <dd dir="ltr">
                    {formatDate(c.starts_on)} – {formatDate(c.ends_on)}
                  </dd>
                  <dt>{t('backoffice.prizes')}</dt>
                  <dd>{c.prizes.map((p) => formatAed(p, language)).join(' · ')}</dd>
                  <dt>{t('backoffice.tickets')}</dt>
                  <dd>{c.tickets}</dd>
                  <dt>{t('backoffice.pending')}</dt>
                  <dd>{c.pending_invoices}</dd>
                  <dt>{t('backoffice.commitment')}</dt>
                  <dd>
                    {c.commitment ? (
                      <code className="campaign__hash" dir="ltr">
                        {c.commitment}
                      </code>
                    ) : (
                      t('backoffice.no_commitment')
                    )}
                  </dd>
                </dl>
                {c.drawn_at ? (
                  <p>
                    {t('backoffice.drawn')}{' '}
                    <a href={`/api?action=raffleDraw&campaign=${encodeURIComponent(c.slug)}`} target="_blank" rel="noreferrer">
                      {t('backoffice.public_record')}
                    </a>{' '}
                    <code dir="ltr">
                      npm run raffle:verify -- {window.location.origin} {c.slug}
                    </code>
                  </p>
                ) : (
                  <div className="review__actions">
                    {!c.commitment && !ended && (
                      <button type="button" className="button" disabled={commit.isPending} onClick={() => commit.mutate(c.id)}>
                        {t('backoffice.actions.commit')}
                      </button>
                    )}
                    {c.commitment && (
                      <button
                        type="button"
                        className="button"
                        disabled={draw.isPending || !ended || c.pending_invoices > 0}
                        onClick={() => draw.mutate(c.id)}
                      >
                        {t('backoffice.actions.draw')}
                      </button>
                    )}
                    {c.commitment && (!ended || c.pending_invoices > 0) && (
                      <p className="form-note">{t('backoffice.draw_waits')}</p>
                    )}
                    {!c.commitment && ended && <p className="form-note">{t('backoffice.commit_missed')}</p>}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </OperatorGate>
    </div>
  );
}
