import type { ConsoleTag } from '@portal/contract/console-destinations';
import { useState } from 'react';
import { ConsoleList, listHeading, useStateListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useConsoleTags, useDeleteTag } from '../api/tags.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { TagCard } from '../components/tag-card.tsx';
import { TagFormDialog } from '../components/tag-form-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const path = '/backoffice/tags';
const tagsPerPage = 50;

/** The dialog open: a new tag, a tag to rename, or one to delete. */
type Open = { kind: 'new' } | { kind: 'rename'; tag: ConsoleTag } | { kind: 'delete'; tag: ConsoleTag } | null;

/**
 * /backoffice/tags (decision 035): the package tags that the home page's sections, the /t/ pages and
 * the package cards show. Admins create, rename and delete them; a tag a home section shows keeps its slug
 * and stays.
 */
export function TagsPage() {
  const { t } = useTranslation();
  const title = t('console-destinations.tags.title');
  useDocumentTitle(title);
  const { filters, show, showPage } = useStateListView([], 'tags-heading');
  const { q, page } = filters;
  const tags = useConsoleTags({ q, page, perPage: tagsPerPage });
  const [open, setOpen] = useState<Open>(null);
  const saved = (tag: ConsoleTag, created: boolean) => {
    setOpen(null);
    showToast(
      'success',
      t(created ? 'console-destinations.tags.created' : 'console-destinations.tags.saved', { name: localized(tag, 'name') }),
    );
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-destinations.tags.explained')}</p>
      <AdminGate path={path} error={tags.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console-destinations.tags.search')} q={q} onSearch={(typed) => show({ q: typed })} />
          <button type="button" className="button" onClick={() => setOpen({ kind: 'new' })}>
            {t('console-destinations.tags.new')}
          </button>
        </div>
        <ConsoleList
          headingId="tags-heading"
          heading={listHeading(t, 'console-destinations.tags', tags, q)}
          query={tags}
          page={page}
          perPage={tagsPerPage}
          onPage={showPage}
          empty={t('console-destinations.tags.none')}
          listClassName="tag-cards"
          row={(tag) => (
            <TagCard
              key={tag.id}
              tag={tag}
              onRename={() => setOpen({ kind: 'rename', tag })}
              onDelete={() => setOpen({ kind: 'delete', tag })}
            />
          )}
        />
        {open?.kind === 'new' && <TagFormDialog tag={null} onClose={() => setOpen(null)} onSaved={(tag) => saved(tag, true)} />}
        {open?.kind === 'rename' && (
          <TagFormDialog key={open.tag.id} tag={open.tag} onClose={() => setOpen(null)} onSaved={(tag) => saved(tag, false)} />
        )}
        {open?.kind === 'delete' && <DeleteTagDialog key={open.tag.id} tag={open.tag} onDone={() => setOpen(null)} />}
      </AdminGate>
    </div>
  );
}

/** Delete, asked first with the number of packages that lose the tag (they stay, untagged). */
function DeleteTagDialog({ tag, onDone }: { tag: ConsoleTag; onDone: () => void }) {
  const { t } = useTranslation();
  const name = localized(tag, 'name');
  const remove = useDeleteTag();
  return (
    <ConfirmDeleteDialog
      title={t('console-destinations.tags.delete_title', { name })}
      text={t('console-destinations.tags.delete_text', { count: tag.packages })}
      confirmLabel={t('console-destinations.tags.delete_confirm')}
      run={() => remove.mutateAsync(tag.id)}
      doneText={(answer) => t('console-destinations.tags.deleted', { name, count: answer.unlinked_packages })}
      onDeleted={onDone}
      onCancel={onDone}
    />
  );
}
