import { useParams } from 'react-router';
import { CategoryScreen } from '../components/category-screen.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** /stores/{slug}/tag/{tag_slug}: the store's products with one tag (spec part 2 §2.6). */
export function StoreTagPage() {
  const { t } = useTranslation();
  const params = useParams();
  const slug = params.slug ?? '';
  const tagSlug = params.tag_slug ?? '';
  return (
    <CategoryScreen
      slug={slug}
      filter={{ tags: tagSlug }}
      loadingTitle={t('store.tag.loading_title')}
      loadFailed={t('store.tag.load_failed')}
      notFound={{
        title: t('store.tag.not_found_title'),
        text: t('store.tag.not_found_text'),
        linkTo: `/stores/${encodeURIComponent(slug)}/products`,
        linkText: t('store.tag.all_products'),
      }}
    >
      {(list) => <ProductGrid products={list.products} headingLevel={2} />}
    </CategoryScreen>
  );
}
