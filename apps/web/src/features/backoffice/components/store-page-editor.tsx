import type { ConsoleStorePage } from '@portal/contract/console-store';
import { useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { localized } from '../../../lib/localized.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useDeleteStorePage, useSaveStorePage } from '../api/store-catalogue.ts';
import { ConfirmDeleteDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { slugOf } from '@portal/domain/slug';
import { BilingualFields } from './store-bilingual-fields.tsx';
import { refusalOf } from './store-refusals.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ViewOnSite } from './view-on-site.tsx';

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

function PageForm({ page, storeId, onClose }: { page: ConsoleStorePage | null; storeId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStorePage();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [titles, setTitles] = useState<[string, string]>([page?.title ?? '', page?.arabic_title ?? '']);
  const [bodies, setBodies] = useState<[string, string]>([page?.body ?? '', page?.arabic_body ?? '']);
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: page?.id,
        store_id: storeId,
        slug: slug || slugOf(titles[0]),
        title: titles[0],
        arabic_title: titles[1],
        body: bodies[0],
        arabic_body: bodies[1],
      },
      {
        onSuccess: ({ data }) => {
          showToast(
            'success',
            t(page ? 'console-store.form.saved' : 'console-store.form.created', { name: localized(data, 'title') }),
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
    <form ref={formRef} className="store-form store-form--inline" onSubmit={submit} noValidate>
      <fieldset className="store-form__fields" disabled={save.isPending}>
        <legend className="visually-hidden">{page ? t('console-store.pages.edit') : t('console-store.pages.new')}</legend>
        <BilingualFields
          labels={[t('console-store.pages.title_en'), t('console-store.pages.title_ar')]}
          values={titles}
          maxLength={200}
          errors={[problems.title, problems.arabic_title]}
          onChange={setTitles}
        />
        <TextField
          label={t('console-store.form.slug')}
          hint={t('console-store.pages.slug_hint')}
          error={problems.slug}
          value={slug}
          maxLength={80}
          dir="ltr"
          autoComplete="off"
          onChange={(event) => setSlug(event.target.value)}
        />
        <BilingualFields
          multiline
          labels={[t('console-store.pages.body_en'), t('console-store.pages.body_ar')]}
          values={bodies}
          maxLength={20_000}
          errors={[problems.body, problems.arabic_body]}
          onChange={setBodies}
        />
        <p className="form-field__hint">{t('console-store.pages.body_hint')}</p>
      </fieldset>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
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
