import type { ConsoleOptionList } from '@portal/contract/console-package-extras';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessageOf, refusedFieldsOf } from '../../../../lib/api.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveOptionList } from '../api/package-extras.ts';
import {
  draftOfOptionList,
  emptyOption,
  moveOption,
  optionListDraftProblems,
  optionListInput,
  type DraftProblem,
  type DraftProblems,
  type OptionDraft,
  type OptionListDraft,
} from '../extras-drafts.ts';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type OptionField = 'label' | 'arabic_label' | 'price' | 'id' | 'date';

/**
 * A package's option list (spec part 1 §9): on, the first booking step is a list of priced options instead of
 * the adult and child counters. The options are edited in place and saved together; the problems the booking
 * rules find (no option, a repeated id, a missing label) are named at their fields before sending.
 */
export function ExtrasOptionListForm({ packageId, list }: { packageId: number; list: ConsoleOptionList }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveOptionList(packageId);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<OptionListDraft>(() => draftOfOptionList(list));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const k = (key: string) => `console-package-extras.option_list.${key}`;

  const change = (next: Partial<OptionListDraft>) => setDraft((current) => ({ ...current, ...next }));
  const editOption = (index: number, field: OptionField, value: string) => {
    change({ options: draft.options.map((o, i) => (i === index ? { ...o, [field]: value } : o)) });
    setProblems(({ [`options.${index}.${field}`]: _fixed, ...rest }) => rest);
  };
  // rows move or go: the problems named by position no longer point at the right rows
  const reorder = (options: OptionDraft[]) => {
    change({ options });
    setProblems({});
  };

  const addOption = () => {
    const option = emptyOption();
    reorder([...draft.options, option]);
    // the new row's first field takes the keyboard once it is on screen
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-option="${option.key}"]`)?.focus());
  };

  const removeOption = (index: number) => {
    reorder(draft.options.filter((_, i) => i !== index));
    addButton.current?.focus();
  };

  const showServerRefusal = (error: Error) => {
    const fields = Object.keys(refusedFieldsOf(error));
    const local = optionListDraftProblems(draft);
    setProblems(Object.fromEntries(fields.map((field): [string, DraftProblem] => [field, local[field] ?? 'refused'])));
    setFailure(fields.length > 0 ? t('console-package-extras.check_fields') : errorMessageOf(error));
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = optionListDraftProblems(draft);
    setProblems(found);
    setFailure(found['options'] ? t(`console-package-extras.problems.${found['options']}`) : null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(optionListInput(draft, packageId), {
      onSuccess: (saved) => {
        // the saved list carries the ids the server made for options left without one
        setDraft(draftOfOptionList(saved));
        showToast('success', t(saved ? k('saved') : k('switched_off')));
      },
      onError: showServerRefusal,
    });
  };

  const problemText = (key: string) => {
    const problem = problems[key];
    return problem ? t(`console-package-extras.problems.${problem}`) : null;
  };

  return (
    <section className="extras-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="review__heading">
        {t(k('title'))}
      </h2>
      <p className="form-field__hint">{t(k('explained'))}</p>
      <form ref={formRef} className="console-form" onSubmit={submit} noValidate>
        <fieldset className="extras-options" disabled={save.isPending}>
          <legend className="visually-hidden">{t(k('title'))}</legend>
          <SwitchField
            label={t(k('enable'))}
            hint={t(k('enable_hint'))}
            checked={draft.enable}
            onChange={(on) => {
              change({ enable: on, options: on && draft.options.length === 0 ? [emptyOption()] : draft.options });
              setProblems({});
              setFailure(null);
            }}
          />
          {draft.enable && (
            <>
              <SwitchField
                label={t(k('child_price_only'))}
                hint={t(k('child_price_only_hint'))}
                checked={draft.child_price_only}
                onChange={(on) => change({ child_price_only: on })}
              />
              <ol className="extras-options__list">
                {draft.options.map((option, index) => (
                  <OptionRow
                    key={option.key}
                    option={option}
                    index={index}
                    count={draft.options.length}
                    problemText={(field) => problemText(`options.${index}.${field}`)}
                    onEdit={(field, value) => editOption(index, field, value)}
                    onExclusive={(on) =>
                      change({ options: draft.options.map((o, i) => (i === index ? { ...o, exclusive: on } : o)) })
                    }
                    onMove={(by) => reorder(moveOption(draft.options, index, by))}
                    onRemove={() => removeOption(index)}
                  />
                ))}
              </ol>
              <button
                type="button"
                ref={addButton}
                className="button button--plain extras-options__add"
                aria-invalid={problems['options'] ? true : undefined}
                onClick={addOption}
              >
                {t(k('add_option'))}
              </button>
              <div className="console-form__pair">
                <TextField
                  label={t(k('notes'))}
                  hint={t(k('notes_hint'))}
                  value={draft.notes}
                  maxLength={500}
                  lang="en"
                  dir="ltr"
                  autoComplete="off"
                  onChange={(event) => change({ notes: event.target.value })}
                />
                <TextField
                  label={t(k('arabic_notes'))}
                  value={draft.arabic_notes}
                  maxLength={500}
                  lang="ar"
                  dir="rtl"
                  autoComplete="off"
                  onChange={(event) => change({ arabic_notes: event.target.value })}
                />
              </div>
            </>
          )}
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
        </div>
      </form>
    </section>
  );
}

type OptionRowProps = {
  option: OptionDraft;
  index: number;
  count: number;
  problemText: (field: OptionField) => string | null;
  onEdit: (field: OptionField, value: string) => void;
  onExclusive: (on: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One option: labels in both languages, price, id, its day and exclusive, with move up, move down and remove. */
function OptionRow({ option, index, count, problemText, onEdit, onExclusive, onMove, onRemove }: OptionRowProps) {
  const { t } = useTranslation();
  const k = (key: string) => `console-package-extras.option_list.${key}`;
  const number = index + 1;
  const name = option.label.trim() || t(k('option_number'), { number });
  return (
    <li className="extras-option">
      <fieldset className="extras-option__fields">
        <legend className="extras-option__legend">{t(k('option_number'), { number })}</legend>
        <div className="console-form__pair">
          <TextField
            data-option={option.key}
            label={t(k('label'))}
            error={problemText('label')}
            value={option.label}
            maxLength={120}
            lang="en"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => onEdit('label', event.target.value)}
          />
          <TextField
            label={t(k('arabic_label'))}
            error={problemText('arabic_label')}
            value={option.arabic_label}
            maxLength={120}
            lang="ar"
            dir="rtl"
            autoComplete="off"
            onChange={(event) => onEdit('arabic_label', event.target.value)}
          />
        </div>
        <div className="console-form__pair">
          <TextField
            label={t(k('price'))}
            error={problemText('price')}
            value={option.price}
            maxLength={12}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => onEdit('price', event.target.value)}
          />
          <TextField
            label={t(k('id'))}
            hint={t(k('id_hint'))}
            error={problemText('id')}
            value={option.id}
            maxLength={40}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onEdit('id', event.target.value)}
          />
        </div>
        <TextField
          type="date"
          label={t(k('date'))}
          hint={t(k('date_hint'))}
          error={problemText('date')}
          value={option.date}
          dir="ltr"
          onChange={(event) => onEdit('date', event.target.value)}
        />
        <SwitchField label={t(k('exclusive'))} hint={t(k('exclusive_hint'))} checked={option.exclusive} onChange={onExclusive} />
        <div className="extras-option__actions">
          <button
            type="button"
            className="button button--plain"
            aria-label={t(k('move_up_named'), { name })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            {t(k('move_up'))}
          </button>
          <button
            type="button"
            className="button button--plain"
            aria-label={t(k('move_down_named'), { name })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            {t(k('move_down'))}
          </button>
          <button
            type="button"
            className="link-button extras-card__delete"
            aria-label={t(k('remove_named'), { name })}
            onClick={onRemove}
          >
            {t(k('remove'))}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
