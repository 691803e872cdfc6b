import { Link } from '../../../components/link.tsx';
import { ChevronIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Home > Book Your Experience > the destination (spec part 1 §2); the separators point the reading way. */
export function Breadcrumb({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('discovery.breadcrumb.label')}>
      <ol className="breadcrumb__list">
        <li>
          <Link to="/">{t('discovery.breadcrumb.home')}</Link>
          <ChevronIcon className="breadcrumb__separator" />
        </li>
        <li>
          <Link to="/book-your-experience">{t('discovery.breadcrumb.book')}</Link>
          <ChevronIcon className="breadcrumb__separator" />
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
