import { useId, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessageOf, refusedFieldsOf } from '../../../../lib/api.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveAddOn } from '../api/package-extras.ts';
import {
  addOnFieldRows,
  addOnFields,
  addOnInput,
  addOnName,
  addOnProblems,
  draftOfAddOn,
  type AddOnDraft,
  type AddOnField,
  type AddOnKind,
  type AddOnRow,
  type DraftProblem,
  type DraftProblems,
} from '../extras-drafts.ts';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useFocusOnOpen } from '../../shared/components/use-focus-on-open.ts';

type ExtrasAddOnDialogProps = {
  kind: AddOnKind;
  packageId: number;
  /** the row to change, or null for a new one */
  row: AddOnRow | null;
  /** the draft to start from instead of the row's (Enable on a row the booking pages would not list) */
  startDraft?: AddOnDraft;
  onClose: () => void;
};

/** Sizes the inputs allow, as the contract limits them. */
const maxLengths: Record<AddOnField['type'], number> = { name: 120, arabic: 120, price: 12, persons: 2, text: 300 };

/**
 * Adds or changes a sub-package, meal or transport in a dialog: English and Arabic side by side (each typed
 * in its own direction), amounts in AED, enable. Problems found here (the booking flow's own rules) or by
 * the server are named at their fields, and what was typed stays.
 */
export function ExtrasAddOnDialog({ kind, packageId, row, startDraft, onClose }: ExtrasAddOnDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const firstRef = useFocusOnOpen<HTMLInputElement>();
  const save = useSaveAddOn(kind, packageId);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<AddOnDraft>(() => startDraft ?? draftOfAddOn(kind, row));
  const [problems, setProblems] = useState<DraftProblems>(() => (startDraft ? addOnProblems(kind, startDraft) : {}));
  const [failure, setFailure] = useState<string | null>(null);
  const k = (key: string) => `console-package-extras.${kind}.${key}`;

  const edit = (field: string, value: string) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    // a corrected field stops showing its problem; the others stay until the next save
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const showServerRefusal = (error: Error) => {
    const fields = Object.keys(refusedFieldsOf(error));
    const known = fields.filter((field) => addOnFields[kind].some((f) => f.name === field));
    // what the server refused, named by this form's own checks where they agree, else as refused
    const local = addOnProblems(kind, draft);
    setProblems(Object.fromEntries(known.map((field): [string, DraftProblem] => [field, local[field] ?? 'refused'])));
    setFailure(
      known.length > 0 && known.length === fields.length ? t('console-package-extras.check_fields') : errorMessageOf(error),
    );
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = addOnProblems(kind, draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(addOnInput(kind, draft, packageId, row?.id ?? null), {
      onSuccess: (saved) => {
        const name = addOnName(kind, saved, currentLanguage());
        showToast('success', t(row ? 'console-package-extras.saved' : 'console-package-extras.added', { name }));
        onClose();
      },
      onError: showServerRefusal,
    });
  };

  const problemText = (field: string) => {
    const problem = problems[field];
    return problem ? t(`console-package-extras.problems.${problem}`) : null;
  };

  const fieldInput = (field: AddOnField, first: boolean) => {
    const arabic = field.type === 'arabic';
    const numeric = field.type === 'price' || field.type === 'persons';
    return (
      <TextField
        key={field.name}
        ref={first ? firstRef : undefined}
        label={t(k(`fields.${field.name}`))}
        hint={field.type === 'price' ? t(k(`hints.${field.name}`)) : undefined}
        error={problemText(field.name)}
        value={draft.values[field.name] ?? ''}
        maxLength={maxLengths[field.type]}
        inputMode={field.type === 'price' ? 'decimal' : field.type === 'persons' ? 'numeric' : undefined}
        lang={arabic ? 'ar' : numeric ? undefined : 'en'}
        dir={arabic ? 'rtl' : 'ltr'}
        autoComplete="off"
        onChange={(event) => edit(field.name, event.target.value)}
      />
    );
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')} className="extras-dialog">
      <form ref={formRef} className="console-form" onSubmit={submit} noValidate>
        <h2 id={headingId} className="review__heading">
          {row ? t(k('edit_title'), { name: addOnName(kind, row, currentLanguage()) }) : t(k('new_title'))}
        </h2>
        <fieldset className="extras-dialog__fields" disabled={save.isPending}>
          {addOnFieldRows[kind].map((pair, line) => (
            <div className="console-form__pair" key={pair[0]!.name}>
              {pair.map((field, index) => fieldInput(field, line === 0 && index === 0))}
            </div>
          ))}
          <SwitchField
            label={t(k('fields.enable'))}
            hint={t(k('hints.enable'))}
            checked={draft.enable}
            onChange={(on) => {
              setDraft((current) => ({ ...current, enable: on }));
              setProblems({});
            }}
          />
        </fieldset>
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="review__actions">
          <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
            {save.isPending && <span className="spinner" aria-hidden="true" />}
            {save.isPending ? t('console-package-extras.saving') : t(k('save'))}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
