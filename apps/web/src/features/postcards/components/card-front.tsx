import type { CSSProperties } from 'react';
import { postcardAspect, postcardLayout, type FaceBox } from '@portal/domain/postcard';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';

type CardFrontProps = {
  /** the template's picture, its path under files/ */
  templateImage: string;
  /** the buyer's photo as a data URL, or '' */
  photo: string;
  customisable: boolean;
  /** names the whole face; the pictures inside it are decoration of that one image */
  alt: string;
  className?: string;
};

/** The templates are 3:2 pictures; the resizer serves that shape at these widths. */
const templateBox = pictures.large;

/** A box of the shared layout as CSS percentages of the face: the very fractions the server renders with. */
export function faceBoxStyle(box: FaceBox): CSSProperties {
  // rounded, so 0.13 reads 13% rather than 13.000000000000002%
  const percent = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;
  return {
    left: percent(box.left),
    top: percent(box.top),
    width: percent(box.width),
    height: percent(box.height),
  };
}

/**
 * The front of a card as the server prints it (packages/domain/src/postcard.ts): an A6 landscape face with
 * the template picture cover-fitted, and on a customisable template the buyer's photo cover-fitted into the
 * photo window. Positions are physical (left, not inline-start): a printed card is not mirrored in Arabic.
 */
export function CardFront({ templateImage, photo, customisable, alt, className }: CardFrontProps) {
  return (
    <div
      className={className ? `card-front ${className}` : 'card-front'}
      role="img"
      aria-label={alt}
      style={{ aspectRatio: String(postcardAspect) }}
    >
      {templateImage && (
        <img
          className="card-front__template"
          alt=""
          decoding="async"
          sizes="(min-width: 960px) 760px, 92vw"
          srcSet={pictureSrcSet(templateImage, templateBox)}
          src={pictureSrc(templateImage, templateBox)}
        />
      )}
      {customisable && photo && (
        <img className="card-front__photo" src={photo} alt="" style={faceBoxStyle(postcardLayout.photoWindow)} />
      )}
    </div>
  );
}
