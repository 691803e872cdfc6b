import type { ReactNode } from 'react';
import { Link } from './link.tsx';
import { siteLinkTarget } from '../lib/site-link-target.ts';
import { useTranslation } from '../lib/i18n.ts';

type SiteLinkProps = {
  /** a path of this site ("/d/al-noor-island") or an absolute http(s) address, as operators enter them */
  href: string;
  className?: string;
  /** open in a new tab, announced to screen readers */
  newTab?: boolean;
  children: ReactNode;
};

/** A link entered in the back office: router navigation for this site's paths, a plain link otherwise. */
export function SiteLink({ href, className, newTab = false, children }: SiteLinkProps) {
  const { t } = useTranslation();
  const link = siteLinkTarget(href);
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const note = newTab && <span className="visually-hidden"> {t('common.nav.new_tab')}</span>;
  if (link.kind === 'site') {
    return (
      <Link className={className} to={link.to} {...target}>
        {children}
        {note}
      </Link>
    );
  }
  if (link.kind === 'unsafe') return <div className={className}>{children}</div>;
  return (
    <a className={className} href={link.href} {...target}>
      {children}
      {note}
    </a>
  );
}
