/**
 * A fixed-window budget as the IETF draft's structured fields (draft-ietf-httpapi-ratelimit-headers):
 * `RateLimit-Policy: "default";q=600;w=60` says the quota per window, `RateLimit: "default";r=598;t=42`
 * what remains and in how many seconds the window starts again. Clients that read the standard pace
 * themselves without knowing our X-RateLimit-* names.
 */
export function ietfRateFields(budget: { limit: number; remaining: number; windowSeconds: number; resetSeconds: number }): { rateLimit: string; policy: string } {
  const remaining = Math.max(0, budget.remaining);
  const reset = Math.max(0, Math.ceil(budget.resetSeconds));
  return { rateLimit: `"default";r=${remaining};t=${reset}`, policy: `"default";q=${budget.limit};w=${budget.windowSeconds}` };
}
