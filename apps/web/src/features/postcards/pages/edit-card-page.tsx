import type { PostcardTemplate } from '@portal/contract/postcards';
import { postcardAspect } from '@portal/domain/postcard';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { customisableTemplate, splitTemplates, usePostcardTemplates } from '../api/templates.ts';
import { CardFront } from '../components/card-front.tsx';
import { PhotoUploadDialog } from '../components/photo-upload-dialog.tsx';
import { TemplateStrip, TemplateStripSkeleton } from '../components/template-strip.tsx';
import { chooseTemplate, savePhoto, usePostcardDraft } from '../lib/draft.ts';
import { postcardListPath, postcardMessagePath } from '../paths.ts';

/**
 * Keeps the frame and the photo in the draft together. chooseTemplate empties the photo (a ready-made card
 * has none), so the photo is saved after it; false when the browser would only keep the photo for this visit.
 */
function keepCard(template: PostcardTemplate, photo: string): boolean {
  chooseTemplate({ id: template.id, image: template.image, price: template.price });
  return photo ? savePhoto(photo) : true;
}

type EditorProps = { template: PostcardTemplate; frames: readonly PostcardTemplate[] };

function CardEditor({ template, frames }: EditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { photo } = usePostcardDraft();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [photoUnsaved, setPhotoUnsaved] = useState(false);
  const name = localized(template, 'name', language);

  const acceptPhoto = (dataUrl: string) => {
    setPhotoUnsaved(!keepCard(template, dataUrl));
  };

  // a frame may go without a photo: the server then prints the frame alone (docs/decisions/033-postcards.md)
  const next = () => {
    keepCard(template, photo);
    void navigate(postcardMessagePath);
  };

  return (
    <>
      <TemplateStrip templates={frames} chosenId={template.id} />
      <div className="edit-card__workspace">
        <CardFront
          className="edit-card__preview"
          templateImage={template.image}
          photo={photo}
          customisable
          alt={t(photo ? 'postcards.edit.preview_alt_photo' : 'postcards.edit.preview_alt', { name })}
        />
        <div className="edit-card__actions">
          <button type="button" className="button button--quiet" onClick={() => setDialogOpen(true)}>
            {photo ? t('postcards.edit.replace') : t('postcards.edit.upload')}
          </button>
          <button type="button" className="button" onClick={next}>
            {t('postcards.edit.next')}
          </button>
        </div>
        {photoUnsaved && photo && (
          <p className="notice edit-card__notice" role="status">
            {t('postcards.edit.photo_unsaved')}
          </p>
        )}
      </div>
      <PhotoUploadDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onPhoto={acceptPhoto} />
    </>
  );
}

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('postcards.edit.loading')}
      </p>
      <TemplateStripSkeleton />
      <div className="edit-card__workspace" aria-hidden="true">
        <div className="card-front edit-card__preview skeleton__block" style={{ aspectRatio: String(postcardAspect) }} />
      </div>
    </>
  );
}

/**
 * /hos-postcards/edit-my-card/{card_slug} (spec part 2 §2.7): the strip of frames, the chosen frame large
 * with the buyer's photo in it, the photo upload, and Next to the message. The photo lives in the draft,
 * so it survives a reload, a change of frame and a sign-in on the way.
 */
export function EditCardPage() {
  const { t } = useTranslation();
  const { card_slug: slug } = useParams();
  const query = usePostcardTemplates();
  const template = query.data ? customisableTemplate(query.data, slug) : null;
  useDocumentTitle(query.data && !template ? t('postcards.edit.not_found_title') : t('postcards.edit.title'));

  if (query.data && !template) {
    return (
      <NotFoundState
        title={t('postcards.edit.not_found_title')}
        text={t('postcards.edit.not_found_text')}
        linkTo={postcardListPath}
        linkText={t('postcards.edit.back_to_list')}
      />
    );
  }
  return (
    <div className="container page edit-card">
      <h1 className="page__title">{t('postcards.edit.title')}</h1>
      <p className="page__intro">{t('postcards.edit.intro')}</p>
      {query.isPending && <EditorSkeleton />}
      {query.isError && (
        <LoadError
          message={t('postcards.edit.load_failed')}
          detail={errorMessageOf(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && template && <CardEditor template={template} frames={splitTemplates(query.data).customisable} />}
    </div>
  );
}
