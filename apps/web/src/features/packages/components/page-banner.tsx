import type { ReactNode } from 'react';
import { resizedImage, resizedSrcSet } from '../../../lib/images.ts';

const width = 1600;
const height = 600;

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
          srcSet={resizedSrcSet(image, width, height, [800, 1200, 1600])}
          src={resizedImage(image, width, height)}
        />
      )}
      <div className="page-banner__text container">{children}</div>
    </div>
  );
}
