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
  /** The language to answer in: the browser's, else the default. */
  locale: Locale;
  /** The browser's language only when it sent Accept-Language, so a missing header never overwrites a known one. */
  browserLocale: Locale | null;
  ip: string;
  /** The host name the request came to (no port, lower case): which region's site it is (CN_HOSTNAMES). */
  host: string;
  userAgent: string;
  device: DeviceInfo;
}
