import { Link } from '../../components/link.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link className="logo" to="/" aria-label={t('common.home_link')}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" opacity="0.15" />
        <path
          d="M9 21c0 2 2 3.5 6.5 3.5S23 23 23 20.5c0-5.5-13-3.5-13-9C10 9 12 7.5 16 7.5s6 1.3 6.5 3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__text" aria-hidden="true">
        {t('common.site_name')}
      </span>
    </Link>
  );
}
