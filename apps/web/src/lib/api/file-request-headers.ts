import type { Service } from '@signet/contracts';
import { useAppStore } from '../state/app-store';
import { useSessionStore } from '../state/session-store';
import { requestHeaders } from './request-headers';
import { serviceBaseUrl } from './service-hosts';

/**
 * Headers for fetching raw bytes (a document file) from our API: the session and
 * device headers of spec 7, without the JSON content type. Only for URLs of our own
 * API (this origin or the service's host), so the token never goes to a third party.
 */
export function fileRequestHeaders(url: string, service: Service = 'drive'): Record<string, string> {
  if (!isApiUrl(url, service)) return {};
  const { 'content-type': _json, ...headers } = requestHeaders(service, {
    token: useSessionStore.getState().token,
    language: useAppStore.getState().language,
    deviceId: useAppStore.getState().deviceId,
    deviceName: '',
    systemVersion: '',
  });
  return headers;
}

/** True for a URL on this origin or on the service family's configured host. */
export function isApiUrl(url: string, service: Service = 'drive', origin: string = globalThis.location?.origin ?? ''): boolean {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return false;
  }
  if (target.origin === origin) return true;
  const base = serviceBaseUrl(service);
  return base !== '' && target.origin === new URL(base, origin).origin;
}
