/**
 * Short, human-readable device facts for the sign service's Device-Name and
 * System-Version headers (spec 7) and for the places where people read them (the
 * session list, an agreement's history). A browser and platform name is enough; the
 * full user agent is not sent twice.
 */

/** Who made a request, as far as its user agent tells: a browser, or a program calling the API. */
export type ClientDescription =
  | { kind: 'browser'; name: string }
  /** `tool` is the agent's first product name (curl, node, python-requests, ...), null when it sent none. */
  | { kind: 'api'; tool: string | null };

/** Every browser's user agent starts with "Mozilla/"; anything else (curl, node's fetch, an SDK) is a program. */
export function describeClient(userAgent: string): ClientDescription {
  const agent = userAgent.trim();
  if (!agent.startsWith('Mozilla/')) {
    const tool = /^[A-Za-z][\w.-]*/.exec(agent)?.[0].slice(0, 40) ?? null;
    return { kind: 'api', tool };
  }
  const browser =
    match(agent, /Edg\/(\d+)/, 'Edge') ??
    match(agent, /OPR\/(\d+)/, 'Opera') ??
    match(agent, /Firefox\/(\d+)/, 'Firefox') ??
    match(agent, /Chrom(?:e|ium)\/(\d+)/, 'Chrome') ??
    match(agent, /Version\/(\d+).*Safari\//, 'Safari') ??
    'Browser';
  const platform = platformFrom(agent);
  return { kind: 'browser', name: platform === 'Unknown' ? browser : `${browser} on ${platform}` };
}

/** One line for a header or a label: "Chrome 131 on macOS", "API client (node)", "API client". */
export function deviceNameFrom(userAgent: string): string {
  const client = describeClient(userAgent);
  if (client.kind === 'browser') return client.name;
  return client.tool ? `API client (${client.tool})` : 'API client';
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
