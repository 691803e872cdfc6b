import { formatDateTime } from '@portal/domain/date-format';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { EditPageFrame, recordIdOf } from '../../../../components/console-kit/edit-page-frame.tsx';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessageOf, type ActionData } from '../../../../lib/api.ts';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import '../../shared/console-styles.css';
import { useAdjustGiftCard, useBlockGiftCard, useConsoleGiftCard } from '../api/gift-cards.ts';
import { GiftCardStatusBadge, maskedCode } from '../components/gift-card-row.tsx';
import { adjustFieldOf, adjustInput, adjustProblems, emptyAdjustDraft, type AdjustDraft } from '../gift-card-drafts.ts';
import '../gift-cards.css';

const listPath = '/backoffice/gift-cards';
type Card = ActionData<'consoleGiftCard'>['data'];

/** /backoffice/gift-cards/:id (admins): one card's facts and history; block or unblock (asked first) and adjust. */
export function GiftCardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = recordIdOf(useParams().id);
  const card = useConsoleGiftCard(id);
  const [asking, setAsking] = useState(false);
  const data = card.data;
  const title = data ? t('console-gift-cards.detail.title', { last4: data.last4 }) : t('console-gift-cards.detail.loading_title');

  return (
    <EditPageFrame title={title} heading={<bdi>{title}</bdi>} allLink={{ to: listPath, label: t('console-gift-cards.all') }}>
      <AdminGate path={`${listPath}/${id ?? ''}`} error={card.error}>
        {card.isPending && <p aria-busy="true">{t('console-gift-cards.detail.loading')}</p>}
        {data && (
          <>
            <dl className="offer-card__facts gift-facts">
              <dt>{t('console-gift-cards.card.code')}</dt>
              <dd>
                <bdi dir="ltr" className="offer-code">
                  {maskedCode(data.last4)}
                </bdi>
              </dd>
              <dt>{t('console-gift-cards.card.status')}</dt>
              <dd>
                <GiftCardStatusBadge status={data.status} />
              </dd>
              <dt>{t('console-gift-cards.card.balance')}</dt>
              <dd data-testid="gift-card-balance">
                <bdi>{formatAed(data.balance, language)}</bdi>
              </dd>
              <dt>{t('console-gift-cards.card.initial')}</dt>
              <dd>
                <bdi>{formatAed(data.initial, language)}</bdi>
              </dd>
              <dt>{t('console-gift-cards.card.recipient')}</dt>
              <dd>
                <bdi>{data.recipient_name}</bdi> <bdi dir="ltr">{data.recipient_email}</bdi>
              </dd>
              <dt>{t('console-gift-cards.card.purchase')}</dt>
              <dd>{data.purchase_number ? <bdi dir="ltr">{data.purchase_number}</bdi> : t('console-gift-cards.card.issued')}</dd>
              <dt>{t('console-gift-cards.card.created')}</dt>
              <dd>
                <bdi>{formatDateTime(data.created_at)}</bdi>
              </dd>
              <dt>{t('console-gift-cards.card.expires')}</dt>
              <dd>
                <bdi>{formatDateTime(data.expires_at)}</bdi>
              </dd>
            </dl>
            {(data.status === 'active' || data.status === 'blocked') && (
              <>
                <section className="offer-section" aria-labelledby="gift-block-heading">
                  <h2 id="gift-block-heading" className="review__heading">
                    {t(data.status === 'blocked' ? 'console-gift-cards.unblock.heading' : 'console-gift-cards.block.heading')}
                  </h2>
                  <p>{t(data.status === 'blocked' ? 'console-gift-cards.unblock.text' : 'console-gift-cards.block.text')}</p>
                  <button
                    type="button"
                    className={data.status === 'blocked' ? 'button' : 'button button--danger'}
                    onClick={() => setAsking(true)}
                  >
                    {t(data.status === 'blocked' ? 'console-gift-cards.unblock.button' : 'console-gift-cards.block.button')}
                  </button>
                </section>
                <AdjustForm card={data} />
              </>
            )}
            <History card={data} />
            {asking && <BlockDialog card={data} onClose={() => setAsking(false)} />}
          </>
        )}
      </AdminGate>
    </EditPageFrame>
  );
}

