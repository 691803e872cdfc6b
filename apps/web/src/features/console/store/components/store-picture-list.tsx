import { useId } from 'react';
import { pictures as boxes, pictureSrc } from '../../../../lib/images.ts';
import { PictureButton } from './store-picture-button.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type PictureListProps = {
  label: string;
  /** paths under files/, in the order visitors see them */
  pictures: string[];
  onChange: (pictures: string[]) => void;
  max: number;
  /** the list's problem and each picture's, by index */
  error?: string | undefined;
  errorAt?: (index: number) => string | undefined;
};

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(from + by, 0, item!);
  return next;
}

/**
 * An ordered list of pictures (a slider, a product's gallery): each with Move up, Move down and Remove, and a
 * picker that adds an uploaded picture (or uploads one) at the end.
 */
export function PictureList({ label, pictures, onChange, max, error, errorAt }: PictureListProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <fieldset className="store-pictures" aria-describedby={error ? `${labelId}-error` : undefined}>
      <legend className="form-field__label" id={labelId}>
        {label}
      </legend>
      {pictures.length === 0 && <p className="form-field__hint">{t('console-store.pictures.none')}</p>}
      <ol className="store-pictures__list">
        {pictures.map((path, index) => (
          <li key={`${path}-${index}`} className="store-pictures__item">
            <img
              width={160}
              height={120}
              alt={t('console-store.pictures.alt', { n: index + 1 })}
              loading="lazy"
              src={pictureSrc(path, boxes.orderPicture)}
            />
            <RowButtons
              count={pictures.length}
              index={index}
              onMove={(by) => onChange(moved(pictures, index, by))}
              onRemove={() => onChange(pictures.filter((_, i) => i !== index))}
            />
            {errorAt?.(index) && (
              <p className="field-error" role="alert">
                {errorAt(index)}
              </p>
            )}
          </li>
        ))}
      </ol>
      {pictures.length < max && (
        <PictureButton label={t('console-store.pictures.add')} value="" onChange={(path) => onChange([...pictures, path])} />
      )}
      {error && (
        <p className="field-error" id={`${labelId}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type RowButtonsProps = { count: number; index: number; onMove: (by: -1 | 1) => void; onRemove: () => void };

/** Move up, Move down and Remove of one row of an ordered list (a picture, a highlight, a link), each naming its row. */
export function RowButtons({ count, index, onMove, onRemove }: RowButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="store-rows__buttons">
      <button
        type="button"
        className="link-button"
        disabled={index === 0}
        aria-label={t('console-store.rows.up_named', { n: index + 1 })}
        onClick={() => onMove(-1)}
      >
        {t('console-store.rows.up')}
      </button>
      <button
        type="button"
        className="link-button"
        disabled={index === count - 1}
        aria-label={t('console-store.rows.down_named', { n: index + 1 })}
        onClick={() => onMove(1)}
      >
        {t('console-store.rows.down')}
      </button>
      <button
        type="button"
        className="link-button"
        aria-label={t('console-store.rows.remove_named', { n: index + 1 })}
        onClick={onRemove}
      >
        {t('console-store.rows.remove')}
      </button>
    </div>
  );
}
