import type { ReactNode } from 'react';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';

const { width, height } = pictures.hero;

/** A wide picture with the page's heading over it: the destination banner. */
export function PageBanner({ image, children }: { image: string; children: ReactNode }) {
  return (
    <div className="page-banner">
      {image && (
        <img
          className="page-banner__image"
          width={width}
          height={height}
          alt=""
          fetchPriority="high"
          decoding="async"
          sizes="100vw"
          srcSet={pictureSrcSet(image, pictures.hero)}
          src={pictureSrc(image, pictures.hero)}
        />
      )}
      <div className="page-banner__text container">{children}</div>
    </div>
  );
}
