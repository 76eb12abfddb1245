import { office } from '@office/contracts/browser';
import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';

interface GoogleMapViewProps {
  apiKey: string;
  lang: string;
  title: string;
  onError: () => void;
}

/** How long Google may take before the links block is kept instead (a blocked or offline network). */
const loadTimeoutMs = 8000;

/** The live Google map: centred on the office, zoom 15, one marker (docs/product.md#pages). A lazy chunk. */
export default function GoogleMapView({ apiKey, lang, title, onError }: GoogleMapViewProps) {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!(window as { google?: { maps?: { Map?: unknown } } }).google?.maps?.Map) onError();
    }, loadTimeoutMs);
    return () => clearTimeout(timer);
  }, [onError]);

  return (
    <APIProvider apiKey={apiKey} language={lang} region="KR" onError={onError}>
      <Map
        defaultCenter={office.geo}
        defaultZoom={office.mapZoom}
        gestureHandling="cooperative"
        style={{ width: '100%', height: '100%' }}
        aria-label={title}
      >
        <Marker position={office.geo} title={title} />
      </Map>
    </APIProvider>
  );
}
