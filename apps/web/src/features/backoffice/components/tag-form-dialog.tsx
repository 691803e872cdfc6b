import type { ConsoleTag } from '@portal/contract/console-destinations';
import { useId, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useSaveTag } from '../api/tags.ts';
import { slugToSave } from '../destination-draft.ts';
import { BilingualFields } from './store-bilingual-fields.tsx';
import { useFocusOnOpen } from './use-focus-on-open.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Field = 'name' | 'arabic_name' | 'slug';
type Problems = Partial<Record<Field, string>>;

const fields: readonly Field[] = ['name', 'arabic_name', 'slug'];
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The problems to show before sending: both names, and a slug that is typed right or can be made from the name. */
function problemKeys(draft: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!draft.name.trim()) problems.name = 'name_required';
  if (!draft.arabic_name.trim()) problems.arabic_name = 'arabic_name_required';
  const slug = slugToSave({ url_slug: draft.slug, name: draft.name });
  if (draft.slug.trim() && !slugPattern.test(slug)) problems.slug = 'slug_format';
  else if (draft.name.trim() && !slug) problems.slug = 'slug_required';
  return problems;
}

/** The server's refusal at the fields it names; a slug a home section holds, or one another tag has, says so. */
function refusedFields(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ActionError)) return {};
  const named = Object.keys(error.failure.fields ?? {}).filter((name): name is Field => fields.includes(name as Field));
  const slugKey = error.failure.code === 'in_use' ? 'slug_on_home' : error.failure.code === 'slug_taken' ? 'slug_taken' : 'slug';
  return Object.fromEntries(named.map((field) => [field, field === 'slug' ? slugKey : field]));
}

type TagFormDialogProps = {
  /** the tag to rename, or null for a new one */
  tag: ConsoleTag | null;
  onClose: () => void;
  onSaved: (saved: ConsoleTag) => void;
};

/** Creates a tag or renames one: both names side by side and the slug of its /t/ page. What was typed stays on a refusal. */
export function TagFormDialog({ tag, onClose, onSaved }: TagFormDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const firstRef = useFocusOnOpen<HTMLHeadingElement>();
  const save = useSaveTag();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<Record<Field, string>>({
    name: tag?.name ?? '',
    arabic_name: tag?.arabic_name ?? '',
    slug: tag?.slug ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (changes: Partial<Record<Field, string>>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setProblems((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((field) => [field, undefined])) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemKeys(draft);
    setProblems(
      Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`console-destinations.problems.${key}`)])),
    );
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    const input = {
      ...(tag ? { id: tag.id } : {}),
      name: draft.name.trim(),
      arabic_name: draft.arabic_name.trim(),
      slug: draft.slug.trim().toLowerCase(),
    };
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        const refused = refusedFields(error);
        setProblems(
          Object.fromEntries(
            Object.entries(refused).map(([field, key]) => [field, t(`console-destinations.tags.refused.${key}`)]),
          ),
        );
        setFailure(Object.keys(refused).length > 0 ? t('console-destinations.form.check_fields') : errorMessageOf(error));
        focusFirstInvalid();
      },
    });
  };

  const slug = slugToSave({ url_slug: draft.slug, name: draft.name });
  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')}>
      <form ref={formRef} className="console-form" onSubmit={submit} noValidate>
        <h2 id={headingId} className="review__heading" ref={firstRef} tabIndex={-1}>
          {tag ? t('console-destinations.tags.rename_title', { slug: tag.slug }) : t('console-destinations.tags.new_title')}
        </h2>
        <fieldset className="console-form" disabled={save.isPending}>
          <legend className="visually-hidden">{t('console-destinations.tags.fields')}</legend>
          <BilingualFields
            labels={[t('console-destinations.tags.name'), t('console-destinations.tags.arabic_name')]}
            values={[draft.name, draft.arabic_name]}
            errors={[problems.name, problems.arabic_name]}
            maxLength={80}
            onChange={([name, arabic_name]) => edit({ name, arabic_name })}
          />
          <TextField
            label={t('console-destinations.tags.slug')}
            hint={
              <>
                {tag?.home_section ? t('console-destinations.tags.slug_home_hint') : t('console-destinations.tags.slug_hint')}{' '}
                {slug && <bdi dir="ltr">/t/{slug}</bdi>}
              </>
            }
            error={problems.slug}
            value={draft.slug}
            placeholder={slugToSave({ url_slug: '', name: draft.name })}
            maxLength={200}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            // a home section names the tag by its slug: it changes on the home page first
            readOnly={tag !== null && tag.home_section !== null}
            onChange={(event) => edit({ slug: event.target.value })}
          />
        </fieldset>
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="review__actions">
          <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
            {tag ? t('console-destinations.tags.save') : t('console-destinations.tags.create')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
