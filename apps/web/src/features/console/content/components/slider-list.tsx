import type { ConsoleSlide } from '@portal/contract/console-content';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../../../lib/api.ts';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useDeleteSlide, useMoveSlide } from '../api/home-settings.ts';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type Direction = 'up' | 'down';
const moveButtonId = (slide: { id: number }, direction: Direction) => `slide-${slide.id}-${direction}`;

type SliderListProps = {
  slides: ConsoleSlide[];
  onEdit: (slide: ConsoleSlide) => void;
  /** the id of the heading that names the list */
  labelledBy: string;
};

/**
 * The banner's slides in the order visitors see them, each with Move up, Move down, Edit and Delete. After a
 * move the keyboard stays on the moved slide's button (the other one when it reached an end).
 */
export function SliderList({ slides, onEdit, labelledBy }: SliderListProps) {
  const { t } = useTranslation();
  const move = useMoveSlide();
  const [removing, setRemoving] = useState<ConsoleSlide | null>(null);
  const [refocus, setRefocus] = useState<{ id: number; direction: Direction } | null>(null);

  useEffect(() => {
    if (!refocus) return;
    const same = document.getElementById(moveButtonId(refocus, refocus.direction));
    const other = document.getElementById(moveButtonId(refocus, refocus.direction === 'up' ? 'down' : 'up'));
    (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
  }, [refocus, slides]);

  // a press while a move is on its way is dropped: turning the buttons off would throw the keyboard out
  const moveSlide = (slide: ConsoleSlide, direction: Direction) =>
    !move.isPending &&
    move.mutate(
      { id: slide.id, direction },
      {
        onSuccess: () => setRefocus({ id: slide.id, direction }),
        onError: (error) => showToast('error', errorMessageOf(error)),
      },
    );

  if (slides.length === 0) return <p className="empty-state">{t('console-content.slides.none')}</p>;
  return (
    <>
      <ol className="slide-list" aria-labelledby={labelledBy} aria-busy={move.isPending}>
        {slides.map((slide, index) => {
          const name = localized(slide, 'title') || t('console-content.slides.untitled', { number: index + 1 });
          return (
            <li key={slide.id} className={slide.enable ? 'slide-card' : 'slide-card slide-card--hidden'}>
              <img
                className="slide-card__image"
                alt={t('console-content.slides.image_alt', { name })}
                loading="lazy"
                src={pictureSrc(slide.image, pictures.consoleSlide)}
              />
              <div className="slide-card__body">
                <h3 className="slide-card__title">
                  <span className="slide-card__number">{index + 1}.</span>{' '}
                  <span lang="en" dir="ltr">
                    {slide.title}
                  </span>
                </h3>
                <p className="slide-card__arabic" lang="ar" dir="rtl">
                  {slide.arabic_title}
                </p>
                <p className="slide-card__link">
                  <bdi dir="ltr">{slide.link || t('console-content.slides.no_link')}</bdi>
                </p>
                {!slide.enable && <p className="slide-card__hidden">{t('console-content.slides.hidden')}</p>}
                <div className="slide-card__actions">
                  <button
                    type="button"
                    id={moveButtonId(slide, 'up')}
                    className="button button--plain"
                    aria-label={t('console-content.slides.move_up_named', { name })}
                    disabled={index === 0}
                    onClick={() => moveSlide(slide, 'up')}
                  >
                    {t('console-content.slides.move_up')}
                  </button>
                  <button
                    type="button"
                    id={moveButtonId(slide, 'down')}
                    className="button button--plain"
                    aria-label={t('console-content.slides.move_down_named', { name })}
                    disabled={index === slides.length - 1}
                    onClick={() => moveSlide(slide, 'down')}
                  >
                    {t('console-content.slides.move_down')}
                  </button>
                  <button
                    type="button"
                    className="button button--plain"
                    aria-label={t('console-content.slides.edit_named', { name })}
                    onClick={() => onEdit(slide)}
                  >
                    {t('console-content.slides.edit')}
                  </button>
                  <button
                    type="button"
                    className="link-button slide-card__delete"
                    aria-label={t('console-content.slides.delete_named', { name })}
                    onClick={() => setRemoving(slide)}
                  >
                    {t('console-content.slides.delete')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {removing && <DeleteSlideDialog slide={removing} onDone={() => setRemoving(null)} />}
    </>
  );
}

/** Delete, asked first: a slide can also be hidden instead, which keeps it for later. */
function DeleteSlideDialog({ slide, onDone }: { slide: ConsoleSlide; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteSlide();
  return (
    <ConfirmDeleteDialog
      title={t('console-content.slides.delete_title')}
      text={t('console-content.slides.delete_text')}
      confirmLabel={t('console-content.slides.delete_confirm')}
      run={() => remove.mutateAsync(slide.id)}
      doneText={t('console-content.slides.deleted')}
      onDeleted={onDone}
      onCancel={onDone}
    />
  );
}
