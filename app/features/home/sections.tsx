// The static sections of the home page, in the order the page shows them.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BusinessInfo } from '../../../shared/services.ts';
import { categoryHref } from '../../../shared/urls.ts';
import { FAQ, GALLERY_VIDEOS, type CategoryCard, SKY_HEADLINE, WHY_US } from './content.ts';
import { displayPhone } from '../shell/business.ts';
import { useSeenOnce } from './use-auto-advance.ts';
import { PauseButton, usePaused } from './carousels.tsx';

export function CategoryCards({ cards }: { cards: CategoryCard[] }) {
  // Below the first screen: pictures are drawn once the list comes near, leaving the bandwidth to the hero.
  const list = useRef<HTMLUListElement>(null);
  const [, seen] = useSeenOnce(list);
  return (
    <ul ref={list} className="category-cards">
      {cards.map((c) => (
        <li key={c.category}>
          <Link to={categoryHref(c.category)} className="category-card">
            {seen ? (
              <picture>
                <source type="image/avif" srcSet={`/demo/${c.image}-400.avif`} />
                <img src={`/demo/${c.image}-400.webp`} alt="" width={400} height={300} loading="lazy" decoding="async" />
              </picture>
            ) : (
              <span className="category-card-placeholder" />
            )}
            <h3>{c.label}</h3>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Twelve videos from the external video service, loaded only when the visitor asks (no third-party request before). */
export function Gallery() {
  const [playing, setPlaying] = useState<Set<number>>(new Set());
  // Posters are local, but twelve of them would compete with the first screen: drawn when the gallery comes near.
  const list = useRef<HTMLUListElement>(null);
  const [, seen] = useSeenOnce(list);
  return (
    <ul ref={list} className="gallery">
      {GALLERY_VIDEOS.map((v, i) => (
        <li key={v.videoId} className="gallery-item">
          {playing.has(i) ? (
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(v.videoId)}?mute=1&autoplay=0&rel=0`}
              title={v.title}
              width={480}
              height={270}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <button type="button" className="gallery-play" onClick={() => setPlaying((p) => new Set(p).add(i))} aria-label={`Load video: ${v.title}`}>
              {seen && (
                <picture>
                  <source type="image/avif" srcSet={`/demo/gallery-${i + 1}-480.avif`} />
                  <img src={`/demo/gallery-${i + 1}-480.webp`} alt="" width={480} height={270} loading="lazy" decoding="async" />
                </picture>
              )}
              <span className="gallery-title">{v.title}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function WhyUs() {
  return (
    <ul className="whyus-list">
      {WHY_US.map((w) => (
        <li key={w.title}>
          <h3>{w.title}</h3>
          <p>{w.text}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The full-width looping, muted sky-balloon video headline. It plays only while near the viewport (nothing is
 * fetched before), stays still under prefers-reduced-motion until the visitor presses play, and has a pause button.
 */
export function SkyHeadline() {
  const [paused, togglePaused] = usePaused();
  const box = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [near, seen] = useSeenOnce(box);
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (near && !paused) void v.play().catch(() => {});
    else v.pause();
  }, [near, paused]);
  return (
    <section ref={box} className="sky-headline" aria-labelledby="sky-heading">
      <video
        ref={video}
        muted
        loop
        playsInline
        preload="none"
        poster={seen ? `/demo/${SKY_HEADLINE.poster}.webp` : undefined}
        width={1280}
        height={540}
        aria-hidden="true"
      >
        <source src={SKY_HEADLINE.video} type="video/mp4" />
      </video>
      <div className="sky-text">
        <h2 id="sky-heading">{SKY_HEADLINE.heading}</h2>
        <p>{SKY_HEADLINE.text}</p>
        <PauseButton paused={paused} onToggle={togglePaused} what="sky balloon video" />
      </div>
    </section>
  );
}

export function Faq({ business }: { business: BusinessInfo }) {
  const fill = (s: string) => s.replace('{email}', business.email).replace('{phone}', displayPhone(business.phone));
  return (
    <div className="faq">
      {FAQ.map((f) => (
        <details key={f.question}>
          <summary>{f.question}</summary>
          <p>{fill(f.answer)}</p>
        </details>
      ))}
    </div>
  );
}
