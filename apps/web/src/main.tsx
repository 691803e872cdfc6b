import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPage } from './app/app-routes.tsx';
import { App } from './app/app.tsx';
import { queryClient } from './app/query.ts';
import { prefetchPageData } from './app/route-table.ts';
import { currentLanguage, loadLanguage, startLanguage } from './lib/i18n.ts';
import { hasInitialAnswers } from './lib/initial-data.ts';
import { captureReferral } from './lib/referral.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { startInSteps } from './lib/startup.ts';
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
// the app replaces the server-written first screen with the same screen, never with skeletons
// (docs/decisions/031-first-paint.md). Data the page did not carry is not waited for: its skeletons show.
// No top-level await here: with one, the bundler splits the entry into dozens of files.
const firstFramePainted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
void Promise.all([
  loadLanguage(currentLanguage()).catch(() => undefined),
  preloadPage(pathname).catch(() => undefined),
  carriesData ? pageData : null,
  firstFramePainted,
]).then(() => {
  // The app renders into a container outside the document, its first screen part by part, one task each,
  // and the container then takes the server-written screen's place in one step (docs/decisions/043-staged-start.md)
  const container = document.createElement('div');
  container.id = 'root';
  startInSteps(
    () =>
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    () => {
      root.replaceWith(container);
      // the app has replaced the server-written first screen: its buttons work from now on
      document.documentElement.dataset.app = 'started';
    },
  );
});
