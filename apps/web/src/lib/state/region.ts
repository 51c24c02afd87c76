import { REGION_QUERY_PARAM } from '@signet/contracts';
import type { Locale, PublicConfig, Region } from '@signet/contracts';
import { LOCALES } from '@signet/contracts';

/**
 * Spec 1: the China region is recognised by host name (listed in the public
 * config) or by `?region=cn`, which lets one deployment be checked as both.
 */
export function detectRegion(hostname: string, search: string, cnHostnames: readonly string[] = []): Region {
  const param = new URLSearchParams(search).get(REGION_QUERY_PARAM);
  if (param?.toLowerCase() === 'cn') return 'cn';
  const host = hostname.toLowerCase();
  return cnHostnames.some((name) => name.toLowerCase() === host) ? 'cn' : 'intl';
}

/** Languages the switcher offers: China offers zh-CN first, elsewhere the configured locales. */
export function offeredLocales(region: Region, config: PublicConfig | undefined): readonly Locale[] {
  if (region === 'cn') return ['zh-CN', 'en-US'];
  const configured = config?.regions.intl?.locales ?? config?.locales;
  return configured && configured.length > 0 ? configured : LOCALES;
}
