import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { ChevronIcon, PauseIcon, PlayIcon } from './icons.tsx';

type Edges = { atStart: boolean; atEnd: boolean };

/** Where the track is, in either direction: RTL scrollLeft runs from 0 down to negative values. */
function edgesOf(track: HTMLElement): Edges {
  const position = Math.abs(track.scrollLeft);
  const max = track.scrollWidth - track.clientWidth;
  return { atStart: position <= 1, atEnd: position >= max - 1 };
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export type CarouselAutoplay = {
  intervalMs: number;
  /** accessible names of the pause and play control */
  pauseLabel: string;
  playLabel: string;
};

type CarouselProps = {
  /** accessible names of the previous and next buttons */
  previousLabel: string;
  nextLabel: string;
  /** the slides, each an <li> */
  children: ReactNode;
  /** 'cards': several cards per view; 'slides': one full-width slide at a time (banners) */
  variant?: 'cards' | 'slides';
  /** previous on the first slide goes to the last, next on the last goes back to the first */
  loop?: boolean;
  /** moves on by itself (looping) and shows a pause control, as WCAG 2.2.2 requires */
  autoplay?: CarouselAutoplay;
  /** names the track and lets the keyboard scroll it; needed when the slides hold nothing focusable */
  trackLabel?: string;
};

/**
 * A horizontal list with CSS scroll snapping; swipe, scroll or use the buttons. "Next" moves towards the
 * inline end, so in Arabic it scrolls left and its arrow points left. Autoplay pauses while the pointer
 * is over the carousel or focus is inside it, and does not start for visitors who prefer reduced motion.
 */
export function Carousel({
  previousLabel,
  nextLabel,
  children,
  variant = 'cards',
  loop = false,
  autoplay,
  trackLabel,
}: CarouselProps) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  const [playing, setPlaying] = useState(() => autoplay !== undefined && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);

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

  const move = useCallback(
    (towardsEnd: boolean) => {
      const track = trackRef.current;
      if (!track) return;
      const rtl = getComputedStyle(track).direction === 'rtl';
      const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
      const { atStart, atEnd } = edgesOf(track);
      if (loop && (towardsEnd ? atEnd : atStart)) {
        const max = track.scrollWidth - track.clientWidth;
        const far = towardsEnd ? 0 : max;
        track.scrollTo({ left: rtl ? -far : far, behavior });
        return;
      }
      const step = track.clientWidth * (towardsEnd ? 1 : -1);
      track.scrollBy({ left: rtl ? -step : step, behavior });
    },
    [loop],
  );

  const interval = autoplay?.intervalMs;
  const rolling = interval !== undefined && playing && !hovered && !focusedWithin;
  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => move(true), interval);
    return () => clearInterval(timer);
  }, [rolling, interval, move]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedWithin(false);
  };

  return (
    <div
      className={`carousel carousel--${variant}`}
      onPointerEnter={autoplay ? () => setHovered(true) : undefined}
      onPointerLeave={autoplay ? () => setHovered(false) : undefined}
      onFocus={autoplay ? () => setFocusedWithin(true) : undefined}
      onBlur={autoplay ? onBlur : undefined}
    >
      <ul className="carousel__track" id={trackId} ref={trackRef} tabIndex={trackLabel ? 0 : undefined} aria-label={trackLabel}>
        {children}
      </ul>
      <div className="carousel__controls" hidden={edges.atStart && edges.atEnd}>
        {autoplay && (
          <button
            type="button"
            className="carousel__button carousel__button--play"
            aria-label={playing ? autoplay.pauseLabel : autoplay.playLabel}
            aria-controls={trackId}
            onClick={() => setPlaying((on) => !on)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        )}
        <button
          type="button"
          className="carousel__button carousel__button--previous"
          aria-label={previousLabel}
          aria-controls={trackId}
          aria-disabled={!loop && edges.atStart}
          onClick={() => move(false)}
        >
          <ChevronIcon />
        </button>
        <button
          type="button"
          className="carousel__button carousel__button--next"
          aria-label={nextLabel}
          aria-controls={trackId}
          aria-disabled={!loop && edges.atEnd}
          onClick={() => move(true)}
        >
          <ChevronIcon />
        </button>
      </div>
    </div>
  );
}
