/**
 * Short, human-readable device facts for the sign service's Device-Name and
 * System-Version headers (spec 7). They label sessions in a device list, so a
 * browser and platform name is enough; the full user agent is not sent twice.
 */
export function deviceNameFrom(userAgent: string): string {
  const browser =
    match(userAgent, /Edg\/(\d+)/, 'Edge') ??
    match(userAgent, /OPR\/(\d+)/, 'Opera') ??
    match(userAgent, /Firefox\/(\d+)/, 'Firefox') ??
    match(userAgent, /Chrom(?:e|ium)\/(\d+)/, 'Chrome') ??
    match(userAgent, /Version\/(\d+).*Safari\//, 'Safari') ??
    'Browser';
  return `${browser} on ${platformFrom(userAgent)}`;
}

export function platformFrom(userAgent: string): string {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Android/.test(userAgent)) return 'Android';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'Unknown';
}

function match(userAgent: string, pattern: RegExp, name: string): string | undefined {
  const found = pattern.exec(userAgent);
  return found ? `${name} ${found[1]}` : undefined;
}
