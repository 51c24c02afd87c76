/** The parts of a WHATWG URL the contracts read. */
export interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

// The contracts compile for no platform (no DOM or Node types); browsers and Node both have URL.
declare const URL: new (input: string, base?: string) => ParsedUrl;

/** `input` parsed as browsers and Node parse it (resolved against `base`), or null when it is no URL. */
export function parseUrl(input: string, base?: string): ParsedUrl | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}
