import { useEffect, useRef, useState } from 'react';
import { useAuthorizedFile, useBlobImage } from '../lib/authorized-files.ts';

type AuthorizedImageProps = {
  /** a same-origin path served only with the bearer token */
  path: string;
  alt: string;
  /** the image's own size in pixels, so the page keeps its place while it loads */
  width: number;
  height: number;
  /** what shows instead when the file could not be fetched, e.g. 'The front of the card could not be loaded.' */
  failedText: string;
  className?: string;
  /** fetch only when the image comes near the screen (long lists) */
  lazy?: boolean;
};

/** True once the element has come within a screen's reach; at once where IntersectionObserver is missing. */
function useNearScreen(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** An image only its owner (or an operator) may see: fetched with the token, shown through an object URL. */
export function AuthorizedImage({ path, alt, width, height, failedText, className, lazy = false }: AuthorizedImageProps) {
  const { ref, near } = useNearScreen(lazy);
  const file = useAuthorizedFile(path, { enabled: near });
  const image = useBlobImage(file.data);
  const classes = className ? `authorized-image ${className}` : 'authorized-image';
  return (
    <div ref={ref} className={classes} style={{ aspectRatio: `${width} / ${height}` }} aria-busy={file.isFetching}>
      {file.data ? (
        <img ref={image} alt={alt} width={width} height={height} decoding="async" />
      ) : file.isError ? (
        <p className="authorized-image__failed">{failedText}</p>
      ) : (
        // an image still off screen waits quietly: only one being fetched says it is busy
        <div
          className={file.isFetching ? 'authorized-image__loading skeleton__block' : 'authorized-image__loading'}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
