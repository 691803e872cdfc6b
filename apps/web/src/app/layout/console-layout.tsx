import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConsoleShell } from '../../features/console/shell/console-shell.tsx';
import { rememberVisitedPath } from '../../lib/session.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PageErrorBoundary } from '../routes/page-error-boundary.tsx';
import { PageLoading } from '../routes/page-loading.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useScrollToTopOnNavigation } from './use-scroll-to-top.ts';

/** The layout of every page under /backoffice: the console's own shell instead of the site's header and footer. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useScrollToTopOnNavigation(pathname);
  useEffect(() => rememberVisitedPath(`${pathname}${search}`), [pathname, search]);
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('common.skip_to_content')}
      </a>
      <ConsoleShell languageSwitch={<LanguageSwitch />}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </ConsoleShell>
    </>
  );
}
