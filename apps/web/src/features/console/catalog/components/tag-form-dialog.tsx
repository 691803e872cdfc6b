import type { ConsoleTag } from '@portal/contract/console-destinations';
import { useId } from 'react';
import { FormAlert } from '../../../../components/console-kit/form-parts.tsx';
import { fieldsNamed } from '../../../../components/console-kit/form-state.ts';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { useSaveTag } from '../api/tags.ts';
import { slugToSave } from '../destination-draft.ts';
import { BilingualFields } from '../../shared/components/store-bilingual-fields.tsx';
import { useFocusOnOpen } from '../../shared/components/use-focus-on-open.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type Field = 'name' | 'arabic_name' | 'slug';

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

/** A refused slug's text: one a home section holds, or one another tag has, says so. */
const slugRefusalKey = (code: string) => (code === 'in_use' ? 'slug_on_home' : code === 'slug_taken' ? 'slug_taken' : 'slug');

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
  const form = useConsoleForm<Record<Field, string>>({
    initial: () => ({ name: tag?.name ?? '', arabic_name: tag?.arabic_name ?? '', slug: tag?.slug ?? '' }),
    check: problemKeys,
    problemText: (key) => t(`console-destinations.problems.${key}`),
    refusal: {
      fieldOf: fieldsNamed<Record<Field, string>>(fields),
      text: (field, _reason, code) => t(`console-destinations.tags.refused.${field === 'slug' ? slugRefusalKey(code) : field}`),
      checkFields: t('console-destinations.form.check_fields'),
    },
  });
  const { draft, problems, formRef } = form;
  const edit = form.editMany;

  const submit = form.submitTo(
    save,
    (typed) => ({
      ...(tag ? { id: tag.id } : {}),
      name: typed.name.trim(),
      arabic_name: typed.arabic_name.trim(),
      slug: typed.slug.trim().toLowerCase(),
    }),
    onSaved,
  );

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
        <FormAlert failure={form.failure} className="console-alert" />
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
