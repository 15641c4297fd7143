// The home page's moving parts: image slider, reviews carousel and video carousel. Each follows a finger
// (Embla), has arrows, dots and a visible pause control, advances on a timer that lets a step pass while a
// dropdown menu is open, and stays still under prefers-reduced-motion until the visitor presses play.
// Every slide is in the server HTML side by side in a clipped row, so the first one shows and the row's
// height is settled before any script runs.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LocalLink as Link, type Translate, useT } from '../shell/i18n.tsx';
import { REVIEWS_INTERVAL_MS, SLIDER_INTERVAL_MS } from '../../../shared/constants.ts';
import { isUpload, mediaSrc } from '../../../shared/rich-text.ts';
import type { Items } from './home-sections.ts';
import { type Carousel, useCarousel, usePrefersReducedMotion, useSeenOnce } from './use-auto-advance.ts';

export function PauseButton({ paused, onToggle, what }: { paused: boolean; onToggle: () => void; what: string }) {
  const t = useT();
  return (
    <button type="button" className="carousel-pause" onClick={onToggle} aria-pressed={paused}>
      {t(paused ? `Play ${what}` : `Pause ${what}`)}
    </button>
  );
}

/** Paused by the visitor, or by reduced motion until the visitor presses play. */
export function usePaused(): [boolean, () => void] {
  const reduced = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reduced;
  return [paused, () => setChoice(!paused)];
}

/** A carousel of `count` slides that runs by itself unless paused, with what its parts need. */
interface Running {
  carousel: Carousel;
  count: number;
  paused: boolean;
  togglePaused: () => void;
}

function useRunning(count: number, delayMs: (index: number) => number): Running {
  const [paused, togglePaused] = usePaused();
  const carousel = useCarousel(count, delayMs, paused);
  return { carousel, count, paused, togglePaused };
}

/**
 * A slide's class (`is-current` on the one shown) and what it says to assistive technology; slides out
 * of view are inert (not focusable, not read). Given to a `div`: HTML forbids a role on a `figure` with
 * a caption, so a captioned slide holds its figure.
 */
function slideProps({ carousel, count }: Running, i: number, className: string, t: Translate) {
  return {
    className: `${className}${i === carousel.index ? ' is-current' : ''}`,
    role: 'group',
    'aria-roledescription': t('slide'),
    'aria-label': t('{n} of {count}', { n: i + 1, count }),
    inert: i !== carousel.index,
  } as const;
}

/** The clipped row Embla moves; announced politely only while nothing moves by itself. */
function Track({
  run: {
    carousel: { viewport },
    paused,
  },
  className,
  children,
}: {
  run: Running;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="carousel-viewport" ref={viewport}>
      <div className={`carousel-track ${className}`} aria-live={paused ? 'polite' : 'off'}>
        {children}
      </div>
    </div>
  );
}

interface ControlsProps {
  run: Running;
  /** The thing shown, in "Previous …", "Next …", "Pause …" and "Play …". */
  noun: string;
  pauseWhat: string;
}

function Controls({ run: { carousel, count, paused, togglePaused }, noun, pauseWhat }: ControlsProps) {
  const t = useT();
  return (
    <div className="carousel-controls">
      <button type="button" className="carousel-arrow" onClick={() => carousel.go(carousel.index - 1)} aria-label={t(`Previous ${noun}`)}>
        ‹
      </button>
      <div className="carousel-dots">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="carousel-dot"
            aria-label={t('Go to slide {n} of {count}', { n: i + 1, count })}
            aria-current={i === carousel.index}
            onClick={() => carousel.go(i)}
          />
        ))}
      </div>
      <button type="button" className="carousel-arrow" onClick={() => carousel.go(carousel.index + 1)} aria-label={t(`Next ${noun}`)}>
        ›
      </button>
      <PauseButton paused={paused} onToggle={togglePaused} what={pauseWhat} />
    </div>
  );
}

/** Slide `i` is a neighbour of the current one (the next or the previous, round the loop). */
function isNeighbour(i: number, index: number, count: number): boolean {
  const d = Math.abs(i - index);
  return d === 1 || d === count - 1;
}

