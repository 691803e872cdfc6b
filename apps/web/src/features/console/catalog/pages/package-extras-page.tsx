import { useParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { usePackageExtras } from '../api/package-extras.ts';
import { ExtrasAddOnSection } from '../components/extras-add-on-section.tsx';
import { ExtrasOptionListForm } from '../components/extras-option-list-form.tsx';
import { PackagePageFrame, packageIdOf } from '../components/package-page-frame.tsx';

/**
 * /backoffice/packages/:id/extras (decision 035): the Extras tab of one package. Admins add, change,
 * enable, disable and delete its sub-packages, meals and transports, and set its option list; each change
 * reaches visitors at once.
 */
export function PackageExtrasPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const packageId = packageIdOf(useParams().id);
  const extras = usePackageExtras(packageId);
  const pkg = extras.data?.package;
  const title = pkg
    ? t('console-package-extras.title_named', { name: localized(pkg, 'package_name', language) })
    : t('console-package-extras.title');

  return (
    <PackagePageFrame
      packageId={packageId}
      tab="/extras"
      title={title}
      backLabel={t('console-package-extras.all_packages')}
      notFound={t('console-package-extras.not_found')}
      className="extras-page"
      error={extras.error}
    >
      {extras.isPending && <ExtrasSkeleton />}
      {extras.data && (
        <>
          <ExtrasAddOnSection
            kind="sub_package"
            packageId={packageId}
            rows={extras.data.sub_packages}
            stepOn={extras.data.package.enable_sub_packages === 1}
          />
          <ExtrasAddOnSection
            kind="meal"
            packageId={packageId}
            rows={extras.data.meals}
            stepOn={extras.data.package.enable_meal === 1}
          />
          <ExtrasAddOnSection
            kind="transport"
            packageId={packageId}
            rows={extras.data.transports}
            stepOn={extras.data.package.enable_transport === 1}
          />
          <ExtrasOptionListForm packageId={packageId} list={extras.data.option_list} />
        </>
      )}
    </PackagePageFrame>
  );
}

/** Grey shapes of two sections while the extras load. */
function ExtrasSkeleton() {
  return (
    <div className="skeleton" aria-hidden="true">
      {[0, 1].map((section) => (
        <div key={section} className="extras-section">
          <div className="skeleton__line skeleton__line--title" />
          <div className="extras-list">
            {[0, 1].map((card) => (
              <div key={card} className="extras-card">
                <div className="skeleton__line" />
                <div className="skeleton__line skeleton__line--short" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
