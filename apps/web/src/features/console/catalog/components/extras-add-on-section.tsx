import { useId, useState } from 'react';
import { Link } from '../../../../components/link.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useDeleteAddOn, useSaveAddOn } from '../api/package-extras.ts';
import {
  addOnFields,
  addOnInput,
  addOnName,
  addOnNames,
  addOnProblems,
  draftOfAddOn,
  type AddOnDraft,
  type AddOnKind,
  type AddOnRow,
} from '../extras-drafts.ts';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ExtrasAddOnDialog } from './extras-add-on-dialog.tsx';

type ExtrasAddOnSectionProps = {
  kind: AddOnKind;
  packageId: number;
  rows: readonly AddOnRow[];
  /** whether the package's booking step for this kind is on: off, visitors see none of these rows */
  stepOn: boolean;
};

/** The dialog open on the section: a new row, a row to change (maybe from a draft), or none. */
type Editing = { row: AddOnRow | null; startDraft?: AddOnDraft } | null;

/**
 * One kind of add-on of a package (sub-packages, meals or transports): the rows in the order visitors see
 * them, with add, edit, enable or disable, and delete (refused, with disable offered, when bookings name it).
 * A notice says when the package's step is off, since visitors then see none of them.
 */
export function ExtrasAddOnSection({ kind, packageId, rows, stepOn }: ExtrasAddOnSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const k = (key: string) => `console-package-extras.${kind}.${key}`;
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AddOnRow | null>(null);
  const language = useLanguage();
  const toggle = useSaveAddOn(kind, packageId);
  const listed = rows.filter((row) => row.enable === 1);

  /** Enable or disable at once; a row the booking pages would not list opens in the dialog, its problems named. */
  const switchRow = (row: AddOnRow) => {
    const draft = { ...draftOfAddOn(kind, row), enable: row.enable !== 1 };
    if (Object.keys(addOnProblems(kind, draft)).length > 0) {
      setEditing({ row, startDraft: draft });
      return;
    }
    const name = addOnName(kind, row, language);
    toggle.mutate(addOnInput(kind, draft, packageId, row.id), {
      onSuccess: () =>
        showToast('success', t(draft.enable ? 'console-package-extras.enabled' : 'console-package-extras.disabled', { name })),
      onError: (error) => showToast('error', errorMessageOf(error)),
    });
  };

  return (
    <section className="extras-section" aria-labelledby={headingId}>
      <div className="extras-section__head">
        <h2 id={headingId} className="review__heading">
          {t(k('title'))}
        </h2>
        <button type="button" className="button" onClick={() => setEditing({ row: null })}>
          {t(k('add'))}
        </button>
      </div>
      <p className="form-field__hint">{t(k('explained'))}</p>
      {!stepOn && (
        <p className="extras-notice" role="note">
          {t(k('step_off'))}{' '}
          <Link to={`/backoffice/packages/${packageId}`}>{t('console-package-extras.turn_on_in_details')}</Link>
        </p>
      )}
      {stepOn && listed.length === 0 && (
        <p className="extras-notice" role="note">
          {t(k('step_on_empty'))}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="empty-state">{t(k('none'))}</p>
      ) : (
        <ul className="extras-list">
          {rows.map((row) => (
            <AddOnCard
              key={row.id}
              kind={kind}
              row={row}
              busy={toggle.isPending && toggle.variables?.['id'] === row.id}
              onEdit={() => setEditing({ row })}
              onSwitch={() => switchRow(row)}
              onRemove={() => setRemoving(row)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <ExtrasAddOnDialog
          key={editing.row?.id ?? 'new'}
          kind={kind}
          packageId={packageId}
          row={editing.row}
          {...(editing.startDraft ? { startDraft: editing.startDraft } : {})}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <RemoveDialog key={removing.id} kind={kind} packageId={packageId} row={removing} onDone={() => setRemoving(null)} />
      )}
    </section>
  );
}

type AddOnCardProps = {
  kind: AddOnKind;
  row: AddOnRow;
  busy: boolean;
  onEdit: () => void;
  onSwitch: () => void;
  onRemove: () => void;
};

/** One row: both names, its prices (and persons or description), whether visitors see it, and its bookings. */
function AddOnCard({ kind, row, busy, onEdit, onSwitch, onRemove }: AddOnCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const k = (key: string) => `console-package-extras.${kind}.${key}`;
  const names = addOnNames(kind, row);
  const name = addOnName(kind, row, language);
  const record = row as unknown as Record<string, unknown>;
  // a booked row that is already disabled has nothing left to do: it stays for its bookings
  const removable = row.bookings === 0 || row.enable === 1;
  // every price (empty ones say so: no counter for them), and the persons a sub-package is for when it says
  const facts = addOnFields[kind].filter(
    (field) => field.type === 'price' || (field.type === 'persons' && record[field.name] !== null),
  );
  const description = kind === 'meal' ? String(record[language === 'ae' ? 'arabic_description' : 'description'] ?? '') : '';

  return (
    <li className={row.enable ? 'extras-card' : 'extras-card extras-card--disabled'}>
      <div className="extras-card__names">
        <h3 className="extras-card__name" lang="en" dir="ltr">
          {names.en}
        </h3>
        <p className="extras-card__arabic-name" lang="ar" dir="rtl">
          {names.ae}
        </p>
      </div>
      {description && <p className="extras-card__description">{description}</p>}
      <dl className="extras-card__facts">
        {facts.map((field) => {
          const value = record[field.name];
          return (
            <div key={field.name}>
              <dt>{t(k(`fields.${field.name}`))}</dt>
              <dd>
                {value === null || value === undefined ? (
                  t('console-package-extras.none_set')
                ) : field.type === 'price' ? (
                  <bdi dir="ltr">{formatAed(Number(value), language)}</bdi>
                ) : (
                  String(value)
                )}
              </dd>
            </div>
          );
        })}
        <div>
          <dt>{t('console-package-extras.state')}</dt>
          <dd className={row.enable ? undefined : 'extras-card__off'}>
            {row.enable ? t('console-package-extras.shown') : t('console-package-extras.hidden')}
          </dd>
        </div>
        <div>
          <dt>{t('console-package-extras.bookings')}</dt>
          <dd>{row.bookings}</dd>
        </div>
      </dl>
      <div className="extras-card__actions">
        <button
          type="button"
          className="button button--plain"
          aria-label={t('console-package-extras.edit_named', { name })}
          onClick={onEdit}
        >
          {t('console-package-extras.edit')}
        </button>
        <button
          type="button"
          className="button button--plain"
          aria-label={t(row.enable ? 'console-package-extras.disable_named' : 'console-package-extras.enable_named', {
            name,
          })}
          aria-busy={busy}
          onClick={() => {
            if (!busy) onSwitch();
          }}
        >
          {row.enable ? t('console-package-extras.disable') : t('console-package-extras.enable')}
        </button>
        {removable && (
          <button
            type="button"
            className="link-button extras-card__delete"
            aria-label={t('console-package-extras.delete_named', { name })}
            onClick={onRemove}
          >
            {t('console-package-extras.delete')}
          </button>
        )}
      </div>
    </li>
  );
}

type RemoveDialogProps = { kind: AddOnKind; packageId: number; row: AddOnRow; onDone: () => void };

/**
 * Delete, asked first. A row that bookings name cannot go (the server answers in_use): the dialog then says
 * why and offers to disable it instead, which takes it off the booking pages and keeps the bookings whole.
 */
function RemoveDialog({ kind, packageId, row, onDone }: RemoveDialogProps) {
  const { t } = useTranslation();
  const name = addOnName(kind, row, useLanguage());
  const remove = useDeleteAddOn(kind, packageId);
  const disable = useSaveAddOn(kind, packageId);
  return (
    <ConfirmDeleteDialog
      title={t('console-package-extras.delete_title', { name })}
      text={t('console-package-extras.delete_text')}
      confirmLabel={t('console-package-extras.delete')}
      run={() => remove.mutateAsync(row.id)}
      doneText={t('console-package-extras.deleted', { name })}
      onDeleted={onDone}
      onCancel={onDone}
      disableInstead={{
        // a booking may arrive after the list was read: the server's in_use says so then
        inUse: row.bookings > 0,
        label: t('console-package-extras.disable'),
        text: t('console-package-extras.in_use'),
        run: () => disable.mutateAsync(addOnInput(kind, { ...draftOfAddOn(kind, row), enable: false }, packageId, row.id)),
        doneText: t('console-package-extras.disabled', { name }),
      }}
    />
  );
}
