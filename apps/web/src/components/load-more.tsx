import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { loadMoreAtDepth, pastDepth } from '../lib/scroll-depth.ts';

type LoadMoreProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The button under a paged list (decision 028). It stays focusable while the next page loads (a
 * disabled button would drop keyboard focus), says so with aria-busy, and a live region announces the
 * loading to screen readers. Nothing shows once the list is whole. Scrolling past 85 % of the page's height
 * loads the next page too (spec part 1 §9), one page at a time.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    const onScroll = () => {
      const view = {
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      };
      if (pastDepth(view, loadMoreAtDepth)) void fetchNextPage();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!hasNextPage && !isFetchingNextPage) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button load-more__button"
        aria-busy={isFetchingNextPage}
        onClick={() => {
          if (!isFetchingNextPage) void fetchNextPage();
        }}
      >
        {t('common.states.load_more')}
      </button>
      <p className="visually-hidden" role="status">
        {isFetchingNextPage ? t('common.states.loading_more') : ''}
      </p>
    </div>
  );
}