export function HeroSlider({ slides }: { slides: Items<'slider'> }) {
  const run = useRunning(slides.length, () => SLIDER_INTERVAL_MS);
  const { carousel } = run;
  const t = useT();
  return (
    <section className="hero" aria-roledescription={t('carousel')} aria-label={t('Highlights')}>
      <Track run={run} className="hero-track">
        {slides.map((s, i) => (
          <div key={i} {...slideProps(run, i, 'hero-slide', t)} data-slide={i}>
            <picture>
              {/* A bundled picture comes in two sizes and formats; an upload is one re-encoded file. */}
              {!isUpload(s.picture) && (
                <>
                  <source type="image/avif" srcSet={`${s.picture}-640.avif 640w, ${s.picture}-1280.avif 1280w`} sizes="100vw" />
                  <source type="image/webp" srcSet={`${s.picture}-640.webp 640w, ${s.picture}-1280.webp 1280w`} sizes="100vw" />
                </>
              )}
              {/* The neighbours load once the slider runs, so a swipe never uncovers an empty slide;
                  before that only the first picture competes with the rest of the page. */}
              <img
                src={mediaSrc(s.picture, '-1280.webp')}
                alt={s.alt}
                width={1280}
                height={720}
                draggable={false}
                loading={i === 0 || (carousel.ready && isNeighbour(i, carousel.index, slides.length)) ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </picture>
            <div className="hero-caption">
              {i === 0 ? <h1>{s.heading}</h1> : <h2>{s.heading}</h2>}
              <p>{s.text}</p>
              {s.link && (
                <Link className="btn" to={s.link.to}>
                  {s.link.label}
                </Link>
              )}
            </div>
          </div>
        ))}
      </Track>
      {slides.length > 1 && <Controls run={run} noun="slide" pauseWhat="slideshow" />}
    </section>
  );
}

/** Lit and unlit stars differ in shape, not in a faint colour, so both keep the text's contrast. */
function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <p className="stars" role="img" aria-label={t('Rated {rating} out of 5', { rating })}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </p>
  );
}

export function ReviewsCarousel({ reviews }: { reviews: Items<'reviews'> }) {
  const run = useRunning(reviews.length, () => REVIEWS_INTERVAL_MS);
  const t = useT();
  return (
    <div className="reviews" role="group" aria-roledescription={t('carousel')} aria-label={t('Customer reviews')}>
      <Track run={run} className="reviews-track">
        {reviews.map((r, i) => (
          <div key={i} {...slideProps(run, i, 'review', t)}>
            <figure>
              <Stars rating={r.stars} />
              <blockquote>
                <p>{r.text}</p>
              </blockquote>
              <figcaption>{r.name}</figcaption>
            </figure>
          </div>
        ))}
      </Track>
      {reviews.length > 1 && <Controls run={run} noun="review" pauseWhat="reviews" />}
    </div>
  );
}

/** The type a browser is told for a clip, from its name (the owner's clips are MP4 or WebM). */
export const clipType = (clip: string) => (clip.endsWith('.webm') ? 'video/webm' : 'video/mp4');

/**
 * Muted, autoplaying clips; each slide lasts its own time (12, 22 and 11 seconds on a fresh install).
 * Nothing is fetched until the carousel comes near the viewport (posters included), and a clip plays
 * only while it is there.
 */
export function VideoCarousel({ clips }: { clips: Items<'videoCarousel'> }) {
  const run = useRunning(clips.length, (i) => clips[i]!.durationMs);
  const { paused } = run;
  const { index } = run.carousel;
  const box = useRef<HTMLDivElement>(null);
  const [near, seen] = useSeenOnce(box);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const t = useT();

  useEffect(() => {
    videos.current.forEach((v, i) => {
      if (!v) return;
      if (i === index && !paused && near) void v.play().catch(() => {});
      else v.pause();
    });
  }, [index, paused, near]);

  return (
    <div ref={box} className="video-carousel" role="group" aria-roledescription={t('carousel')} aria-label={t('Our work on video')}>
      <Track run={run} className="video-track">
        {clips.map((v, i) => (
          <div key={i} {...slideProps(run, i, 'video-slide', t)} data-duration={v.durationMs}>
            <figure>
              <video
                ref={(el) => {
                  videos.current[i] = el;
                }}
                muted
                playsInline
                loop
                preload="none"
                poster={seen ? mediaSrc(v.poster, '.webp') : undefined}
                width={640}
                height={360}
                aria-label={v.title}
              >
                <source src={v.clip} type={clipType(v.clip)} />
              </video>
              <figcaption>{v.title}</figcaption>
            </figure>
          </div>
        ))}
      </Track>
      {/* Even one clip keeps its pause button: it plays by itself. */}
      <Controls run={run} noun="video" pauseWhat="videos" />
    </div>
  );
}
