import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';

interface GoogleMapViewProps {
  apiKey: string;
  lang: string;
  title: string;
  geo: { lat: number; lng: number };
  zoom: number;
  onError: () => void;
}

/** How long Google may take before the links block is kept instead (a blocked or offline network). */
const loadTimeoutMs = 8000;

/** The live Google map: centred on the office, zoom 15, one marker (docs/product.md#pages). A lazy chunk. */
export default function GoogleMapView({ apiKey, lang, title, geo, zoom, onError }: GoogleMapViewProps) {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!(window as { google?: { maps?: { Map?: unknown } } }).google?.maps?.Map) onError();
    }, loadTimeoutMs);
    return () => clearTimeout(timer);
  }, [onError]);

  return (
    <APIProvider apiKey={apiKey} language={lang} region="KR" onError={onError}>
      <Map
        defaultCenter={geo}
        defaultZoom={zoom}
        gestureHandling="cooperative"
        style={{ width: '100%', height: '100%' }}
        aria-label={title}
      >
        <Marker position={geo} title={title} />
      </Map>
    </APIProvider>
  );
}
