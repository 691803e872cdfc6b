import type { ConsolePostcardTemplate } from '@portal/contract/console';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { localized } from '../../../../lib/localized.ts';
import { useConsolePostcardTemplates, useDeletePostcardTemplate, useSavePostcardTemplate } from '../api/postcard-templates.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { PostcardTemplateForm } from '../components/postcard-template-form.tsx';
import { useInlineForm } from '../../shared/components/use-inline-form.ts';
import { draftOfTemplate, templateInput } from '../postcard-template-draft.ts';
import { BilingualName } from '../../shared/components/bilingual-name.tsx';

const path = '/backoffice/postcard-templates';

/**
 * /backoffice/postcard-templates (decision 034): every postcard template, enabled or not, with its orders;
 * admins add and change them (visitors see a change at once) and delete those no order refers to.
 */
export function PostcardTemplatesPage() {
  const { t } = useTranslation();
  const title = t('console-catalogue.templates.title');
  useDocumentTitle(title);
  const templates = useConsolePostcardTemplates();
  const [removing, setRemoving] = useState<ConsolePostcardTemplate | null>(null);
  const { editing, openForm, closeForm } = useInlineForm<ConsolePostcardTemplate>();

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-catalogue.templates.explained')}</p>
      <AdminGate path={path} error={templates.error}>
        <button type="button" className="button template-list__new" onClick={() => openForm(null)}>
          {t('console-catalogue.templates.new')}
        </button>
        {editing && <PostcardTemplateForm key={editing.record?.id ?? 'new'} template={editing.record} onClose={closeForm} />}
        <section aria-labelledby="template-list-heading" aria-busy={templates.isPending}>
          <h2 id="template-list-heading" className="review__heading">
            {templates.isPending
              ? t('console-catalogue.templates.loading')
              : t('console-catalogue.templates.count', { count: templates.data?.length ?? 0 })}
          </h2>
          {templates.isPending && <ListSkeleton />}
          {templates.data?.length === 0 && <p className="empty-state">{t('console-catalogue.templates.none')}</p>}
          <ul className="template-list">
            {templates.data?.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onEdit={() => openForm(template)}
                onRemove={() => setRemoving(template)}
              />
            ))}
          </ul>
        </section>
        {removing && <RemoveDialog key={removing.id} template={removing} onDone={() => setRemoving(null)} />}
      </AdminGate>
    </div>
  );
}

type TemplateCardProps = { template: ConsolePostcardTemplate; onEdit: () => void; onRemove: () => void };

/** One template: its picture, both names, price, switches and orders, with Edit and Delete. */
function TemplateCard({ template, onEdit, onRemove }: TemplateCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const yesNo = (on: 0 | 1) => (on ? t('console-catalogue.templates.yes') : t('console-catalogue.templates.no'));
  const name = localized(template, 'name', language);
  // a template with orders that is already hidden has nothing left to do: it stays for its orders
  const removable = template.orders === 0 || template.enable === 1;
  return (
    <li className={template.enable ? 'template-card' : 'template-card template-card--disabled'}>
      <img
        className="template-card__image"
        alt={t('console-catalogue.templates.image_alt', { name })}
        loading="lazy"
        src={pictureSrc(template.image, pictures.orderPicture)}
      />
      <div className="template-card__body">
        <BilingualName
          as="h3"
          className="template-card__name"
          otherClassName="template-card__arabic-name"
          en={template.name}
          ae={template.arabic_name}
        />
        <dl className="template-card__facts">
          <dt>{t('console-catalogue.templates.fields.price')}</dt>
          <dd>
            <bdi dir="ltr">{formatAed(template.price, language)}</bdi>
          </dd>
          <dt>{t('console-catalogue.templates.fields.customisable')}</dt>
          <dd>{yesNo(template.customisable)}</dd>
          <dt>{t('console-catalogue.templates.fields.enable')}</dt>
          <dd className={template.enable ? undefined : 'template-card__off'}>{yesNo(template.enable)}</dd>
          <dt>{t('console-catalogue.templates.fields.orders')}</dt>
          <dd>{template.orders}</dd>
        </dl>
        <div className="template-card__actions">
          <button
            type="button"
            className="button button--plain"
            aria-label={t('console-catalogue.templates.edit_named', { name })}
            onClick={onEdit}
          >
            {t('console-catalogue.templates.edit')}
          </button>
          {removable && (
            <button
              type="button"
              className="link-button template-card__delete"
              aria-label={t('console-catalogue.templates.delete_named', { name })}
              onClick={onRemove}
            >
              {t('console-catalogue.templates.delete')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Delete, asked first; a template orders refer to can only be disabled, which hides it from visitors and keeps its orders whole. */
function RemoveDialog({ template, onDone }: { template: ConsolePostcardTemplate; onDone: () => void }) {
  const { t } = useTranslation();
  const name = localized(template, 'name');
  const remove = useDeletePostcardTemplate();
  const disable = useSavePostcardTemplate();
  return (
    <ConfirmDeleteDialog
      title={t('console-catalogue.delete.title', { name })}
      text={t('console-catalogue.delete.text')}
      confirmLabel={t('console-catalogue.delete.confirm')}
      run={() => remove.mutateAsync(template.id)}
      doneText={t('console-catalogue.delete.deleted', { name })}
      onDeleted={onDone}
      onCancel={onDone}
      disableInstead={{
        inUse: template.orders > 0,
        label: t('console-catalogue.delete.disable'),
        text: t('console-catalogue.delete.in_use'),
        run: () => disable.mutateAsync(templateInput({ ...draftOfTemplate(template), enable: false }, template.id)),
        doneText: t('console-catalogue.delete.disabled', { name }),
      }}
    />
  );
}

/** Three cards' worth of grey shapes while the templates load. */
function ListSkeleton() {
  return (
    <div className="template-list skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="template-card">
          <div className="skeleton__block template-card__image" />
          <div className="template-card__body">
            <div className="skeleton__line skeleton__line--title" />
            <div className="skeleton__line" />
            <div className="skeleton__line skeleton__line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
