import { consolePermissions } from '@portal/contract/console-permissions';
import type { Team } from '@portal/contract/console-teams';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { Link } from '../../../components/link.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useConsoleTeams } from '../../../lib/console-teams.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { signInPath, useSignedIn } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toasts.ts';
import '../shared/console-styles.css';
import './teams.css';
import { useDeleteTeam, useSaveTeam } from './api/save-team.ts';
import { draftOf, emptyTeam, refusedFields, teamProblems, toggled, type TeamDraft, type TeamField } from './team-draft.ts';

const path = '/backoffice/teams';

type Venue = { id: number; name: string; arabic_name: string };
type Choices = { destinations: Venue[]; stores: Venue[] };

/** A team's name in the page's language (the other language's when that one is empty). */
const nameOf = (team: Pick<Team, 'name_en' | 'name_ae'>) => localized({ name: team.name_en, arabic_name: team.name_ae }, 'name');

/**
 * /backoffice/teams (admins, decision 049): the operators' teams, each with what its members may do and on
 * which destinations and stores. A team with members cannot be deleted; its members move first.
 */
export function TeamsPage() {
  const { t } = useTranslation();
  const title = t('console-teams.title');
  useDocumentTitle(title);
  const signedIn = useSignedIn();
  const teams = useConsoleTeams();
  const [editing, setEditing] = useState<TeamDraft | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);

  return (
    <div className="page container backoffice console teams-page">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-teams.explained')}</p>
      {!signedIn ? (
        <div className="empty-state">
          <p>{t('errors.login_required')}</p>
          <Link className="button" to={signInPath(path)}>
            {t('common.nav.sign_in')}
          </Link>
        </div>
      ) : teams.error ? (
        <p className="empty-state" role="alert">
          {teams.error instanceof ActionError && teams.error.failure.code === 'forbidden'
            ? t('console.admins_only')
            : errorMessageOf(teams.error)}
        </p>
      ) : !teams.data ? (
        <p role="status">{t('console-teams.loading')}</p>
      ) : (
        <>
          <div className="console-toolbar">
            <button type="button" className="button" onClick={() => setEditing(emptyTeam)}>
              {t('console-teams.new')}
            </button>
          </div>
          <section aria-labelledby="teams-heading">
            <h2 id="teams-heading" className="review__heading">
              {t('console-teams.count', { count: teams.data.data.length })}
            </h2>
            {teams.data.data.length === 0 && <p className="empty-state">{t('console-teams.none')}</p>}
            <ul className="team-cards" role="list">
              {teams.data.data.map((team) => (
                <TeamCard
                  key={team.id}
                  team={team}
                  choices={teams.data}
                  onEdit={() => setEditing(draftOf(team))}
                  onDelete={() => setDeleting(team)}
                />
              ))}
            </ul>
          </section>
          {editing && <TeamDialog draft={editing} choices={teams.data} onClose={() => setEditing(null)} />}
          {deleting && <DeleteTeamDialog team={deleting} onClose={() => setDeleting(null)} />}
        </>
      )}
    </div>
  );
}

