import { parseUrl } from './parse-url.js';

/** Any origin serves: a path resolves to another origin only through what the check refuses. */
const OWN_ORIGIN = 'https://signet.invalid';

/**
 * `value` as a path of this site (path, query and fragment), or null when it is not one. Browsers
 * drop tabs and line breaks inside a URL and read a backslash as a slash, so "/\t/evil.example/"
 * would take the reader to //evil.example/: such characters are refused first, then the value is
 * resolved against this site and must stay on it. The one test of "a page to go back to", for the
 * server's checks and the web app's links alike.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  const url = parseUrl(value, OWN_ORIGIN);
  // What comes back is used as a link again: "/.//evil.example" tidies to "//evil.example".
  if (!url || url.origin !== OWN_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
