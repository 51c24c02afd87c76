/**
 * Service families of spec 1 and 7. Each family may live on its own host per region;
 * headers differ per family (spec 7).
 */
export const SERVICES = ['sign', 'app', 'drive', 'account', 'checkout'] as const;
export type Service = (typeof SERVICES)[number];

/** Families that receive Device-Id, Device-Type and Product-Name (all but checkout and account). */
export function sendsDeviceHeaders(service: Service): boolean {
  return service !== 'checkout' && service !== 'account';
}

/** The sign family also receives device name, Product-Id, version and system version. */
export function sendsSignHeaders(service: Service): boolean {
  return service === 'sign';
}

/** The app family carries a fixed basic authorization identifying the web client. */
export function sendsBasicAuth(service: Service): boolean {
  return service === 'app';
}

/** Request header names of spec 7. */
export const REQUEST_HEADERS = {
  token: 'x-token',
  deviceId: 'device-id',
  deviceType: 'device-type',
  deviceName: 'device-name',
  productName: 'product-name',
  productId: 'product-id',
  version: 'version',
  systemVersion: 'system-version',
  acceptLanguage: 'accept-language',
  authorization: 'authorization',
} as const;