function TeamCard({
  team,
  choices,
  onEdit,
  onDelete,
}: {
  team: Team;
  choices: Choices;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const venues = [
    ...choices.destinations.filter((d) => team.destination_ids.includes(d.id)),
    ...choices.stores.filter((s) => team.store_ids.includes(s.id)),
  ];
  return (
    <li className="team-card">
      <h3 id={nameId} className="team-card__name" dir="auto">
        {nameOf(team)}
      </h3>
      <dl className="team-card__facts">
        <dt>{t('console-teams.permissions')}</dt>
        <dd>
          {team.permissions.length === 0
            ? t('console-teams.no_permissions')
            : team.permissions.map((p) => t(`console-teams.permission.${p}`)).join(t('console-teams.list_separator'))}
        </dd>
        <dt>{t('console-teams.venues')}</dt>
        <dd dir="auto">
          {venues.length === 0
            ? t('console-teams.no_venues')
            : venues.map((v) => localized(v, 'name')).join(t('console-teams.list_separator'))}
        </dd>
        <dt>{t('console-teams.members')}</dt>
        <dd>{t('console-teams.member_count', { count: team.members })}</dd>
      </dl>
      <div className="team-card__actions">
        <button type="button" className="button button--plain" aria-describedby={nameId} onClick={onEdit}>
          {t('console-teams.edit')}
        </button>
        <button type="button" className="button button--plain" aria-describedby={nameId} onClick={onDelete}>
          {t('console-teams.delete')}
        </button>
      </div>
    </li>
  );
}

/** The new or edit form: names in both languages, permission checkboxes, destination and store picks. */
function TeamDialog({ draft: initial, choices, onClose }: { draft: TeamDraft; choices: Choices; onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveTeam();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<TeamField[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (change: Partial<TeamDraft>, field: TeamField) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblems((current) => current.filter((f) => f !== field));
  };
  const problem = (field: TeamField) => (problems.includes(field) ? t(`console-teams.problems.${field}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const found = teamProblems(draft);
    if (found.length > 0) {
      setProblems(found);
      focusFirstInvalid();
      return;
    }
    save.mutate(draft, {
      onSuccess: (team) => {
        onClose();
        showToast('success', t('console-teams.saved', { name: nameOf(team) }));
      },
      onError: (error) => {
        const refused = refusedFields(error instanceof ActionError ? error.failure.fields : undefined);
        setProblems(refused);
        if (refused.length > 0) focusFirstInvalid();
        else setFailure(errorMessageOf(error));
      },
    });
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')} className="team-dialog">
      <form ref={formRef} className="console-form" onSubmit={submit} noValidate>
        <h2 id={headingId} className="review__heading">
          {draft.id === null
            ? t('console-teams.new')
            : t('console-teams.edit_title', { name: nameOf({ name_en: initial.nameEn, name_ae: initial.nameAe }) })}
        </h2>
        <div className="console-form__pair">
          <TextField
            label={t('console-teams.name_en')}
            dir="ltr"
            lang="en"
            autoComplete="off"
            value={draft.nameEn}
            onChange={(e) => edit({ nameEn: e.target.value }, 'name_en')}
            error={problem('name_en')}
            maxLength={100}
            required
          />
          <TextField
            label={t('console-teams.name_ae')}
            dir="rtl"
            lang="ar"
            autoComplete="off"
            value={draft.nameAe}
            onChange={(e) => edit({ nameAe: e.target.value }, 'name_ae')}
            error={problem('name_ae')}
            maxLength={100}
            required
          />
        </div>
        <Choices
          legend={t('console-teams.permissions')}
          hint={t('console-teams.permissions_hint')}
          error={problem('permissions')}
          options={consolePermissions.map((p) => ({ id: p, label: t(`console-teams.permission.${p}`) }))}
          chosen={draft.permissions}
          onToggle={(p, on) => edit({ permissions: toggled(draft.permissions, p, on) }, 'permissions')}
        />
        <Choices
          legend={t('console-teams.destinations')}
          error={problem('destination_ids')}
          options={choices.destinations.map((d) => ({ id: d.id, label: localized(d, 'name') }))}
          chosen={draft.destinationIds}
          onToggle={(id, on) => edit({ destinationIds: toggled(draft.destinationIds, id, on) }, 'destination_ids')}
        />
        <Choices
          legend={t('console-teams.stores')}
          error={problem('store_ids')}
          options={choices.stores.map((s) => ({ id: s.id, label: localized(s, 'name') }))}
          chosen={draft.storeIds}
          onToggle={(id, on) => edit({ storeIds: toggled(draft.storeIds, id, on) }, 'store_ids')}
        />
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="review__actions">
          <button type="submit" className="button" aria-busy={save.isPending}>
            {t('console-teams.save')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

type ChoicesProps<T extends string | number> = {
  legend: string;
  hint?: string;
  error: string | null;
  options: { id: T; label: string }[];
  chosen: ReadonlySet<T>;
  onToggle: (id: T, on: boolean) => void;
};

/** A group of checkboxes under its legend; its problem is announced and marks the first box for focus. */
function Choices<T extends string | number>({ legend, hint, error, options, chosen, onToggle }: ChoicesProps<T>) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <fieldset
      className="team-choices"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      {hint && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {options.length === 0 && <p className="form-field__hint">{t('console-teams.nothing_to_choose')}</p>}
      <ul className="team-choices__options" role="list">
        {options.map((option, index) => (
          <li key={option.id}>
            <label className="team-choices__option">
              <input
                type="checkbox"
                checked={chosen.has(option.id)}
                aria-invalid={error && index === 0 ? true : undefined}
                onChange={(event) => onToggle(option.id, event.target.checked)}
              />
              <span dir="auto">{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function DeleteTeamDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const remove = useDeleteTeam();
  const [failure, setFailure] = useState<string | null>(null);
  // focus starts on cancel, the safe choice
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  const confirm = () =>
    remove.mutate(team.id, {
      onSuccess: () => {
        onClose();
        showToast('success', t('console-teams.deleted', { name: nameOf(team) }));
      },
      onError: (error) => setFailure(errorMessageOf(error)),
    });
  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')}>
      <h2 id={headingId} className="review__heading">
        {t('console-teams.delete_title')}
      </h2>
      <p dir="auto">{t('console-teams.delete_question', { name: nameOf(team) })}</p>
      {failure && (
        <p className="console-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="review__actions">
        <button type="button" className="button button--danger" aria-busy={remove.isPending} onClick={confirm}>
          {t('console-teams.delete')}
        </button>
        <button type="button" className="button button--plain" onClick={onClose} ref={cancelRef}>
          {t('console.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
