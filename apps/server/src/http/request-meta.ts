import type { IncomingHttpHeaders } from 'node:http';
import { pickLocale, REQUEST_HEADERS } from '@signet/contracts';
import type { RequestMeta } from '../domain/request-meta.js';

// Header values are client-chosen; keep them short so they cannot bloat logs or rows.
const MAX_HEADER_CHARS = 200;

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  const text = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  return text.slice(0, MAX_HEADER_CHARS);
}

/** Reads the spec 7 request headers into plain data for the domain. */
export function readRequestMeta(headers: IncomingHttpHeaders, ip: string, hostname = ''): RequestMeta {
  const acceptLanguage = header(headers, REQUEST_HEADERS.acceptLanguage).trim();
  return {
    locale: pickLocale(acceptLanguage),
    browserLocale: acceptLanguage ? pickLocale(acceptLanguage) : null,
    ip,
    host: hostname.replace(/:\d+$/, '').toLowerCase(),
    userAgent: header(headers, 'user-agent'),
    device: {
      id: header(headers, REQUEST_HEADERS.deviceId),
      type: header(headers, REQUEST_HEADERS.deviceType),
      name: header(headers, REQUEST_HEADERS.deviceName),
      productName: header(headers, REQUEST_HEADERS.productName),
      productId: header(headers, REQUEST_HEADERS.productId),
      version: header(headers, REQUEST_HEADERS.version),
      systemVersion: header(headers, REQUEST_HEADERS.systemVersion),
    },
  };
}
