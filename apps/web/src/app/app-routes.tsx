import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { pageRoutes, type PageRoute } from './route-table.ts';

const InfoPage = lazy(() => import('./routes/info-page.tsx').then((m) => ({ default: m.InfoPage })));
const NotFoundPage = lazy(() => import('./routes/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** One lazy component per page module, made once: a lazy() made during render would load and remount each time. */
const lazyPages = new Map<PageRoute, LazyExoticComponent<ComponentType>>();
for (const route of pageRoutes) if ('load' in route) lazyPages.set(route, lazy(route.load));

function pageElement(route: PageRoute) {
  if ('info' in route) return <InfoPage page={route.info} />;
  const Page = lazyPages.get(route)!;
  return <Page />;
}

/** The route table of route-table.ts inside the layout; any other path is the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pageRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={pageElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
