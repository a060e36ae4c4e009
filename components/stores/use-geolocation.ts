import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '@/lib/stores/stores-path';

/**
 * checking: asking the Permissions API; prompt: the visitor has not decided yet; locating: the
 * browser is finding the position; located: we have it; denied: the visitor (or a policy)
 * refused; failed: allowed but no position came; unavailable: the browser has no geolocation.
 */
export type GeolocationStatus =
  'checking' | 'prompt' | 'locating' | 'located' | 'denied' | 'failed' | 'unavailable';

/** What the browser says about the geolocation permission, without asking the visitor. */
async function permissionState(): Promise<'granted' | 'denied' | 'prompt' | 'unavailable'> {
  if (!('geolocation' in navigator)) return 'unavailable';
  if (!('permissions' in navigator)) return 'prompt';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'prompt';
  }
}

const POSITION_OPTIONS: PositionOptions = { maximumAge: 10 * 60_000, timeout: 15_000 };

/**
 * The shopper's position, read once (spec §2). If the permission is already granted it is read
 * on mount; otherwise only when the visitor asks (`locate`), so no prompt appears uninvited.
 */
export function useGeolocation(): {
  status: GeolocationStatus;
  position: GeoPoint | null;
  locate: () => void;
} {
  const [status, setStatus] = useState<GeolocationStatus>('checking');
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const asked = useRef(false);

  const locate = useCallback(() => {
    if (asked.current || !('geolocation' in navigator)) return;
    asked.current = true;
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        setStatus('located');
      },
      (error) => {
        // A failure other than a refusal may pass; let the visitor try again.
        if (error.code !== error.PERMISSION_DENIED) asked.current = false;
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      POSITION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    let cancelled = false;
    void permissionState().then((state) => {
      if (cancelled) return;
      if (state === 'granted') locate();
      else setStatus(state);
    });
    return () => {
      cancelled = true;
    };
  }, [locate]);

  return { status, position, locate };
}
