import { type OfficeView, templatePage } from '@office/contracts/browser';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLoaderData } from '@tanstack/react-router';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useTexts } from '../hooks/use-texts';
import * as css from './office-map.css';

/** Loaded only when a key is configured and the map comes near the viewport (decision 0006). */
const GoogleMapView = lazy(() => import('./google-map-view'));

/** The office in the map services foreign residents and Koreans use, by its position (and its Korean address for Naver). */
function mapServiceLinks(office: OfficeView) {
  const { lat, lng } = office.geo;
  return {
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
    naverMap: `https://map.naver.com/p/search/${encodeURIComponent(office.addressKo || `${lat},${lng}`)}`,
    kakaoMap: `https://map.kakao.com/link/map/${encodeURIComponent(office.name || 'office')},${lat},${lng}`,
  } as const;
}

/**
 * The office on a map (docs/product.md#pages, #layout). The server renders a styled block with the address and links
 * to Google Maps, Naver Map and Kakao Map; with a Google Maps key, the live map covers it once it
 * loads. Without a key, or when Google cannot be reached, the block stays: never a grey box.
 */
export function OfficeMap({ office }: { office: OfficeView }) {
  const { t, s, lang } = useTexts(templatePage);
  // From the root loader's data, which the browser gets from the server: the browser's own router
  // context has no key (it is configuration, never in the bundle).
  const { site } = useLoaderData({ from: '__root__' });
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '300px', { whenIdle: true });
  const [failed, setFailed] = useState(false);
  const apiKey = site.googleMapsApiKey;
  const links = mapServiceLinks(office);

  return (
    <div ref={ref} className={css.mapBox}>
      <div className={css.fallback}>
        <svg className={css.pin} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
        </svg>
        <div className={css.fallbackCard}>
          <p className={css.fallbackTitle}>{t('map.title')}</p>
          <address className={css.fallbackAddress}>{t('footer.address1')}</address>
          <ul className={css.linkList} aria-label={s('map.openIn')}>
            {(['googleMaps', 'naverMap', 'kakaoMap'] as const).map((service) => (
              <li key={service}>
                <a className={css.mapLink} href={links[service]} target="_blank" rel="noopener noreferrer">
                  {t(`map.${service}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {apiKey && near && !failed && (
        <div className={css.googleLayer}>
          <Suspense fallback={null}>
            <GoogleMapView
              apiKey={apiKey}
              lang={lang}
              title={s('siteName')}
              geo={office.geo}
              zoom={office.mapZoom}
              onError={() => setFailed(true)}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
