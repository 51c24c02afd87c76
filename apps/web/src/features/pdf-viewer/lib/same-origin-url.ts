/** The absolute URL when `src` points at `origin` over http(s), else null. */
export function sameOriginUrl(src: string, origin: string): string | null {
  try {
    const url = new URL(src, origin);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
    return url.href;
  } catch {
    return null;
  }
}
