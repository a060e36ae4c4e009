import { useSyncExternalStore } from 'react';

/** Spec §9: desktop from 768 px. */
const DESKTOP = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * 'desktop' or 'mobile' once the browser has said which; null on the server and while hydrating,
 * when CSS alone decides (so nothing that only one layout needs, like the map, loads too early).
 */
export function useLayout(): 'desktop' | 'mobile' | null {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(DESKTOP).matches ? 'desktop' : 'mobile'),
    () => null,
  );
}
