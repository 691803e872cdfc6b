import { formatDate } from '@portal/domain/date-format';
import type { PublicReview } from '@portal/contract/reviews';
import { useRef, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { reviewsPerPage, usePackageReviews } from '../api/get-package-reviews.ts';

function ReviewItem({ review }: { review: PublicReview }) {
  const { t } = useTranslation();
  return (
    <li className="package-review">
      <article>
        <header className="package-review__head">
          <StarRating value={review.stars} />
          <span className="package-review__who" dir="auto">
            {review.reviewer || t('reviews.anonymous')}
          </span>
          <span className="package-review__verified">{t('reviews.verified')}</span>
          <time className="package-review__date" dateTime={review.date}>
            {formatDate(review.date)}
          </time>
        </header>
        {review.body && (
          <p className="package-review__text" lang={review.language === 'ae' ? 'ar' : 'en'} dir="auto">
            {review.body}
          </p>
        )}
      </article>
    </li>
  );
}

/**
 * The package page's reviews (decision 039): the average and the count, then the verified reviews
 * newest first, a page at a time. A package nobody has reviewed yet says so.
 */
export function PackageReviews({ packageId }: { packageId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = usePackageReviews(packageId, page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showPage = (next: number) => {
    setPage(next);
    headingRef.current?.focus();
  };
  const data = reviews.data;
  return (
    <section className="package-reviews" aria-labelledby="package-reviews-heading" aria-busy={reviews.isFetching}>
      <h2 id="package-reviews-heading" className="package-reviews__title" ref={headingRef} tabIndex={-1}>
        {t('reviews.title')}
      </h2>
      {reviews.isPending && (
        <p className="package-reviews__loading" role="status">
          {t('reviews.loading')}
        </p>
      )}
      {reviews.isError && (
        <LoadError
          message={t('reviews.load_failed')}
          detail={errorMessageOf(reviews.error)}
          onRetry={() => void reviews.refetch()}
        />
      )}
      {data && (
        <>
          {data.rating !== null && data.review_count > 0 ? (
            <p className="package-reviews__summary">
              <span className="package-reviews__average">{data.rating.toFixed(1)}</span>
              <StarRating value={data.rating} />
              <span>{t('reviews.count', { count: data.review_count })}</span>
            </p>
          ) : (
            <p className="package-reviews__none">{t('reviews.none')}</p>
          )}
          {data.data.length > 0 && (
            <ul className="package-reviews__list">
              {data.data.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          )}
          {data.total > reviewsPerPage && (
            <Pagination page={page} perPage={reviewsPerPage} total={data.total} onPage={showPage} />
          )}
        </>
      )}
    </section>
  );
}
