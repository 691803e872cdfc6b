import { AfterFirstScreen, FirstScreenPart } from '../../components/after-first-screen.tsx';
import { RecentlyViewed } from '../../components/recently-viewed.tsx';
import { OurDestinations } from '../../features/destinations/components/our-destinations.tsx';
import { AboutSection } from '../../features/home/components/about-section.tsx';
import { HomeBanner } from '../../features/home/components/home-banner.tsx';
import { PostcardsSection } from '../../features/home/components/postcards-section.tsx';
import { PopularActivities } from '../../features/home/components/popular-activities.tsx';
import { PromoStrip } from '../../features/home/components/promo-strip.tsx';
import { SpendAndWin } from '../../features/home/components/spend-and-win.tsx';
import { TagSections } from '../../features/home/components/tag-sections.tsx';
import { TopOffers } from '../../features/home/components/top-offers.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * The home page (spec part 1 §2 Home), in the specification's order: banner, promo strip, Our
 * Destinations, spend-and-win, tag sections, the packages this browser viewed last (decision 063), Top
 * Offers, About, Popular Activities; after About, the way into the postcard service (docs/decisions/059).
 * The destinations carousel belongs to the destinations feature, every other section to the home feature.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      {/* the server-written first screen, drawn part by part as the app starts */}
      <FirstScreenPart>
        <HomeBanner />
      </FirstScreenPart>
      <FirstScreenPart>
        <PromoStrip />
      </FirstScreenPart>
      <div className="home container">
        <FirstScreenPart>
          <OurDestinations />
        </FirstScreenPart>
        {/* below the server-written first screen: shown section by section as the app starts */}
        <AfterFirstScreen>
          <SpendAndWin />
        </AfterFirstScreen>
        <TagSections />
        <AfterFirstScreen>
          <RecentlyViewed />
        </AfterFirstScreen>
        <AfterFirstScreen>
          <TopOffers />
        </AfterFirstScreen>
        <AfterFirstScreen>
          <AboutSection />
        </AfterFirstScreen>
        <AfterFirstScreen>
          <PostcardsSection />
        </AfterFirstScreen>
        <AfterFirstScreen>
          <PopularActivities />
        </AfterFirstScreen>
      </div>
    </>
  );
}
