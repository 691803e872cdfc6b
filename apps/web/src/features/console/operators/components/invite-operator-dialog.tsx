import { staffRoles, type Operator, type StaffRole } from '@portal/contract/console';
import { useId, useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import { isValidEmail } from '../../../../lib/email.ts';
import { useConsoleTeams } from '../../../../lib/console-teams.ts';
import { useInviteOperator, type Invitation } from '../api/operators.ts';
import { TeamOptions } from './team-options.tsx';
import { useFocusOnOpen } from '../../shared/components/use-focus-on-open.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type Field = 'email' | 'staff_role' | 'team_id' | 'first_name' | 'last_name';

/** The text key of each field's problem: the server names failing fields in English, the dialog speaks both languages. */
const problemKeys: Record<Field, string> = {
  email: 'console.invite.problems.email',
  staff_role: 'console.invite.problems.role',
  team_id: 'console-teams.choose_team',
  first_name: 'console.invite.problems.name',
  last_name: 'console.invite.problems.name',
};

function isField(name: string): name is Field {
  return name in problemKeys;
}

/** The fields a failed invitation names, as text keys; empty when the failure is about the invitation as a whole. */
function fieldProblems(error: unknown): Partial<Record<Field, string>> {
  const fields = error instanceof ActionError ? error.failure.fields : undefined;
  return Object.fromEntries(
    Object.keys(fields ?? {})
      .filter(isField)
      .map((name) => [name, problemKeys[name]]),
  );
}

/**
 * Invites someone by e-mail to be an operator with a role. What was typed stays after a failure, with the
 * failing fields named at the fields (focus moves to the first); the server e-mails the invitation.
 */
export function InviteOperatorDialog({ onClose, onInvited }: { onClose: () => void; onInvited: (operator: Operator) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const emailRef = useFocusOnOpen<HTMLInputElement>();
  const invite = useInviteOperator();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<Invitation>({
    email: '',
    staffRole: 'moderator',
    teamId: null,
    firstName: '',
    lastName: '',
  });
  const teams = useConsoleTeams().data?.data ?? [];
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (change: Partial<Invitation>, field: Field) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    setFailure(null);
    const early = {
      ...(isValidEmail(draft.email) ? {} : { email: problemKeys.email }),
      ...(draft.staffRole === 'member' && draft.teamId === null ? { team_id: problemKeys.team_id } : {}),
    };
    if (Object.keys(early).length > 0) {
      setProblems(early);
      focusFirstInvalid();
      return;
    }
    invite.mutate(draft, {
      onSuccess: onInvited,
      onError: (error) => {
        const found = fieldProblems(error);
        setProblems(found);
        if (Object.keys(found).length > 0) focusFirstInvalid();
        else setFailure(errorMessageOf(error));
      },
    });
  };

  const problem = (field: Field) => (problems[field] ? t(problems[field]) : null);

  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')}>
      <form ref={formRef} className="console-form" onSubmit={submit} noValidate>
        <h2 id={headingId} className="review__heading">
          {t('console.invite.title')}
        </h2>
        <p className="form-field__hint">{t('console.invite.explained')}</p>
        <TextField
          label={t('console.invite.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          value={draft.email}
          onChange={(e) => edit({ email: e.target.value }, 'email')}
          error={problem('email')}
          maxLength={254}
          required
          ref={emailRef}
        />
        <FormField
          label={t('console.invite.role')}
          error={problem('staff_role')}
          hint={t(`console.roles.${draft.staffRole}_hint`)}
        >
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={draft.staffRole}
              onChange={(e) => edit({ staffRole: e.target.value as StaffRole }, 'staff_role')}
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`console.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {draft.staffRole === 'member' && (
          <FormField
            label={t('console-teams.team')}
            error={problem('team_id')}
            hint={teams.length === 0 ? t('console-teams.no_teams') : t('console-teams.team_hint')}
          >
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={draft.teamId ?? ''}
                onChange={(e) => edit({ teamId: e.target.value ? Number(e.target.value) : null }, 'team_id')}
              >
                <TeamOptions teams={teams} placeholder={t('console-teams.choose_team')} />
              </select>
            )}
          </FormField>
        )}
        <div className="console-form__pair">
          <TextField
            label={t('console.invite.first_name')}
            autoComplete="off"
            value={draft.firstName}
            onChange={(e) => edit({ firstName: e.target.value }, 'first_name')}
            error={problem('first_name')}
            maxLength={100}
          />
          <TextField
            label={t('console.invite.last_name')}
            autoComplete="off"
            value={draft.lastName}
            onChange={(e) => edit({ lastName: e.target.value }, 'last_name')}
            error={problem('last_name')}
            maxLength={100}
          />
        </div>
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="review__actions">
          <button type="submit" className="button" aria-busy={invite.isPending}>
            {t('console.invite.send')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
