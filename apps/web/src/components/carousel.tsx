import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronIcon } from './icons.tsx';

type Edges = { atStart: boolean; atEnd: boolean };

/** Where the track is, in either direction: RTL scrollLeft runs from 0 down to negative values. */
function edgesOf(track: HTMLElement): Edges {
  const position = Math.abs(track.scrollLeft);
  const max = track.scrollWidth - track.clientWidth;
  return { atStart: position <= 1, atEnd: position >= max - 1 };
}

type CarouselProps = {
  /** accessible names of the previous and next buttons */
  previousLabel: string;
  nextLabel: string;
  /** the slides, each an <li> */
  children: ReactNode;
};

/**
 * A horizontal list with CSS scroll snapping; swipe, scroll or use the buttons. "Next" moves towards the
 * inline end, so in Arabic it scrolls left and its arrow points left.
 */
export function Carousel({ previousLabel, nextLabel, children }: CarouselProps) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => setEdges(edgesOf(track));
    const observer = new ResizeObserver(update);
    observer.observe(track);
    track.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', update);
    };
  }, []);

  const scrollPage = (towardsEnd: boolean) => {
    const track = trackRef.current;
    if (!track) return;
    const rtl = getComputedStyle(track).direction === 'rtl';
    const step = track.clientWidth * (towardsEnd ? 1 : -1);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: rtl ? -step : step, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <div className="carousel">
      <ul className="carousel__track" id={trackId} ref={trackRef}>
        {children}
      </ul>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button carousel__button--previous"
          aria-label={previousLabel}
          aria-controls={trackId}
          aria-disabled={edges.atStart}
          onClick={() => scrollPage(false)}
        >
          <ChevronIcon />
        </button>
        <button
          type="button"
          className="carousel__button carousel__button--next"
          aria-label={nextLabel}
          aria-controls={trackId}
          aria-disabled={edges.atEnd}
          onClick={() => scrollPage(true)}
        >
          <ChevronIcon />
        </button>
      </div>
    </div>
  );
}
