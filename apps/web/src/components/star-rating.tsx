import { useTranslation } from '../lib/i18n.ts';

/**
 * Stars out of five as a picture for the eye (hidden from screen readers) and as words for everyone
 * ("4 out of 5 stars"); `value` may be an average with one decimal, drawn to the nearest half star.
 */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const halves = Math.round(value * 2);
  return (
    <span className={className ? `star-rating ${className}` : 'star-rating'}>
      <span className="star-rating__stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <span
            key={n}
            className={`star-rating__star${halves >= n * 2 ? ' star-rating__star--full' : halves === n * 2 - 1 ? ' star-rating__star--half' : ''}`}
          >
            ★
          </span>
        ))}
      </span>
      <span className="visually-hidden">{t('reviews.stars_out_of_five', { count: value })}</span>
    </span>
  );
}
