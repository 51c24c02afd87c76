import { z } from 'zod';

/**
 * The headers the reference declares (issue 38 point 7). A call made with an API key answers its
 * minute's budget twice: the X-RateLimit-* pair integrators know, and the IETF draft's structured
 * `RateLimit` and `RateLimit-Policy` (draft-ietf-httpapi-ratelimit-headers), both sent by api-key-auth.ts.
 */
export const rateHeaders = z.object({
  'X-RateLimit-Limit': z.string().optional().meta({ description: 'Calls this API key may make a minute (only on calls made with a key).', example: '600' }),
  'X-RateLimit-Remaining': z.string().optional().meta({ description: "Calls left in this key's current minute; refused calls count too.", example: '598' }),
  RateLimit: z
    .string()
    .optional()
    .meta({ description: 'The same budget as an IETF structured field: `r` calls remain, the window resets in `t` seconds (only on calls made with a key).', example: '"default";r=598;t=42' }),
  'RateLimit-Policy': z
    .string()
    .optional()
    .meta({ description: 'The policy behind it: `q` calls per window of `w` seconds (only on calls made with a key).', example: '"default";q=600;w=60' }),
});

export const retryAfterHeader = z.object({
  'Retry-After': z.string().meta({ description: 'Seconds until the key may call again.', example: '42' }),
});

export const replayHeader = z.object({
  'Idempotent-Replayed': z.literal('true').optional().meta({ description: 'Present when this is the stored answer to an earlier call with the same Idempotency-Key.' }),
});

export const idempotencyKeyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .meta({
      description:
        'Makes a retry safe: the same key with the same request within a day answers the first result (with Idempotent-Replayed: true) without running again; the same key with another request is refused (8104), and one still running answers 8105. 1 to 255 visible ASCII characters.',
      example: 'order-4711-send',
    }),
});
