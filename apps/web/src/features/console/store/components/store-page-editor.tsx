import type { ConsoleStorePage } from '@portal/contract/console-store';
import { useState } from 'react';
import { TextField } from '../../../../components/text-field.tsx';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useDeleteStorePage, useSaveStorePage } from '../api/store-catalogue.ts';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { slugOf } from '@portal/domain/slug';
import { BilingualFields } from '../../shared/components/store-bilingual-fields.tsx';
import { storeRefusal } from './store-refusals.ts';
import { FormAlert } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';

/**
 * The store's pages (/stores/<store>/pages/<slug>: about, contact …): each with its title and body in both
 * languages. Bodies are HTML; the server keeps only structure, emphasis and links.
 */
export function StorePageEditor({
  storeId,
  storeSlug,
  pages,
}: {
  storeId: number;
  storeSlug: string;
  pages: ConsoleStorePage[];
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<ConsoleStorePage | null>(null);
  return (
    <section aria-labelledby="store-pages-heading">
      <h2 id="store-pages-heading" className="review__heading">
        {t('console-store.pages.title')}
      </h2>
      {pages.length === 0 && <p className="empty-state">{t('console-store.pages.none')}</p>}
      <ul className="store-tags">
        {pages.map((page) =>
          editing === page.id ? (
            <li key={page.id} className="store-tags__item store-tags__item--editing">
              <ViewOnSite record={{ kind: 'store_page', store_slug: storeSlug, slug: page.slug }} />
              <PageForm page={page} storeId={storeId} onClose={() => setEditing(null)} />
            </li>
          ) : (
            <li key={page.id} className="store-tags__item">
              <span className="store-tags__names">
                <span>{localized(page, 'title')}</span>
                <bdi dir="ltr" className="store-tags__count">
                  /stores/{storeSlug}/pages/{page.slug}
                </bdi>
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={t('console-store.pages.edit_named', { name: localized(page, 'title') })}
                onClick={() => setEditing(page.id)}
              >
                {t('console-store.pages.edit')}
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={t('console-store.pages.delete_named', { name: localized(page, 'title') })}
                onClick={() => setRemoving(page)}
              >
                {t('console-store.pages.delete')}
              </button>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <PageForm page={null} storeId={storeId} onClose={() => setEditing(null)} />
      ) : (
        <button type="button" className="button button--plain" onClick={() => setEditing('new')}>
          {t('console-store.pages.new')}
        </button>
      )}
      {removing && <RemovePageDialog key={removing.id} page={removing} onDone={() => setRemoving(null)} />}
    </section>
  );
}

type PageDraft = { title: string; arabic_title: string; body: string; arabic_body: string; slug: string };

function PageForm({ page, storeId, onClose }: { page: ConsoleStorePage | null; storeId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStorePage();
  const form = useConsoleForm<PageDraft>({
    initial: () => ({
      title: page?.title ?? '',
      arabic_title: page?.arabic_title ?? '',
      body: page?.body ?? '',
      arabic_body: page?.arabic_body ?? '',
      slug: page?.slug ?? '',
    }),
    refusal: storeRefusal<PageDraft>(t),
  });
  const { draft, problems, editMany, formRef } = form;

  const submit = form.submitTo(
    save,
    (typed) => ({ ...typed, id: page?.id, store_id: storeId, slug: typed.slug || slugOf(typed.title) }),
    ({ data }) => {
      showToast(
        'success',
        t(page ? 'console-store.form.saved' : 'console-store.form.created', { name: localized(data, 'title') }),
      );
      onClose();
    },
  );

  return (
    <form ref={formRef} className="store-form store-form--inline" onSubmit={submit} noValidate>
      <fieldset className="store-form__fields" disabled={save.isPending}>
        <legend className="visually-hidden">{page ? t('console-store.pages.edit') : t('console-store.pages.new')}</legend>
        <BilingualFields
          labels={[t('console-store.pages.title_en'), t('console-store.pages.title_ar')]}
          values={[draft.title, draft.arabic_title]}
          maxLength={200}
          errors={[problems.title, problems.arabic_title]}
          onChange={([title, arabic_title]) => editMany({ title, arabic_title })}
        />
        <TextField
          label={t('console-store.form.slug')}
          hint={t('console-store.pages.slug_hint')}
          {...form.text('slug')}
          maxLength={80}
          dir="ltr"
          autoComplete="off"
        />
        <BilingualFields
          multiline
          labels={[t('console-store.pages.body_en'), t('console-store.pages.body_ar')]}
          values={[draft.body, draft.arabic_body]}
          maxLength={20_000}
          errors={[problems.body, problems.arabic_body]}
          onChange={([body, arabic_body]) => editMany({ body, arabic_body })}
        />
        <p className="form-field__hint">{t('console-store.pages.body_hint')}</p>
      </fieldset>
      <FormAlert failure={form.failure} />
      <div className="store-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {t('console-store.pages.save')}
        </button>
        <button type="button" className="button button--plain" onClick={onClose}>
          {t('console-store.form.cancel')}
        </button>
      </div>
    </form>
  );
}

function RemovePageDialog({ page, onDone }: { page: ConsoleStorePage; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteStorePage();
  const name = localized(page, 'title');
  return (
    <ConfirmDeleteDialog
      title={t('console-store.delete.title', { name })}
      text={t('console-store.pages.delete_text')}
      confirmLabel={t('console-store.delete.confirm')}
      run={() => remove.mutateAsync({ id: page.id })}
      doneText={t('console-store.delete.deleted', { name })}
      onDeleted={onDone}
      onCancel={onDone}
    />
  );
}
