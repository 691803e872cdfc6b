import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPage } from './app/app-routes.tsx';
import { App } from './app/app.tsx';
import { queryClient } from './app/query.ts';
import { prefetchPageData } from './app/route-table.ts';
import { currentLanguage, loadLanguage, startLanguage } from './lib/i18n.ts';
import { hasInitialAnswers } from './lib/initial-data.ts';
import { captureReferral } from './lib/referral.ts';
import { registerServiceWorker } from './pwa/register.ts';
import './styles/index.css';

startLanguage();
captureReferral();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const { pathname } = window.location;
const carriesData = hasInitialAnswers();
const pageData = prefetchPageData(pathname, queryClient);
// The first render waits for the page's code, its texts and the data the server wrote into the page, so
// its one commit replaces the server-written first screen with the same screen, never with skeletons
// (docs/decisions/031-first-paint.md). Data the page did not carry is not waited for: its skeletons show.
// No top-level await here: with one, the bundler splits the entry into dozens of files.
const firstFramePainted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
void Promise.all([
  loadLanguage(currentLanguage()).catch(() => undefined),
  preloadPage(pathname).catch(() => undefined),
  carriesData ? pageData : null,
  firstFramePainted,
]).then(() =>
  // React would yield to the browser inside a transition; Preact renders at once (docs/decisions/041-preact.md)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
