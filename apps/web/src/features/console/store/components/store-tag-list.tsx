import type { ConsoleStoreTag } from '@portal/contract/console-store';
import { useState } from 'react';
import { TextField } from '../../../../components/text-field.tsx';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useConsoleStoreTags, useDeleteStoreTag, useSaveStoreTag } from '../api/store-catalogue.ts';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { slugOf } from '@portal/domain/slug';
import { BilingualFields } from '../../shared/components/store-bilingual-fields.tsx';
import { storeRefusal } from './store-refusals.ts';
import { FormAlert } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { BilingualName } from '../../shared/components/bilingual-name.tsx';

/** The store tags (decision 035): add one, rename one in place, delete one (its products lose it). */
export function StoreTagList({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const tags = useConsoleStoreTags();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<ConsoleStoreTag | null>(null);
  return (
    <section aria-labelledby="store-tags-heading" aria-busy={tags.isFetching}>
      <h2 id="store-tags-heading" className="review__heading">
        {t('console-store.tags.title')}
      </h2>
      <p>{t('console-store.tags.explained')}</p>
      {editing === 'new' ? (
        <TagForm tag={null} storeId={storeId} onClose={() => setEditing(null)} />
      ) : (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('console-store.tags.new')}
        </button>
      )}
      {tags.data?.length === 0 && <p className="empty-state">{t('console-store.tags.none')}</p>}
      <ul className="store-tags">
        {tags.data?.map((tag) =>
          editing === tag.id ? (
            <li key={tag.id} className="store-tags__item store-tags__item--editing">
              <TagForm tag={tag} storeId={storeId} onClose={() => setEditing(null)} />
            </li>
          ) : (
            <li key={tag.id} className="store-tags__item">
              <span className="store-tags__names">
                <BilingualName en={tag.value} ae={tag.arabic_value} />
                <span className="store-tags__count">{t('console-store.tags.products', { count: tag.products })}</span>
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={t('console-store.tags.rename_named', { name: localized(tag, 'value') })}
                onClick={() => setEditing(tag.id)}
              >
                {t('console-store.tags.rename')}
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={t('console-store.tags.delete_named', { name: localized(tag, 'value') })}
                onClick={() => setRemoving(tag)}
              >
                {t('console-store.tags.delete')}
              </button>
            </li>
          ),
        )}
      </ul>
      {removing && <RemoveTagDialog key={removing.id} tag={removing} onDone={() => setRemoving(null)} />}
    </section>
  );
}

type StoreTagDraft = { value: string; arabic_value: string; slug: string };

function TagForm({ tag, storeId, onClose }: { tag: ConsoleStoreTag | null; storeId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStoreTag();
  const form = useConsoleForm<StoreTagDraft>({
    initial: () => ({ value: tag?.value ?? '', arabic_value: tag?.arabic_value ?? '', slug: tag?.slug ?? '' }),
    refusal: storeRefusal<StoreTagDraft>(t),
  });
  const { draft, problems, editMany, formRef } = form;

  const submit = form.submitTo(
    save,
    (typed) => ({ ...typed, id: tag?.id, store_id: tag?.store_id ?? storeId, slug: typed.slug || slugOf(typed.value) }),
    ({ data }) => {
      showToast(
        'success',
        t(tag ? 'console-store.form.saved' : 'console-store.form.created', { name: localized(data, 'value') }),
      );
      onClose();
    },
  );

  return (
    <form ref={formRef} className="store-form store-form--inline" onSubmit={submit} noValidate>
      <fieldset className="store-form__fields" disabled={save.isPending}>
        <legend className="visually-hidden">{tag ? t('console-store.tags.rename') : t('console-store.tags.new')}</legend>
        <BilingualFields
          labels={[t('console-store.tags.name_en'), t('console-store.tags.name_ar')]}
          values={[draft.value, draft.arabic_value]}
          maxLength={60}
          errors={[problems.value, problems.arabic_value]}
          onChange={([value, arabic_value]) => editMany({ value, arabic_value })}
        />
        <TextField
          label={t('console-store.form.slug')}
          hint={t('console-store.tags.slug_hint')}
          {...form.text('slug')}
          maxLength={60}
          dir="ltr"
          autoComplete="off"
        />
      </fieldset>
      <FormAlert failure={form.failure} />
      <div className="store-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {t('console-store.tags.save')}
        </button>
        <button type="button" className="button button--plain" onClick={onClose}>
          {t('console-store.form.cancel')}
        </button>
      </div>
    </form>
  );
}

function RemoveTagDialog({ tag, onDone }: { tag: ConsoleStoreTag; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteStoreTag();
  const name = localized(tag, 'value');
  return (
    <ConfirmDeleteDialog
      title={t('console-store.delete.title', { name })}
      text={t('console-store.tags.delete_text', { count: tag.products })}
      confirmLabel={t('console-store.delete.confirm')}
      run={() => remove.mutateAsync({ id: tag.id })}
      doneText={t('console-store.delete.deleted', { name })}
      onDeleted={onDone}
      onCancel={onDone}
    />
  );
}
