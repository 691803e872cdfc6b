import { firstTextRoutes, matchRoute, type RoutePattern } from '@portal/contract/routes';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { loadConsoleTexts, loadMoreTexts } from '../lib/i18n.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { pageRoutes, type PageRoute } from './route-table.ts';

type PageModule<P> = { default: ComponentType<P> };

/** A lazy page that can be fetched ahead of the first render (preloadPage). */
type PreloadablePage<P> = { Page: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<unknown> };

/**
 * React's lazy() renders at once, without its Suspense fallback, when the loader hands back a thenable that
 * settles synchronously; a page fetched before the first render therefore draws in the first commit, which
 * replaces the server-written first screen without a loading flash in between (docs/decisions/031-first-paint.md).
 */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

function preloadable<P>(load: () => Promise<PageModule<P>>): PreloadablePage<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const fetchPage = () => (loading ??= load().then((module) => (loaded = module)));
  return { Page: lazy(() => (loaded ? settled(loaded) : fetchPage())), preload: fetchPage };
}

const notFoundPage = preloadable(() => import('./routes/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** Every address under /backoffice is the console's, drawn in its own shell rather than the site's header and footer. */
function isConsolePath(pathname: string): boolean {
  return pathname === '/backoffice' || pathname.startsWith('/backoffice/');
}

/** The console's shell, fetched with the console's texts and styles, which public pages never download. */
const consoleLayout = preloadable(() =>
  Promise.all([import('./layout/console-layout.tsx'), loadConsoleTexts()]).then(([m]) => ({ default: m.ConsoleLayout })),
);

/**
 * A page comes with the texts it shows: the first pages (home, destinations, tags) with the first part,
 * loaded at start; the others with the rest; a console page with the console's too, which public pages
 * never download.
 */
function loaderOf(route: PageRoute) {
  if (firstTextRoutes.has(route.path as RoutePattern)) return route.load;
  const texts = route.path.startsWith('/backoffice') ? loadConsoleTexts : loadMoreTexts;
  return () => Promise.all([route.load(), texts()]).then(([page]) => page);
}

/** One lazy component per page module, made once: a lazy() made during render would load and remount each time. */
const pages = new Map<PageRoute, PreloadablePage<object>>();
for (const route of pageRoutes) pages.set(route, preloadable(loaderOf(route)));

/** The page route of `pathname` by the contract's route table (the server's rule too), or undefined. */
function routeAt(pathname: string): PageRoute | undefined {
  const pattern = matchRoute(pathname)?.pattern;
  return pattern === undefined ? undefined : pageRoutes.find((r) => r.path === pattern);
}

/** Fetches the code of the page at `pathname`, so the app's first render draws it whole. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = routeAt(pathname);
  const page = route ? pages.get(route)!.preload() : notFoundPage.preload();
  return isConsolePath(pathname) ? Promise.all([page, consoleLayout.preload()]) : page;
}

function pageElement(route: PageRoute) {
  const { Page } = pages.get(route)!;
  return <Page />;
}

/**
 * The page of the address inside its layout (the console's under /backoffice, the site's elsewhere); any other
 * path is the not-found page. The contract's route
 * table picks the page, and React Router is handed that one route: given all hundred, it would flatten, rank
 * and compile every pattern on each render (a sixth of the app's first render on a phone).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = routeAt(pathname);
  const layout = isConsolePath(pathname) ? <consoleLayout.Page /> : <AppLayout />;
  return (
    // the console's shell arrives on the first visit to a console page after a public one
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={layout}>
          {route && <Route key={route.path} path={route.path} element={pageElement(route)} />}
          <Route path="*" element={<notFoundPage.Page />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
