import type { TagSection } from '@portal/contract/catalog';
import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { AfterFirstScreen, ListItemPart } from '../../../components/after-first-screen.tsx';
import { Carousel } from '../../../components/carousel.tsx';
import { PackageCard } from '../../../components/package-card.tsx';
import { localized } from '../../../lib/localized.ts';
import { siteName } from '../../../lib/site.ts';
import { useHomeData } from '../api/get-home-data.ts';
import { homeTagSections } from '../home-sections.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function TagSectionView({ section }: { section: TagSection }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = localized(section, 'heading');
  const description = localized(section, 'description');
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 className="section-head__title" id={headingId}>
          {heading}
        </h2>
        <Link
          className="section-head__link"
          to={`/t/${encodeURIComponent(section.tag)}`}
          aria-label={t('home.tags.see_all_label', { name: heading })}
        >
          {t('home.tags.see_all')}
        </Link>
      </div>
      {description && <p className="section-intro">{description}</p>}
      <Carousel previousLabel={t('home.tags.previous')} nextLabel={t('home.tags.next')}>
        {section.packages.map((pkg, index) => (
          <li key={pkg.id}>
            <ListItemPart kind="below" index={index}>
              <PackageCard pkg={pkg} headingLevel={3} />
            </ListItemPart>
          </li>
        ))}
      </Carousel>
    </section>
  );
}

/** Up to three tag sections of at most six packages (spec part 1 §2 Home), each with SEE ALL to /t/{tag}. */
export function TagSections() {
  const homeData = useHomeData();
  if (!homeData.data) return null;
  return homeTagSections(homeData.data.tag_sections, siteName).map((section) => (
    <AfterFirstScreen key={section.tag}>
      <TagSectionView section={section} />
    </AfterFirstScreen>
  ));
}
