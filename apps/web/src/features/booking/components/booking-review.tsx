import type { maxReviewLength as contractMaxLength, OwnReview } from '@portal/contract/reviews';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { ActionError, errorMessageOf, refusedFieldsOf } from '../../../lib/api.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useMyReviews, useWriteReview } from '../api/reviews.ts';
import { addReviewPhotos, maxReviewPhotos, photoProblemOf, type PhotoProblem } from '../review-photos.ts';

/** The contract's limit, written here because a value import of the contract would bring zod into the page's code. */
const maxReviewLength: typeof contractMaxLength = 2000;

/** The e-mail's link opens My Bookings with this parameter naming the booking to review (review-invitations.ts). */
const reviewParam = 'review';

/**
 * Under a booking in My Bookings (decision 039): "Write a review" when the server says it can be
 * reviewed now, the traveller's stars once reviewed, nothing otherwise. The invitation e-mail's link
 * (`?review=<order number>`) opens the dialog at once.
 */
export function BookingReview({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const mine = useMyReviews();
  const [search, setSearch] = useSearchParams();
  const invited = search.get(reviewParam) === orderNumber;
  const [opened, setOpened] = useState(false);
  const review = mine.data?.reviews.find((r) => r.order_number === orderNumber);
  const reviewable = mine.data?.reviewable.includes(orderNumber) ?? false;
  if (review) return <OwnReviewLine review={review} />;
  if (!reviewable) return null;
  const close = () => {
    setOpened(false);
    if (invited) {
      search.delete(reviewParam);
      setSearch(search, { replace: true });
    }
  };
  return (
    <div className="order-card__actions">
      <button type="button" className="button button--quiet booking-review__open" onClick={() => setOpened(true)}>
        {t('reviews.write')}
      </button>
      {(opened || invited) && <ReviewDialog orderNumber={orderNumber} onClose={close} />}
    </div>
  );
}

function OwnReviewLine({ review }: { review: OwnReview }) {
  const { t } = useTranslation();
  return (
    <p className="booking-review__mine">
      {t('reviews.yours')} <StarRating value={review.stars} />
      {review.hidden === 1 && <span className="booking-review__hidden"> · {t('reviews.hidden_by_us')}</span>}
    </p>
  );
}

/** The stars as five radio buttons: arrow keys move between them, the label reads "3 stars". */
function StarPicker({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{t('reviews.form.stars')}</legend>
      <div className="star-picker__choices">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-picker__star${n <= value ? ' star-picker__star--on' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.form.star_choice', { count: n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Up to three photos (decision 066): a real file input behind a button-styled label, so Tab and Enter or Space
 * open it; each chosen photo is previewed with a button that removes it.
 */
function PhotoPicker({
  photos,
  onChange,
  problem,
}: {
  photos: readonly File[];
  onChange: (photos: File[], problem: PhotoProblem | null) => void;
  problem: PhotoProblem | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = photos.length >= maxReviewPhotos;
  return (
    <fieldset className="review-photos" aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}>
      <legend className="form-field__label">{t('reviews.form.photos.label')}</legend>
      <p className="form-field__hint" id={`${id}-hint`}>
        {t('reviews.form.photos.hint')}
      </p>
      {photos.length > 0 && (
        <ul className="review-photos__list">
          {photos.map((photo, index) => (
            <li key={previews[index]} className="review-photos__item">
              <img src={previews[index]} alt={t('reviews.form.photos.preview_alt', { n: index + 1 })} />
              <button
                type="button"
                className="review-photos__remove"
                aria-label={t('reviews.form.photos.remove', { n: index + 1 })}
                onClick={() => {
                  onChange(
                    photos.filter((p) => p !== photo),
                    null,
                  );
                  input.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={`${id}-input`}
        className="visually-hidden review-photos__input"
        type="file"
        name="photos"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={full}
        onChange={(event) => {
          const { photos: next, problem: found } = addReviewPhotos(photos, [...(event.target.files ?? [])]);
          onChange(next, found);
          event.target.value = '';
        }}
      />
      <label htmlFor={`${id}-input`} className={`button button--quiet review-photos__add${full ? ' is-disabled' : ''}`}>
        {t('reviews.form.photos.add')}
      </label>
      {problem && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t(`reviews.form.photos.${problem}`)}
        </p>
      )}
    </fieldset>
  );
}

function ReviewDialog({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const write = useWriteReview();
  const [stars, setStars] = useState(0);
  const [body, setBody] = useState('');
  const [writtenIn, setWrittenIn] = useState<'en' | 'ae'>(language);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const [picked, setPicked] = useState<PhotoProblem | null>(null);
  const refused = write.isError ? refusedFieldsOf(write.error) : {};
  const refusedPhoto = write.error instanceof ActionError ? photoProblemOf(write.error.failure.code, refused) : null;
  const photoProblem = picked ?? refusedPhoto;
  const errorOf = (field: string) => missing[field] ?? (refused[field] ? t(`reviews.form.invalid.${field}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (stars < 1) problems.stars = t('reviews.form.invalid.stars');
    if (!body.trim()) problems.body = t('reviews.form.invalid.body');
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    write.mutate(
      { orderNumber, stars, body: body.trim(), language: writtenIn, photos },
      {
        onSuccess: () => {
          showToast('success', t('reviews.form.thanks'));
          onClose();
        },
      },
    );
  };

  const generalError = write.isError && Object.keys(refused).length === 0 && !refusedPhoto ? errorMessageOf(write.error) : null;
  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('reviews.form.close')} className="sheet">
      <h2 className="modal__title" id={headingId}>
        {t('reviews.form.title')}
      </h2>
      <p className="booking-review__order">
        {t('reviews.form.booking')} <bdi dir="ltr">{orderNumber}</bdi>
      </p>
      <form className="booking-review__form" onSubmit={submit} noValidate>
        <StarPicker value={stars} onChange={setStars} {...(errorOf('stars') ? { error: errorOf('stars') } : {})} />
        <FormField
          label={t('reviews.form.body')}
          hint={t('reviews.form.body_hint', { count: maxReviewLength - body.length })}
          error={errorOf('body')}
        >
          {(control) => (
            <textarea
              {...control}
              className="form-field__input booking-review__text"
              name="body"
              rows={5}
              maxLength={maxReviewLength}
              dir="auto"
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('reviews.form.language')}>
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              name="language"
              value={writtenIn}
              onChange={(e) => setWrittenIn(e.target.value === 'ae' ? 'ae' : 'en')}
            >
              <option value="en">English</option>
              <option value="ae" lang="ar">
                العربية
              </option>
            </select>
          )}
        </FormField>
        <PhotoPicker
          photos={photos}
          problem={photoProblem}
          onChange={(next, problem) => {
            setPhotos(next);
            setPicked(problem);
            write.reset();
          }}
        />
        {generalError && (
          <p className="booking-alert" role="alert">
            {generalError}
          </p>
        )}
        <div className="summary__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('reviews.form.cancel')}
          </button>
          <button type="submit" className="button" disabled={write.isPending}>
            {t('reviews.form.send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
