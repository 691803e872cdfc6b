import type { PostcardTemplate } from '@portal/contract/postcards';
import { Link } from '../../../components/link.tsx';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';

/** spec part 2 §9: template thumbnails are asked for at 680 × 400; 340 × 200 serves phones. */
export const thumbnail = { width: 340, height: 200, widths: [340, 680] } as const;

export function TemplateThumbnail({ path, sizes, eager = false }: { path: string; sizes: string; eager?: boolean }) {
  return (
    <img
      className="postcard-thumb"
      width={thumbnail.width}
      height={thumbnail.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sizes={sizes}
      srcSet={pictureSrcSet(path, pictures.thumbnail)}
      src={pictureSrc(path, pictures.thumbnail)}
    />
  );
}

type TemplateCardProps = {
  template: PostcardTemplate;
  /** where choosing the card goes */
  to: string;
  /** what choosing it does before going (a ready-made card is kept in the draft) */
  onChoose?: () => void;
  eagerImage?: boolean;
};

/**
 * A template in the list (spec part 2 §2.7): picture, name and price in AED. The name is the link and
 * stretches over the card, so the whole card can be clicked and the link reads as the card's name.
 */
export function TemplateCard({ template, to, onChoose, eagerImage }: TemplateCardProps) {
  const language = useLanguage();
  return (
    <article className="card postcard-card">
      <TemplateThumbnail
        path={template.image}
        sizes="(min-width: 1100px) 340px, (min-width: 600px) 45vw, 46vw"
        eager={eagerImage}
      />
      <div className="card__body">
        <h3 className="card__title postcard-card__title">
          <Link className="postcard-card__link" to={to} onClick={onChoose}>
            {localized(template, 'name', language)}
          </Link>
        </h3>
        <p className="postcard-card__price">
          <bdi>{formatAed(template.price, language)}</bdi>
        </p>
      </div>
    </article>
  );
}

/** A placeholder of a template card's shape while the templates load; hidden from assistive technology. */
export function TemplateCardSkeleton() {
  return (
    <div className="card postcard-card skeleton" aria-hidden="true">
      <div className="postcard-thumb skeleton__block" />
      <div className="card__body">
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}
