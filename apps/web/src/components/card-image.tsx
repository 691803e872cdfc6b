import { useState } from 'react';
import { pictures, pictureSrc, pictureSrcSet } from '../lib/images.ts';

/** spec part 1 §7: card images are requested at 380 × 500; 760 serves high-density screens. */
const box = pictures.card;
const sizes = '(min-width: 1100px) 280px, (min-width: 768px) 31vw, 78vw';

/**
 * The picture of a destination or package card; when it is missing or fails to load the card keeps its
 * shape (spec part 1 §8). `alt` is empty when the card's heading already names what the picture shows.
 */
export function CardImage({ path, alt, eager }: { path: string; alt: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!path || failed) {
    return alt ? (
      <div className="card__image card__image--missing" role="img" aria-label={alt} />
    ) : (
      <div className="card__image card__image--missing" />
    );
  }
  return (
    <img
      className="card__image"
      width={box.width}
      height={box.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      sizes={sizes}
      srcSet={pictureSrcSet(path, box)}
      src={pictureSrc(path, box)}
      onError={() => setFailed(true)}
    />
  );
}
