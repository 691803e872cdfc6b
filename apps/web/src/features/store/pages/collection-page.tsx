import { useParams } from 'react-router';
import { CategoryScreen } from '../components/category-screen.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** /stores/{slug}/collections/{collection_slug}: one collection's products (spec part 2 §2.6). */
export function CollectionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const slug = params.slug ?? '';
  const collectionSlug = params.collection_slug ?? '';
  return (
    <CategoryScreen
      slug={slug}
      filter={{ category_slug: collectionSlug }}
      loadingTitle={t('store.collection.loading_title')}
      loadFailed={t('store.collection.load_failed')}
      notFound={{
        title: t('store.collection.not_found_title'),
        text: t('store.collection.not_found_text'),
        linkTo: `/stores/${encodeURIComponent(slug)}/collections`,
        linkText: t('store.collection.all_collections'),
      }}
    >
      {(list) => <ProductGrid products={list.products} headingLevel={2} />}
    </CategoryScreen>
  );
}
