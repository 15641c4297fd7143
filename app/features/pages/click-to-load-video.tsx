// A video from the external video service that loads only when the visitor asks: until then a
// locally drawn poster and a play button, so no third-party request happens on page load.
import { useState } from 'react';
import { PageImage } from './page-image.tsx';
import { useT } from '../shell/i18n.tsx';

export function ClickToLoadVideo({ youtubeId, title, poster, posterAlt }: { youtubeId: string; title: string; poster: string; posterAlt: string }) {
  const [playing, setPlaying] = useState(false);
  const t = useT();
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&mute=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video-frame video-placeholder">
      <PageImage base={poster} alt={posterAlt} width={640} height={640} />
      <button type="button" className="btn video-play" onClick={() => setPlaying(true)}>
        <span aria-hidden="true">▶</span>
        {` ${t('Play video')}`}
        <span className="visually-hidden">: {title}</span>
      </button>
    </div>
  );
}
