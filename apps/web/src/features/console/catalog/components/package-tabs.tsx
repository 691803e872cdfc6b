import { Link } from '../../../../components/link.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const tabs = [
  { part: '', key: 'console.package_tabs.details' },
  { part: '/extras', key: 'console.package_tabs.extras' },
  { part: '/availability', key: 'console.package_tabs.availability' },
] as const;

export type PackageTab = (typeof tabs)[number]['part'];

/** The three pages of one package in the console: its fields, its extras, and its availability and prices. */
export function PackageTabs({ packageId, current }: { packageId: number; current: PackageTab }) {
  const { t } = useTranslation();
  return (
    <nav className="package-tabs" aria-label={t('console.package_tabs.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.part}
          to={`/backoffice/packages/${packageId}${tab.part}`}
          aria-current={tab.part === current ? 'page' : undefined}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
