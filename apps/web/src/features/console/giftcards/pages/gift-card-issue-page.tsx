import { calendarDateIn } from '@portal/domain/dates';
import { useState } from 'react';
import { Link } from '../../../../components/link.tsx';
import { EditPageFrame } from '../../../../components/console-kit/edit-page-frame.tsx';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { FormField } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import '../../shared/console-styles.css';
import { useIssueGiftCard } from '../api/gift-cards.ts';
import { GiftCardCodePanel } from '../components/gift-card-code-panel.tsx';
import { emptyIssueDraft, issueFieldOf, issueInput, issueProblems, type IssueDraft } from '../gift-card-drafts.ts';
import '../gift-cards.css';

const listPath = '/backoffice/gift-cards';

/** /backoffice/gift-cards/new (admins): a card without a purchase, e-mailed on its date; its code shown once here. */
export function GiftCardIssuePage() {
  const { t } = useTranslation();
  const [issued, setIssued] = useState<{ id: number; code: string } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <EditPageFrame title={t('console-gift-cards.issue.title')} allLink={{ to: listPath, label: t('console-gift-cards.all') }}>
      <AdminGate path={`${listPath}/new`} error={null}>
        {issued ? (
          <GiftCardCodePanel
            id={issued.id}
            code={issued.code}
            onAnother={() => {
              setIssued(null);
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <IssueForm key={round} onIssued={setIssued} />
        )}
      </AdminGate>
    </EditPageFrame>
  );
}

function IssueForm({ onIssued }: { onIssued: (card: { id: number; code: string }) => void }) {
  const { t } = useTranslation();
  const issue = useIssueGiftCard();
  const form = useConsoleForm<IssueDraft>({
    // the console works in Dubai's calendar, as the server checks send_on
    initial: () => emptyIssueDraft(calendarDateIn(new Date())),
    check: issueProblems,
    problemText: (key) => t(`console-gift-cards.problems.${key}`),
    refusal: {
      fieldOf: issueFieldOf,
      text: (field) => t(`console-gift-cards.refused.${field}`),
      checkFields: t('console-gift-cards.check_fields'),
    },
  });
  const { draft, edit, formRef, text, problems, failure } = form;
  const submit = form.submitTo(issue, issueInput, (card) => {
    showToast('success', t('console-gift-cards.issue.done', { last4: card.last4 }));
    onIssued({ id: card.id, code: card.code });
  });

  return (
    <form ref={formRef} className="offer-form" onSubmit={submit} noValidate>
      <p>{t('console-gift-cards.issue.explained')}</p>
      <fieldset className="offer-form__fields" disabled={issue.isPending}>
        <TextField
          label={t('console-gift-cards.issue.amount')}
          hint={t('console-gift-cards.amount_hint')}
          {...text('amount')}
          inputMode="decimal"
          maxLength={10}
          autoComplete="off"
        />
        <TextField
          label={t('console-gift-cards.issue.recipient_email')}
          {...text('recipient_email')}
          type="email"
          dir="ltr"
          maxLength={254}
          autoComplete="off"
        />
        <TextField
          label={t('console-gift-cards.issue.recipient_name')}
          {...text('recipient_name')}
          maxLength={120}
          autoComplete="off"
        />
        <FormField label={t('console-gift-cards.issue.recipient_language')} error={problems.recipient_language}>
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={draft.recipient_language}
              onChange={(event) => edit('recipient_language', event.target.value === 'ae' ? 'ae' : 'en')}
            >
              <option value="en">{t('console-gift-cards.issue.language_en')}</option>
              <option value="ae">{t('console-gift-cards.issue.language_ae')}</option>
            </select>
          )}
        </FormField>
        <FormField label={t('console-gift-cards.issue.message')} error={problems.message}>
          {(control) => (
            <textarea
              {...control}
              className="form-field__input"
              rows={3}
              maxLength={500}
              value={draft.message}
              onChange={(event) => edit('message', event.target.value)}
            />
          )}
        </FormField>
        <TextField
          label={t('console-gift-cards.issue.send_on')}
          hint={t('console-gift-cards.issue.send_on_hint')}
          {...text('send_on')}
          type="date"
        />
      </fieldset>
      <FormEnd
        failure={failure}
        className="offer-form__actions"
        pending={issue.isPending}
        label={t('console-gift-cards.issue.submit')}
        pendingLabel={t('console-gift-cards.issue.submitting')}
      >
        <Link className="button button--plain" to={listPath}>
          {t('console-gift-cards.back')}
        </Link>
      </FormEnd>
    </form>
  );
}