/** Block or unblock, asked first. */
function BlockDialog({ card, onClose }: { card: Card; onClose: () => void }) {
  const { t } = useTranslation();
  const block = useBlockGiftCard();
  const blocking = card.status !== 'blocked';
  const which = blocking ? 'block' : 'unblock';
  return (
    <ConfirmDialog
      title={t(`console-gift-cards.${which}.title`, { last4: card.last4 })}
      confirmLabel={t(`console-gift-cards.${which}.confirm`)}
      danger={blocking}
      busy={block.isPending}
      error={block.error ? errorMessageOf(block.error) : null}
      onConfirm={() =>
        block.mutate(
          { id: card.id, blocked: blocking ? 1 : 0 },
          {
            onSuccess: () => {
              showToast('success', t(`console-gift-cards.${which}.done`, { last4: card.last4 }));
              onClose();
            },
          },
        )
      }
      onCancel={onClose}
    >
      <p>{t(`console-gift-cards.${which}.text`)}</p>
    </ConfirmDialog>
  );
}

/** Adds to or takes from the balance (a minus sign takes), with the note kept in the history. */
function AdjustForm({ card }: { card: Card }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const adjust = useAdjustGiftCard();
  const form = useConsoleForm<AdjustDraft>({
    initial: () => emptyAdjustDraft,
    check: adjustProblems,
    problemText: (key) => t(`console-gift-cards.problems.${key}`),
    refusal: {
      fieldOf: adjustFieldOf,
      text: (field) =>
        field === 'amount'
          ? t('console-gift-cards.refused.adjust_amount', { balance: formatAed(card.balance, language) })
          : t('console-gift-cards.refused.note'),
      checkFields: t('console-gift-cards.check_fields'),
    },
  });
  const { formRef, text, failure } = form;
  const submit = form.submitTo(
    adjust,
    (draft) => adjustInput(draft, card.id),
    (saved) => {
      showToast('success', t('console-gift-cards.adjust.done', { balance: formatAed(saved.balance, language) }));
      form.saved(emptyAdjustDraft);
    },
  );
  return (
    <section className="offer-section" aria-labelledby="gift-adjust-heading">
      <h2 id="gift-adjust-heading" className="review__heading">
        {t('console-gift-cards.adjust.heading')}
      </h2>
      <form ref={formRef} className="offer-form" onSubmit={submit} noValidate>
        <fieldset className="offer-form__fields" disabled={adjust.isPending}>
          <TextField
            label={t('console-gift-cards.adjust.amount')}
            hint={t('console-gift-cards.adjust.amount_hint')}
            {...text('amount')}
            inputMode="decimal"
            maxLength={10}
            autoComplete="off"
          />
          <TextField label={t('console-gift-cards.adjust.note')} {...text('note')} maxLength={300} autoComplete="off" />
        </fieldset>
        <FormEnd
          failure={failure}
          className="offer-form__actions"
          pending={adjust.isPending}
          label={t('console-gift-cards.adjust.submit')}
          pendingLabel={t('console-gift-cards.adjust.submitting')}
        />
      </form>
    </section>
  );
}

/** The card's movements, oldest first: when, what, the signed amount, the purchase and the note. */
function History({ card }: { card: Card }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="offer-section" aria-labelledby="gift-history-heading">
      <h2 id="gift-history-heading" className="review__heading">
        {t('console-gift-cards.history.heading')}
      </h2>
      {card.history.length === 0 ? (
        <p className="empty-state">{t('console-gift-cards.history.none')}</p>
      ) : (
        <div className="offer-table-scroll" role="region" aria-labelledby="gift-history-heading" tabIndex={0}>
          <table className="offer-table">
            <thead>
              <tr>
                <th scope="col">{t('console-gift-cards.history.at')}</th>
                <th scope="col">{t('console-gift-cards.history.kind')}</th>
                <th scope="col">{t('console-gift-cards.history.amount')}</th>
                <th scope="col">{t('console-gift-cards.history.purchase')}</th>
                <th scope="col">{t('console-gift-cards.history.note')}</th>
              </tr>
            </thead>
            <tbody>
              {card.history.map((movement, index) => (
                <tr key={index}>
                  <td>
                    <bdi>{formatDateTime(movement.at)}</bdi>
                  </td>
                  <td>{t(`console-gift-cards.history.kinds.${movement.kind}`)}</td>
                  <td>
                    <bdi>{formatAed(movement.amount, language)}</bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{movement.purchase_number ?? ''}</bdi>
                  </td>
                  <td>
                    <bdi>{movement.note}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
