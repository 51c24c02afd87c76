import type { FastifyReply, FastifyRequest } from 'fastify';
import { parameterRefused, parseJson, type Operation } from '@signet/contracts';
import type { Db } from '../db/client.js';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestHash } from '../domain/api-keys/idempotency.js';

/** The `Idempotency-Key` header: 1 to 255 visible ASCII characters (403 otherwise), or null when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) throw parameterRefused('headers', 'Idempotency-Key', 'idempotency_key_invalid');
  return value;
}

/**
 * Runs a create or send call once per account and Idempotency-Key: a retry of the same request
 * answers the first result (with `Idempotent-Replayed: true`) without running it again.
 */
export async function runOnce(
  db: Db,
  reply: FastifyReply,
  input: { userId: bigint; key: string; operation: Operation; params: unknown; body: unknown },
  run: () => Promise<unknown>,
): Promise<unknown> {
  const hash = requestHash(input.operation.id, input.params, input.body);
  const claim = await claimIdempotencyKey(db, { userId: input.userId, key: input.key, operationId: input.operation.id, hash });
  if (claim.kind === 'replay') {
    reply.header('idempotent-replayed', 'true');
    return parseJson(claim.response);
  }
  let data: unknown;
  try {
    data = await run();
  } catch (error) {
    await releaseIdempotencyKey(db, { userId: input.userId, key: input.key });
    throw error;
  }
  await completeIdempotencyKey(db, { userId: input.userId, key: input.key, response: data });
  return data;
}
