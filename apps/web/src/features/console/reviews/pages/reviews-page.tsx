import { formatDateTime } from '@portal/domain/date-format';
import type { ConsoleReview, ReviewState } from '@portal/contract/reviews';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../../components/pagination.tsx';
import { StarRating } from '../../../../components/star-rating.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { imageUrl, pictures, pictureSrc } from '../../../../lib/images.ts';
import { localized } from '../../../../lib/localized.ts';
import { listSearchParams, pageNumberOf } from '../../../../lib/search-params.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useConsoleReviews, useSetReviewVisibility } from '../api/reviews.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';

const path = '/backoffice/reviews';
const perPage = 20;

/** The filters besides the default (every review), as the URL names them; written here to keep zod out of the page. */
const filterStates = ['visible', 'hidden'] as const satisfies readonly ReviewState[];

const stateOf = (value: string | null) => filterStates.find((s) => s === value) ?? null;

function ReviewCard({
  review,
  busy,
  onHide,
  onShow,
}: {
  review: ConsoleReview;
  busy: boolean;
  onHide: () => void;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const hidden = review.hidden === 1;
  return (
    <li className="console-review">
      <article aria-labelledby={headingId}>
        <header className="console-review__head">
          <h3 id={headingId} className="console-review__package" dir="auto">
            {localized(review, 'package_name', language)}
          </h3>
          <span className={`message-state message-state--${hidden ? 'open' : 'done'}`}>
            {t(hidden ? 'reviews.console.hidden' : 'reviews.console.visible')}
          </span>
        </header>
        <p className="console-review__meta">
          <StarRating value={review.stars} />
          <span dir="auto">{review.reviewer_name || t('reviews.anonymous')}</span>
          {review.reviewer_email && <bdi dir="ltr">{review.reviewer_email}</bdi>}
          <bdi dir="ltr">{review.order_number}</bdi>
          <span>{formatDateTime(review.created_at)}</span>
          <span>{t(`reviews.console.written_in.${review.language}`)}</span>
        </p>
        {review.body && (
          <p className="console-review__text" dir="auto">
            {review.body}
          </p>
        )}
        {review.photos.length > 0 && (
          <ul className="console-review__photos" aria-label={t('reviews.console.photos')}>
            {review.photos.map((photo, index) => (
              <li key={photo.path}>
                <a href={imageUrl(photo.path)} target="_blank" rel="noopener">
                  <img
                    width={120}
                    height={80}
                    loading="lazy"
                    src={pictureSrc(photo.path, pictures.consoleThumbnail)}
                    alt={t('reviews.photo_alt', { n: index + 1, name: review.reviewer_name || t('reviews.anonymous') })}
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        {hidden && (
          <p className="console-review__hidden">
            {t('reviews.console.hidden_because', {
              reason: review.hidden_reason,
              name: review.hidden_by || t('reviews.console.an_operator'),
              when: formatDateTime(review.hidden_at),
            })}
          </p>
        )}
        <button
          type="button"
          className={hidden ? 'button' : 'button button--plain'}
          disabled={busy}
          aria-describedby={headingId}
          onClick={hidden ? onShow : onHide}
        >
          {t(hidden ? 'reviews.console.show' : 'reviews.console.hide')}
        </button>
      </article>
    </li>
  );
}

/** Asks why a review is hidden: the reason is required and kept with the review and in the audit log. */
function HideDialog({
  review,
  busy,
  error,
  onHide,
  onCancel,
}: {
  review: ConsoleReview;
  busy: boolean;
  error: string | null;
  onHide: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  return (
    <ConfirmDialog
      title={t('reviews.console.hide_title')}
      confirmLabel={t('reviews.console.hide')}
      danger
      busy={busy}
      error={error}
      onConfirm={() => {
        if (reason.trim()) onHide(reason.trim());
        else setMissing(true);
      }}
      onCancel={onCancel}
    >
      <p dir="auto">{review.body || localized(review, 'package_name')}</p>
      {review.photos.length > 0 && <p>{t('reviews.console.photos_removed_on_hide')}</p>}
      <div className="form-field">
        <label className="form-field__label" htmlFor={fieldId}>
          {t('reviews.console.reason')}
        </label>
        <textarea
          id={fieldId}
          className="form-field__input"
          rows={3}
          maxLength={500}
          dir="auto"
          value={reason}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${fieldId}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {missing && (
          <p className="field-error" id={`${fieldId}-error`} role="alert">
            {t('reviews.console.reason_required')}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}

/**
 * /backoffice/reviews (operators, decision 039): the travellers' reviews, searched and filtered by
 * visibility; a review is hidden from the package page with a reason and shown again.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const title = t('reviews.console.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const state = stateOf(search.get('state'));
  const page = pageNumberOf(search);
  const reviews = useConsoleReviews({ q, state: state ?? 'all', page, perPage });
  const visibility = useSetReviewVisibility();
  const [hiding, setHiding] = useState<ConsoleReview | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = reviews.data?.total ?? 0;

  const show = (next: { q?: string; state?: (typeof filterStates)[number] | null; page?: number }) =>
    setSearch(listSearchParams({ q, state, page: 1, ...next }));
  const showPage = (next: number) => {
    show({ page: next });
    headingRef.current?.focus();
  };
  const change = (review: ConsoleReview, reason: string | null) =>
    visibility.mutate(
      { id: review.id, reason },
      {
        onSuccess: () => {
          setHiding(null);
          showToast('success', t(reason === null ? 'reviews.console.shown_done' : 'reviews.console.hidden_done'));
        },
        onError: (error) => {
          if (reason === null) showToast('error', errorMessageOf(error));
        },
      },
    );

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <OperatorGate path={path} error={reviews.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('reviews.console.search')} q={q} onSearch={(typed) => show({ q: typed })} />
        </div>
        <StepFilter
          name="review-state"
          options={[null, ...filterStates]}
          value={state}
          onChange={(next) => show({ state: next })}
          label={(s) => t(`reviews.console.states.${s ?? 'all'}`)}
        />
        <section aria-labelledby="reviews-heading" aria-busy={reviews.isFetching}>
          <h2 id="reviews-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {reviews.isPending ? t('reviews.loading') : t('reviews.console.count', { count: total })}
          </h2>
          {reviews.data?.data.length === 0 && <p className="empty-state">{t('reviews.console.none')}</p>}
          {!!reviews.data?.data.length && (
            <ul className="console-reviews">
              {reviews.data.data.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  busy={visibility.isPending && visibility.variables.id === review.id}
                  onHide={() => {
                    visibility.reset();
                    setHiding(review);
                  }}
                  onShow={() => change(review, null)}
                />
              ))}
            </ul>
          )}
          {total > 0 && <Pagination page={page} perPage={perPage} total={total} onPage={showPage} />}
        </section>
      </OperatorGate>
      {hiding && (
        <HideDialog
          review={hiding}
          busy={visibility.isPending}
          error={visibility.isError ? errorMessageOf(visibility.error) : null}
          onHide={(reason) => change(hiding, reason)}
          onCancel={() => setHiding(null)}
        />
      )}
    </div>
  );
}
