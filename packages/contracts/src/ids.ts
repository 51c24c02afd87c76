import { z } from 'zod';

/**
 * A 64-bit id (spec 5: 14 to 18 digits, kept exact). On the wire it is a JSON
 * number; both sides parse it losslessly into a bigint. Path and query
 * parameters arrive as digit strings, so those are accepted too.
 */
export const ZId = z
  .union([z.bigint(), z.number().int().nonnegative(), z.string().regex(/^\d{1,19}$/)])
  .transform((value, ctx) => {
    const id = BigInt(value);
    if (id <= 0n || id > 9_223_372_036_854_775_807n) {
      ctx.addIssue({ code: 'custom', message: 'Not a 64-bit id' });
      return z.NEVER;
    }
    return id;
  })
  .meta({ override: { type: 'integer', format: 'int64', minimum: 1 } });

export type Id = bigint;

/**
 * An id in a response: a bigint on the server; on the client `parseJson` gives a
 * bigint for every id of 14+ digits, and a smaller number is widened here.
 */
export const ZIdOut = z
  .union([z.bigint(), z.number().int()])
  .transform((value) => BigInt(value))
  .meta({ override: { type: 'integer', format: 'int64' } });
