import type { Locale } from '@signet/contracts';

/** What the domain may know about the caller's device (spec 7 request headers). */
export interface DeviceInfo {
  id: string;
  type: string;
  name: string;
  productName: string;
  productId: string;
  version: string;
  systemVersion: string;
}

/** Request facts passed into domain operations as plain data, never the HTTP request itself. */
export interface RequestMeta {
  locale: Locale;
  ip: string;
  userAgent: string;
  device: DeviceInfo;
}
