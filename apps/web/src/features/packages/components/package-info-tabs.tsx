import type { PackageDetails } from '../../../lib/package-details.ts';
import { useId, useState } from 'react';
import { ExternalIcon } from '../../../components/icons.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { panelIdOf, TabList, tabIdOf } from '../../../components/tabs.tsx';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { osmEmbedUrl, osmPageUrl } from '../../../lib/map-position.ts';
import { hasLocation, infoTabsOf, type InfoTabId } from '../package-info.ts';
import { AmenityIcon } from './amenity-icon.tsx';
import { PhotoGallery } from './photo-gallery.tsx';

function LocationPanel({ lat, lan, name }: { lat: number; lan: number; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="location">
      <iframe
        className="location__map"
        src={osmEmbedUrl({ lat, lan })}
        title={t('discovery.package.map_title', { name })}
        width="800"
        height="400"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <a className="location__link" href={osmPageUrl({ lat, lan })} target="_blank" rel="noopener noreferrer">
        {t('discovery.package.larger_map')}
        <span className="visually-hidden"> {t('common.nav.new_tab')}</span>
        <ExternalIcon />
      </a>
    </div>
  );
}

function Panel({ tab, pkg }: { tab: InfoTabId; pkg: PackageDetails }) {
  const { t } = useTranslation();
  const name = localized(pkg, 'package_name');
  switch (tab) {
    case 'about':
      return <RichText html={localized(pkg, 'description')} />;
    case 'amenities':
      return (
        <ul className="amenities">
          {pkg.amenities.map((amenity) => (
            <li key={amenity} className="amenity">
              <AmenityIcon amenity={amenity} />
              {t(`discovery.package.amenities.${amenity}`)}
            </li>
          ))}
        </ul>
      );
    case 'location':
      return hasLocation(pkg) ? <LocationPanel lat={pkg.lat} lan={pkg.lan} name={name} /> : null;
    case 'terms':
      return <RichText html={localized(pkg, 'term_conditions')} />;
    case 'additional_info':
      return <RichText html={localized(pkg, 'additional_info')} />;
    case 'itinerary':
      return <RichText html={localized(pkg, 'itinerary')} />;
    case 'gallery':
      return <PhotoGallery images={pkg.mega_slider_images} name={name} />;
  }
}

/** The package page's tabs, each only when its data exists (spec part 1 §2 Package page). */
export function PackageInfoTabs({ pkg }: { pkg: PackageDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const idPrefix = useId();
  const tabs = infoTabsOf(pkg, language);
  const [chosen, setChosen] = useState<InfoTabId | null>(null);
  const selected = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  if (!selected) return null;
  return (
    <section className="package-info">
      <TabList
        label={t('discovery.package.tabs_label')}
        idPrefix={idPrefix}
        tabs={tabs.map((id) => ({ id, label: t(`discovery.package.tabs.${id}`) }))}
        selected={selected}
        onSelect={setChosen}
        className="info-tabs"
      />
      <div
        role="tabpanel"
        id={panelIdOf(idPrefix)}
        aria-labelledby={tabIdOf(idPrefix, selected)}
        tabIndex={0}
        className="tab-panel"
      >
        <Panel tab={selected} pkg={pkg} />
      </div>
    </section>
  );
}
