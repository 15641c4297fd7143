// The contact page's map: nothing is requested from the map service until the visitor asks.
import { useState } from 'react';
import { useT } from '../shell/i18n.tsx';

/** An embeddable map URL for the configured map link, when it is an OpenStreetMap or Google Maps link. */
export function mapEmbedUrl(mapUrl: string, address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(mapUrl);
  } catch {
    return undefined;
  }
  if (url.hostname.endsWith('openstreetmap.org')) {
    const lat = Number(url.searchParams.get('mlat'));
    const lon = Number(url.searchParams.get('mlon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) return undefined;
    const d = 0.008;
    const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(5)).join(',');
    return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lon.toFixed(5)}`;
  }
  if (/(^|\.)google\.[a-z.]+$/.test(url.hostname) || url.hostname === 'maps.app.goo.gl') {
    return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
  }
  return undefined;
}

export function MapOnRequest({ mapUrl, address }: { mapUrl: string; address: string }) {
  const [shown, setShown] = useState(false);
  const embed = mapEmbedUrl(mapUrl, address);
  const t = useT();
  return (
    <div className="map-box">
      {shown && embed ? (
        <iframe className="map-frame" src={embed} title={t('Map: {address}', { address })} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <div className="map-placeholder">
          <p>{t('The map is provided by an external map service and loads only when you ask for it.')}</p>
          {embed && (
            <button type="button" className="btn" onClick={() => setShown(true)}>
              {t('Show map')}
            </button>
          )}
        </div>
      )}
      <p>
        <a href={mapUrl} target="_blank" rel="noopener noreferrer">
          {t('Open the location in a map app')}
          <span className="visually-hidden">{` ${t('(opens in a new tab)')}`}</span>
        </a>
      </p>
    </div>
  );
}
