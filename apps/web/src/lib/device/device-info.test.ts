import { describe, expect, it } from 'vitest';
import { describeClient, deviceNameFrom } from './device-info';

describe('describing the client behind a user agent', () => {
  it('calls a request without a browser user agent an API client, named by its tool', () => {
    expect(deviceNameFrom('node')).toBe('API client (node)');
    expect(deviceNameFrom('curl/8.5.0')).toBe('API client (curl)');
    expect(deviceNameFrom('python-requests/2.31.0')).toBe('API client (python-requests)');
    expect(deviceNameFrom('Go-http-client/1.1')).toBe('API client (Go-http-client)');
    expect(describeClient('undici')).toEqual({ kind: 'api', tool: 'undici' });
  });

  it('says only "API client" when no user agent came', () => {
    expect(deviceNameFrom('')).toBe('API client');
    expect(describeClient('   ')).toEqual({ kind: 'api', tool: null });
  });

  it('never says "on Unknown" for a browser on an unrecognised platform', () => {
    expect(deviceNameFrom('Mozilla/5.0 (X11; FreeBSD amd64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox 128');
    expect(deviceNameFrom('Mozilla/5.0 (compatible; SomeBot)')).toBe('Browser');
  });

  it('keeps naming browsers with their platform', () => {
    expect(describeClient('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toEqual({ kind: 'browser', name: 'Chrome 131 on Linux' });
  });
});
