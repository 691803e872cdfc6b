import type { ReactNode } from 'react';
import { BackLink } from '../../../../components/back-link.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useConsolePackage } from '../api/packages.ts';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';
import { PackageTabs, type PackageTab } from './package-tabs.tsx';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';

const listPath = '/backoffice/packages';

/** The package id in the address, or 0 when it is not one (the page then says the package was not found). */
export function packageIdOf(param: string | undefined): number {
  return param && /^\d{1,10}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : 0;
}

type PackagePageFrameProps = {
  /** null on /backoffice/packages/new, 0 when the address holds no id */
  packageId: number | null;
  tab: PackageTab;
  title: string;
  backLabel: string;
  notFound: string;
  /** the page's own class, beside the console's */
  className: string;
  error: unknown;
  children: ReactNode;
};

/**
 * The frame of a package's console tabs (Details, Extras, Availability): back link, title, the console's
 * navigation, the tabs and "View on site" of a saved package, and the admin gate, or the not-found text for an
 * address that holds no id.
 */
export function PackagePageFrame({
  packageId,
  tab,
  title,
  backLabel,
  notFound,
  className,
  error,
  children,
}: PackagePageFrameProps) {
  useDocumentTitle(title);
  const path = packageId === null ? `${listPath}/new` : `${listPath}/${packageId}${tab}`;
  // the Details tab reads the same query, so every tab shares one answer
  const pkg = useConsolePackage(packageId || null).data;
  return (
    <div className={`page container backoffice console ${className}`}>
      <BackLink to={listPath} label={backLabel} />
      <h1 className="page__title">{title}</h1>
      {packageId !== null && packageId > 0 && <PackageTabs packageId={packageId} current={tab} />}
      {pkg && <ViewOnSite record={{ kind: 'package', url_slug: pkg.url_slug, enable: pkg.enable }} />}
      {packageId === 0 ? (
        <p className="empty-state">{notFound}</p>
      ) : (
        <OperatorGate path={path} error={error}>
          {children}
        </OperatorGate>
      )}
    </div>
  );
}
