/** Query parameters in a stable order (the repeat guard compares URLs). */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of values) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
