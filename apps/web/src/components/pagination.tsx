import { ChevronIcon } from './icons.tsx';
import { pageCount, pageGap, rowsOfPage, visiblePages } from './pagination-pages.ts';
import { useTranslation } from '../lib/i18n.ts';

type PaginationProps = {
  /** the current page, 1-based */
  page: number;
  perPage: number;
  /** rows in the whole list, as the server counts them */
  total: number;
  onPage: (page: number) => void;
};

/**
 * The pages of a server-side list: which rows are shown, previous and next, and the page numbers (the first,
 * the last and the current one's neighbours). The current page is marked with aria-current; previous and next
 * stay focusable at the ends (aria-disabled) so keyboard focus is never dropped.
 */
export function Pagination({ page, perPage, total, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const count = pageCount(total, perPage);
  const { first, last } = rowsOfPage(page, perPage, total);
  const go = (target: number) => {
    if (target >= 1 && target <= count && target !== page) onPage(target);
  };
  return (
    <nav className="pagination" aria-label={t('common.pagination.label')}>
      <p className="pagination__summary" role="status">
        {first > 0 && t('common.pagination.rows', { first, last, total })}
      </p>
      {count > 1 && (
        <ul className="pagination__pages">
          <li>
            <button
              type="button"
              className="pagination__step pagination__step--previous"
              aria-disabled={page <= 1}
              onClick={() => go(Math.min(page - 1, count))}
            >
              <ChevronIcon />
              <span className="visually-hidden">{t('common.pagination.previous')}</span>
            </button>
          </li>
          {visiblePages(page, count).map((entry, index) =>
            entry === pageGap ? (
              <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={entry}>
                <button
                  type="button"
                  className="pagination__page"
                  aria-current={entry === page ? 'page' : undefined}
                  aria-label={t('common.pagination.page', { page: entry })}
                  onClick={() => go(entry)}
                >
                  {entry}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className="pagination__step pagination__step--next"
              aria-disabled={page >= count}
              onClick={() => go(page + 1)}
            >
              <ChevronIcon />
              <span className="visually-hidden">{t('common.pagination.next')}</span>
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
