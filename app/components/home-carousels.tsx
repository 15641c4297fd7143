// The home page's moving parts: image slider, reviews carousel and video carousel. Each has a visible
// pause control, advances on a timer that skips a step while a dropdown menu is open, and stays still
// under prefers-reduced-motion until the visitor presses play.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { REVIEWS_INTERVAL_MS, SLIDER_INTERVAL_MS } from '../../shared/constants.ts';
import { SLIDES, TESTIMONIALS, VIDEO_SLIDES } from '../content/home.ts';
import { useAutoAdvance, usePrefersReducedMotion, useSeenOnce } from '../lib/use-auto-advance.ts';

export function PauseButton({ paused, onToggle, what }: { paused: boolean; onToggle: () => void; what: string }) {
  return (
    <button type="button" className="carousel-pause" onClick={onToggle} aria-pressed={paused}>
      {paused ? `Play ${what}` : `Pause ${what}`}
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

export function HeroSlider() {
  const [paused, togglePaused] = usePaused();
  const [index, go] = useAutoAdvance(SLIDES.length, SLIDER_INTERVAL_MS, paused);
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Highlights">
      <div className="hero-track" aria-live={paused ? 'polite' : 'off'}>
        {SLIDES.map((s, i) => (
          <div
            key={s.image}
            className={`hero-slide${i === index ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            aria-hidden={i !== index}
            data-slide={i}
          >
            <picture>
              <source type="image/avif" srcSet={`/demo/${s.image}-640.avif 640w, /demo/${s.image}-1280.avif 1280w`} sizes="100vw" />
              <source type="image/webp" srcSet={`/demo/${s.image}-640.webp 640w, /demo/${s.image}-1280.webp 1280w`} sizes="100vw" />
              <img
                src={`/demo/${s.image}-1280.webp`}
                alt={s.alt}
                width={1280}
                height={720}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </picture>
            <div className="hero-caption">
              {i === 0 ? <h1>{s.heading}</h1> : <h2>{s.heading}</h2>}
              <p>{s.text}</p>
              <Link className="btn" to={s.cta.to} tabIndex={i === index ? 0 : -1}>
                {s.cta.label}
              </Link>
            </div>
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" onClick={() => go(index - 1)} aria-label="Previous slide">
          ‹
        </button>
        <div className="carousel-dots">
          {SLIDES.map((s, i) => (
            <button key={s.image} type="button" className="carousel-dot" aria-label={`Show slide ${i + 1}`} aria-current={i === index} onClick={() => go(i)} />
          ))}
        </div>
        <button type="button" className="carousel-arrow" onClick={() => go(index + 1)} aria-label="Next slide">
          ›
        </button>
        <PauseButton paused={paused} onToggle={togglePaused} what="slideshow" />
      </div>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rating)}
      <span className="stars-off">{'★'.repeat(5 - rating)}</span>
    </p>
  );
}

export function ReviewsCarousel() {
  const [paused, togglePaused] = usePaused();
  const [index, go] = useAutoAdvance(TESTIMONIALS.length, REVIEWS_INTERVAL_MS, paused);
  return (
    <div className="reviews" aria-roledescription="carousel" aria-label="Customer reviews">
      <div className="reviews-track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {TESTIMONIALS.map((t, i) => (
          <figure
            key={t.name}
            className="review"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${TESTIMONIALS.length}`}
            aria-hidden={i !== index}
          >
            <Stars rating={t.rating} />
            <blockquote>
              <p>{t.user_content}</p>
            </blockquote>
            <figcaption>{t.name}</figcaption>
          </figure>
        ))}
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" onClick={() => go(index - 1)} aria-label="Previous review">
          ‹
        </button>
        <span className="carousel-count">
          {index + 1} / {TESTIMONIALS.length}
        </span>
        <button type="button" className="carousel-arrow" onClick={() => go(index + 1)} aria-label="Next review">
          ›
        </button>
        <PauseButton paused={paused} onToggle={togglePaused} what="reviews" />
      </div>
    </div>
  );
}

/**
 * Muted, autoplaying clips; each slide lasts its own time (12, 22 and 11 seconds). Nothing is fetched
 * until the carousel comes near the viewport (posters included), and a clip plays only while it is there.
 */
export function VideoCarousel() {
  const [paused, togglePaused] = usePaused();
  const [index, setIndex] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const [near, seen] = useSeenOnce(box);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const slide = VIDEO_SLIDES[index]!;

  useEffect(() => {
    if (paused) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % VIDEO_SLIDES.length), slide.durationMs);
    return () => window.clearTimeout(id);
  }, [index, paused, slide.durationMs]);

  useEffect(() => {
    videos.current.forEach((v, i) => {
      if (!v) return;
      if (i === index && !paused && near) void v.play().catch(() => {});
      else v.pause();
    });
  }, [index, paused, near]);

  return (
    <div ref={box} className="video-carousel" aria-roledescription="carousel" aria-label="Our work on video">
      {VIDEO_SLIDES.map((v, i) => (
        <figure key={v.name} className={`video-slide${i === index ? ' is-current' : ''}`} aria-hidden={i !== index} data-duration={v.durationMs}>
          <video
            ref={(el) => {
              videos.current[i] = el;
            }}
            muted
            playsInline
            loop
            preload="none"
            poster={seen ? `/demo/${v.name}-poster.webp` : undefined}
            width={640}
            height={360}
            aria-label={v.title}
          >
            <source src={`/demo/${v.name}.mp4`} type="video/mp4" />
          </video>
          <figcaption>{v.title}</figcaption>
        </figure>
      ))}
      <div className="carousel-controls">
        {VIDEO_SLIDES.map((v, i) => (
          <button
            key={v.name}
            type="button"
            className="carousel-dot"
            aria-label={`Show video ${i + 1}: ${v.title}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
        <PauseButton paused={paused} onToggle={togglePaused} what="videos" />
      </div>
    </div>
  );
}
