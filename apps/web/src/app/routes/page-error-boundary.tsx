import { Component, type ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

function PageError() {
  const { t } = useTranslation();
  const title = t('pages.error.title');
  useDocumentTitle(title);
  return (
    <div className="page page--centered container" role="alert">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('pages.error.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('pages.error.reload')}
      </button>
    </div>
  );
}

/**
 * A page that failed to render, or whose code failed to download (an old tab after a release), shows
 * a reload prompt while the header and footer stay usable. The layout keys it by path, so it resets.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
