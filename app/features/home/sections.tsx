// The sections of the home page that do not move by themselves, in the order the page shows them,
// each drawing the owner's items.
import { useEffect, useRef, useState } from 'react';
import { LocalLink as Link, useT } from '../shell/i18n.tsx';
import type { BusinessInfo } from '../../../shared/services.ts';
import { categoryHref } from '../../../shared/urls.ts';
import { isUpload, mediaSrc } from '../../../shared/rich-text.ts';
import { displayPhone } from '../shell/business.ts';
import type { HomeSections, Items } from './home-sections.ts';
import { useSeenOnce } from './use-auto-advance.ts';
import { PauseButton, clipType, usePaused } from './carousels.tsx';

export function CategoryCards({ cards }: { cards: Items<'quickView'> }) {
  // Below the first screen: pictures are drawn once the list comes near, leaving the bandwidth to the hero.
  const list = useRef<HTMLUListElement>(null);
  const [, seen] = useSeenOnce(list);
  return (
    <ul ref={list} className="category-cards">
      {cards.map((c, i) => (
        <li key={i}>
          <Link to={categoryHref(c.category)} className="category-card">
            {seen ? (
              <picture>
                {!isUpload(c.picture) && <source type="image/avif" srcSet={`${c.picture}-400.avif`} />}
                <img src={mediaSrc(c.picture, '-400.webp')} alt="" width={400} height={300} loading="lazy" decoding="async" />
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

/**
 * Up to twelve videos from the external video service, loaded only when the visitor asks (no
 * third-party request before): each shows the bundled poster of its place until then.
 */
export function Gallery({ videos }: { videos: Items<'gallery'> }) {
  const [playing, setPlaying] = useState<Set<number>>(new Set());
  // Posters are local, but twelve of them would compete with the first screen: drawn when the gallery comes near.
  const list = useRef<HTMLUListElement>(null);
  const [, seen] = useSeenOnce(list);
  const t = useT();
  return (
    <ul ref={list} className="gallery">
      {videos.map((v, i) => (
        <li key={i} className="gallery-item">
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
            <button
              type="button"
              className="gallery-play"
              onClick={() => setPlaying((p) => new Set(p).add(i))}
              aria-label={t('Load video: {title}', { title: v.title })}
            >
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

export function WhyUs({ items }: { items: Items<'whyUs'> }) {
  return (
    <ul className="whyus-list">
      {items.map((w, i) => (
        <li key={i}>
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
export function SkyHeadline({ headline }: { headline: NonNullable<HomeSections['headline']> }) {
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
        poster={seen ? mediaSrc(headline.poster, '.webp') : undefined}
        width={1280}
        height={540}
        aria-hidden="true"
      >
        <source src={headline.clip} type={clipType(headline.clip)} />
      </video>
      <div className="sky-text">
        <h2 id="sky-heading">{headline.heading}</h2>
        <p>{headline.text}</p>
        <PauseButton paused={paused} onToggle={togglePaused} what="sky balloon video" />
      </div>
    </section>
  );
}

export function Faq({ items, business }: { items: Items<'faq'>; business: BusinessInfo }) {
  const fill = (s: string) => s.replace('{email}', business.email).replace('{phone}', displayPhone(business.phone));
  return (
    <div className="faq">
      {items.map((f, i) => (
        <details key={i}>
          <summary>{f.question}</summary>
          <p>{fill(f.answer)}</p>
        </details>
      ))}
    </div>
  );
}
