import type { PackageCard as PackageCardData } from '@portal/contract/catalog';
import { useId } from 'react';
import { Link } from './link.tsx';
import { safeRedirectUrl } from '../lib/external-url.ts';
import { formatAed } from '../lib/format.ts';
import { useLanguage, useTranslation } from '../lib/i18n.ts';
import { localized } from '../lib/localized.ts';
import { CardImage } from './card-image.tsx';
import { PackageBadges, RatingWithCount } from './package-badges.tsx';
import { cardPrice } from './package-card-price.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

type PackageCardProps = {
  pkg: PackageCardData;
  eagerImage?: boolean;
  /** the title's heading level: one below the heading of the list the card sits in */
  headingLevel: 2 | 3;
};

function CardPrice({ pkg }: { pkg: PackageCardData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = cardPrice(pkg);
  if (price.kind === 'see_more') return <p className="package-card__price">{t('discovery.card.see_more')}</p>;
  return (
    <p className="package-card__price">
      {price.original !== null && (
        <>
          <del className="package-card__original">
            <span className="visually-hidden">{t('discovery.card.original_price')} </span>
            <bdi>{formatAed(price.original, language)}</bdi>
          </del>{' '}
          <span className="visually-hidden">{t('discovery.card.current_price')} </span>
        </>
      )}
      <span className="package-card__amount">{t('discovery.card.price_only', { price: formatAed(price.amount, language) })}</span>
    </p>
  );
}

/**
 * A package as a card (spec part 1 §2: destination, search and tag pages, home tag sections): picture,
 * destination, title in the current language and price. The title is the link and stretches over the
 * card; a redirect package links to its redirect_url, any other to /p/{url_slug}.
 */
export function PackageCard({ pkg, eagerImage = false, headingLevel }: PackageCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const destinationId = useId();
  const title = localized(pkg, 'package_name');
  const redirect = pkg.redirect === 1 ? safeRedirectUrl(pkg.redirect_url) : null;
  return (
    <article className="card package-card">
      <div className="package-card__media">
        <CardImage path={pkg.img} alt="" eager={eagerImage} />
        {pkg.offer_tag === 1 && localized(pkg, 'offer_tag_text') && (
          <p className="package-card__ribbon">{localized(pkg, 'offer_tag_text')}</p>
        )}
        <WishlistHeart packageId={pkg.id} name={title} variant="card" />
      </div>
      <div className="card__body">
        <p className="package-card__destination" id={destinationId}>
          {localized(pkg, 'destination_name')}
        </p>
        <Heading className="card__title package-card__title">
          {redirect ? (
            <a className="package-card__link" href={redirect} aria-describedby={destinationId}>
              {title}
              <span className="visually-hidden"> {t('discovery.card.external')}</span>
            </a>
          ) : (
            <Link className="package-card__link" to={`/p/${encodeURIComponent(pkg.url_slug)}`} aria-describedby={destinationId}>
              {title}
            </Link>
          )}
        </Heading>
        <RatingWithCount pkg={pkg} />
        <PackageBadges pkg={pkg} className="package-badges--card" />
        <CardPrice pkg={pkg} />
      </div>
    </article>
  );
}

/** A placeholder of a package card's shape while packages load; hidden from assistive technology. */
export function PackageCardSkeleton() {
  return (
    <div className="card package-card skeleton" aria-hidden="true">
      <div className="card__image skeleton__block" />
      <div className="card__body">
        <div className="skeleton__line skeleton__line--short" />
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}
