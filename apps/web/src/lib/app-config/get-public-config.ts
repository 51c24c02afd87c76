import { getPublicConfig } from '@signet/contracts';
import type { PublicConfig } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../api/app-client';
import { applyServiceHosts } from '../api/service-hosts';
import { useAppStore } from '../state/app-store';
import { detectRegion } from '../state/region';

export const publicConfigQueryKey = ['app', 'config'] as const;

/**
 * Fetches the public config and applies what depends on it: the China flag by
 * host name (a `?region=cn` seen at start-up still wins) and the region's service hosts.
 */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  // Silent: the layout shows a designed banner instead of a toast.
  const config = await callOperation(getPublicConfig, {}, { silent: true });
  const state = useAppStore.getState();
  const region = state.region === 'cn' ? 'cn' : detectRegion(globalThis.location?.hostname ?? '', '', config.regions.cn?.hostnames);
  state.setRegion(region);
  applyServiceHosts(config, region);
  return config;
}

export function usePublicConfig() {
  return useQuery({ queryKey: publicConfigQueryKey, queryFn: fetchPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
