import { StrictMode } from 'react';
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

// the Arabic texts download here, while the page's data is already on its way
await loadLanguage(currentLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
