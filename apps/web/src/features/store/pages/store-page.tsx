import { useParams } from 'react-router';
import { RichText } from '../../../components/rich-text.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { useStorePage } from '../api/catalog.ts';
import { StoreQueryFrame } from '../components/store-frame.tsx';
import { isNotFound } from '../not-found.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** /stores/{slug}/pages/{page_slug}: one of the store's pages, about or contact (spec part 2 §2.6). */
export function StorePage() {
  const { t } = useTranslation();
  const params = useParams();
  const slug = params.slug ?? '';
  const query = useStorePage(slug, params.page_slug ?? '');
  const title = query.data ? localized(query.data, 'title') : '';
  useDocumentTitle(
    title ||
      (query.isError
        ? isNotFound(query.error)
          ? t('store.page.not_found_title')
          : t('store.page.load_failed')
        : t('pages.loading')),
  );
  return (
    <StoreQueryFrame
      slug={slug}
      query={query}
      className="store-page"
      loading={
        <>
          <p className="visually-hidden" role="status">
            {t('pages.loading')}
          </p>
          <div className="skeleton" aria-hidden="true">
            <div className="skeleton__line skeleton__line--title" />
            <div className="skeleton__line" />
            <div className="skeleton__line" />
            <div className="skeleton__line skeleton__line--short" />
          </div>
        </>
      }
      loadFailed={t('store.page.load_failed')}
      notFound={{
        title: t('store.page.not_found_title'),
        text: t('store.page.not_found_text'),
        linkTo: `/stores/${encodeURIComponent(slug)}`,
        linkText: t('store.page.to_store'),
      }}
    >
      {(page) => (
        <>
          <h1 className="page__title">{title}</h1>
          <RichText html={localized(page, 'body')} className="store-page__body" />
        </>
      )}
    </StoreQueryFrame>
  );
}
