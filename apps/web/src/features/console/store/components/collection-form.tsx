import type { ConsoleCollection } from '@portal/contract/console-store';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveCollection } from '../api/store-catalogue.ts';
import { slugOf } from '@portal/domain/slug';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { BilingualFields } from '../../shared/components/store-bilingual-fields.tsx';
import { storeRefusal } from './store-refusals.ts';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';

/** What the admin has typed, under the server's field names, so its refusals land at their fields. */
type CollectionDraft = {
  slug: string;
  collection_name: string;
  arabic_collection_name: string;
  description: string;
  arabic_description: string;
  logo: string;
  designer: boolean;
};

const draftOf = (collection: ConsoleCollection | null): CollectionDraft => ({
  slug: collection?.slug ?? '',
  collection_name: collection?.collection_name ?? '',
  arabic_collection_name: collection?.arabic_collection_name ?? '',
  description: collection?.description ?? '',
  arabic_description: collection?.arabic_description ?? '',
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
  const form = useConsoleForm<CollectionDraft>({ initial: () => draftOf(collection), refusal: storeRefusal<CollectionDraft>(t) });
  const { draft, problems, editMany: edit, formRef } = form;
  const [slugTyped, setSlugTyped] = useState(collection !== null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = form.submitTo(
    save,
    ({ designer, ...typed }) => ({
      ...typed,
      id: collection?.id,
      store_id: collection?.store_id ?? storeId,
      is_profile: designer ? 1 : 0,
    }),
    ({ data }) => {
      const name = localized(data, 'collection_name');
      showToast('success', t(collection ? 'console-store.form.saved' : 'console-store.form.created', { name }));
      onClose();
    },
  );

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
            values={[draft.collection_name, draft.arabic_collection_name]}
            maxLength={200}
            errors={[problems.collection_name, problems.arabic_collection_name]}
            onChange={([name, arabic]) =>
              edit({ collection_name: name, arabic_collection_name: arabic, ...(slugTyped ? {} : { slug: slugOf(name) }) })
            }
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
              edit({ slug: event.target.value });
            }}
          />
          <BilingualFields
            multiline
            labels={[t('console-store.collections.description_en'), t('console-store.collections.description_ar')]}
            values={[draft.description, draft.arabic_description]}
            maxLength={20_000}
            errors={[problems.description, problems.arabic_description]}
            onChange={([description, arabic_description]) => edit({ description, arabic_description })}
          />
          <ImagePicker
            label={t('console-store.collections.logo')}
            value={draft.logo}
            error={problems.logo}
            onChange={(logo) => edit({ logo })}
          />
          {draft.logo && (
            <button type="button" className="link-button" onClick={() => edit({ logo: '' })}>
              {t('console-store.collections.no_logo')}
            </button>
          )}
          <SwitchField
            label={t('console-store.collections.designer')}
            hint={t('console-store.collections.designer_hint')}
            {...form.toggle('designer')}
          />
        </fieldset>
        <FormAlert failure={form.failure} />
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
