import {
  DEVICE_TYPE,
  PRODUCT_NAME,
  REQUEST_HEADERS,
  SIGN_API_VERSION,
  SIGN_PRODUCT_ID,
  sendsBasicAuth,
  sendsDeviceHeaders,
  sendsSignHeaders,
} from '@signet/contracts';
import type { Service } from '@signet/contracts';
import { WEB_CLIENT_AUTHORIZATION } from './web-client-credential';

export interface HeaderContext {
  token: string;
  language: string;
  deviceId: string;
  deviceName: string;
  systemVersion: string;
}

/** The request headers of spec 7 for one service family. */
export function requestHeaders(service: Service, context: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    [REQUEST_HEADERS.acceptLanguage]: context.language,
    'content-type': 'application/json',
  };
  if (context.token) headers[REQUEST_HEADERS.token] = context.token;
  if (sendsDeviceHeaders(service)) {
    headers[REQUEST_HEADERS.deviceId] = context.deviceId;
    headers[REQUEST_HEADERS.deviceType] = DEVICE_TYPE;
    headers[REQUEST_HEADERS.productName] = PRODUCT_NAME;
  }
  if (sendsSignHeaders(service)) {
    headers[REQUEST_HEADERS.deviceName] = context.deviceName;
    headers[REQUEST_HEADERS.productId] = SIGN_PRODUCT_ID;
    headers[REQUEST_HEADERS.version] = SIGN_API_VERSION;
    headers[REQUEST_HEADERS.systemVersion] = context.systemVersion;
  }
  if (sendsBasicAuth(service)) headers[REQUEST_HEADERS.authorization] = WEB_CLIENT_AUTHORIZATION;
  return headers;
}
