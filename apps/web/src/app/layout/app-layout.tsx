import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { rememberVisitedPath } from '../../lib/session.ts';
import { PageErrorBoundary } from '../routes/page-error-boundary.tsx';
import { PageLoading } from '../routes/page-loading.tsx';
import { AfterFirstScreen, FirstScreenPart } from '../../components/after-first-screen.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useScrollToTopOnNavigation } from './use-scroll-to-top.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useWishlistMerge } from '../../lib/wishlist.ts';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useScrollToTopOnNavigation(pathname);
  useEffect(() => rememberVisitedPath(`${pathname}${search}`), [pathname, search]);
  // decision 063: what was hearted before signing in joins the account's wishlist
  useWishlistMerge();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('common.skip_to_content')}
      </a>
      <FirstScreenPart>
        <Header />
      </FirstScreenPart>
      <main id="main-content" className="site-main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <AfterFirstScreen>
        <Footer />
      </AfterFirstScreen>
    </>
  );
}
