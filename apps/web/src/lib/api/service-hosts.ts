import type { PublicConfig, Region, Service } from '@signet/contracts';

/*
 * Base URLs per service family for the current region. Until the public config
 * arrives (it is itself fetched from this origin) every family is same-origin.
 */
let hosts: Partial<Record<Service, string>> = {};

export function applyServiceHosts(config: PublicConfig, region: Region): void {
  hosts = { ...config.regions[region]?.hosts };
}

export function serviceBaseUrl(service: Service): string {
  return hosts[service] ?? '';
}
