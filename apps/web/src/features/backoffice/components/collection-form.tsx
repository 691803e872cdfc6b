import type { ConsoleCollection } from '@portal/contract/console-store';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { localized } from '../../../lib/localized.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useSaveCollection } from '../api/store-catalogue.ts';
import { slugOf } from '@portal/domain/slug';
import { ImagePicker } from './image-picker.tsx';
import { BilingualFields } from './store-bilingual-fields.tsx';
import { refusalOf } from './store-refusals.ts';
import { SwitchField } from './switch-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ViewOnSite } from './view-on-site.tsx';

type CollectionDraft = {
  slug: string;
  names: [string, string];
  descriptions: [string, string];
  logo: string;
  designer: boolean;
};

const draftOf = (collection: ConsoleCollection | null): CollectionDraft => ({
  slug: collection?.slug ?? '',
  names: [collection?.collection_name ?? '', collection?.arabic_collection_name ?? ''],
  descriptions: [collection?.description ?? '', collection?.arabic_description ?? ''],
  logo: collection?.logo ?? '',
  designer: collection?.is_profile === 1,
});

type CollectionFormProps = { collection: ConsoleCollection | null; storeId: number; onClose: () => void };

/** A collection's or designer's form: names and descriptions in both languages, slug, logo and the designer switch. */
export function CollectionForm({ collection, storeId, onClose }: CollectionFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveCollection();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState(() => draftOf(collection));
  const [slugTyped, setSlugTyped] = useState(collection !== null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      {
        id: collection?.id,
        store_id: collection?.store_id ?? storeId,
        slug: draft.slug,
        collection_name: draft.names[0],
        arabic_collection_name: draft.names[1],
        logo: draft.logo,
        is_profile: draft.designer ? 1 : 0,
        description: draft.descriptions[0],
        arabic_description: draft.descriptions[1],
      },
      {
        onSuccess: ({ data }) => {
          showToast(
            'success',
            t(collection ? 'console-store.form.saved' : 'console-store.form.created', {
              name: localized(data, 'collection_name'),
            }),
          );
          onClose();
        },
        onError: (error) => {
          const refusal = refusalOf(error, t);
          setProblems(refusal.problems);
          setFailure(refusal.summary);
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <section className="store-panel" aria-labelledby={headingId}>
      <h2 className="review__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {collection
          ? t('console-store.collections.edit_title', { name: localized(collection, 'collection_name') })
          : t('console-store.collections.new_title')}
      </h2>
      {collection && <ViewOnSite record={{ kind: 'collection', slug: collection.slug, is_profile: collection.is_profile }} />}
      <form ref={formRef} className="store-form" onSubmit={submit} noValidate>
        <fieldset className="store-form__fields" disabled={save.isPending}>
          <BilingualFields
            labels={[t('console-store.collections.name_en'), t('console-store.collections.name_ar')]}
            values={draft.names}
            maxLength={200}
            errors={[problems.collection_name, problems.arabic_collection_name]}
            onChange={(names) => setDraft((d) => ({ ...d, names, slug: slugTyped ? d.slug : slugOf(names[0]) }))}
          />
          <TextField
            label={t('console-store.form.slug')}
            hint={t('console-store.form.slug_hint')}
            error={problems.slug}
            value={draft.slug}
            maxLength={80}
            dir="ltr"
            autoComplete="off"
            onChange={(event) => {
              setSlugTyped(true);
              setDraft((d) => ({ ...d, slug: event.target.value }));
            }}
          />
          <BilingualFields
            multiline
            labels={[t('console-store.collections.description_en'), t('console-store.collections.description_ar')]}
            values={draft.descriptions}
            maxLength={20_000}
            errors={[problems.description, problems.arabic_description]}
            onChange={(descriptions) => setDraft((d) => ({ ...d, descriptions }))}
          />
          <ImagePicker
            label={t('console-store.collections.logo')}
            value={draft.logo}
            error={problems.logo}
            onChange={(logo) => setDraft((d) => ({ ...d, logo }))}
          />
          {draft.logo && (
            <button type="button" className="link-button" onClick={() => setDraft((d) => ({ ...d, logo: '' }))}>
              {t('console-store.collections.no_logo')}
            </button>
          )}
          <SwitchField
            label={t('console-store.collections.designer')}
            hint={t('console-store.collections.designer_hint')}
            checked={draft.designer}
            onChange={(designer) => setDraft((d) => ({ ...d, designer }))}
          />
        </fieldset>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="store-form__actions">
          <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
            {save.isPending ? t('console-store.form.saving') : t('console-store.collections.save')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console-store.form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
