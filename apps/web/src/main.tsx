import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './app/query.ts';
import { prefetchPageData } from './app/route-table.ts';
import { currentLanguage, loadLanguage, startLanguage } from './lib/i18n.ts';
import { captureReferral } from './lib/referral.ts';
import './styles/index.css';

startLanguage();
captureReferral();
prefetchPageData(window.location.pathname, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// the Arabic texts download first, while the page's data is already on its way (if they cannot, the
// app shows English); no top-level await here: with one, the bundler splits the entry into dozens of files
void loadLanguage(currentLanguage())
  .catch(() => undefined)
  .then(() =>
    // a transition lets React yield to the browser while it renders the first screen (no long task)
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
