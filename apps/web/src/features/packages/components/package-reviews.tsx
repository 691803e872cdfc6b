import { formatDate } from '@portal/domain/date-format';
import type { PublicReview } from '@portal/contract/reviews';
import { useRef, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { imageUrl, pictures, pictureSrc } from '../../../lib/images.ts';
import { reviewsPerPage, usePackageReviews, type ReviewLanguageFilter } from '../api/get-package-reviews.ts';

const languageFilters: readonly ReviewLanguageFilter[] = ['all', 'en', 'ae'];

/** Each language by its own name, as the review form's language choice shows them, in either interface. */
const languageNames = { en: 'English', ae: 'العربية' } as const;

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
        {review.photos.length > 0 && (
          <ul className="package-review__photos" aria-label={t('reviews.photos_of')}>
            {review.photos.map((photo, index) => (
              <li key={photo.path}>
                {/* the thumbnail opens the photo as stored (at most 1600 px, decision 066) */}
                <a href={imageUrl(photo.path)} target="_blank" rel="noopener">
                  <img
                    width={80}
                    height={80}
                    loading="lazy"
                    src={pictureSrc(photo.path, pictures.square)}
                    alt={t('reviews.photo_alt', { n: index + 1, name: review.reviewer || t('reviews.anonymous') })}
                  />
                </a>
              </li>
            ))}
          </ul>
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
  const [language, setLanguage] = useState<ReviewLanguageFilter>('all');
  const reviews = usePackageReviews(packageId, page, language);
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
          {data.review_count > 0 && (
            <div className="package-reviews__filter" role="group" aria-label={t('reviews.filter.label')}>
              {languageFilters.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className="package-reviews__language"
                  aria-pressed={language === choice}
                  {...(choice === 'ae' ? { lang: 'ar' } : choice === 'en' ? { lang: 'en' } : {})}
                  onClick={() => {
                    setLanguage(choice);
                    setPage(1);
                  }}
                >
                  {choice === 'all' ? t('reviews.filter.all') : languageNames[choice]}
                </button>
              ))}
            </div>
          )}
          {data.review_count > 0 && data.data.length === 0 && language !== 'all' && (
            <p className="package-reviews__none">{t('reviews.filter.none')}</p>
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
