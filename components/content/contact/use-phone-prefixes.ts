'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { nationsQueryOptions } from '@/lib/account/profile';

/**
 * The phone prefixes of GET /cli/addresses/nations, each once (nations can share one), in the
 * API's order (Malta first). Spec §8: a failure is only logged and the dropdown stays empty.
 */
export function usePhonePrefixes(): string[] {
  const nations = useQuery(nationsQueryOptions());
  useEffect(() => {
    if (nations.error) console.error('The phone prefixes could not be loaded', nations.error);
  }, [nations.error]);
  return useMemo(
    () => [...new Set((nations.data ?? []).map((nation) => nation.phonePrefix))],
    [nations.data],
  );
}
