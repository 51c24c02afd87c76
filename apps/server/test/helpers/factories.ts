import type { Db } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { createSession } from '../../src/domain/session/create-session.js';
import type { RequestMeta } from '../../src/domain/request-meta.js';

let counter = 0;

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({ email: `user${counter}-${Date.now()}@example.com`, name: `User ${counter}`, ...overrides })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export function buildMeta(overrides: Partial<RequestMeta['device']> = {}): RequestMeta {
  return {
    locale: 'en-US',
    browserLocale: null,
    ip: '127.0.0.1',
    host: 'localhost',
    userAgent: 'vitest',
    device: { id: 'device-1', type: 'WEB', name: 'Test', productName: 'Signet', productId: '', version: '', systemVersion: '', ...overrides },
  };
}

/** A user with a live session; returns the token a client would hold. */
export async function signInUser(db: Db, options: { ttlMs?: number; now?: Date; deviceId?: string } = {}) {
  const user = await buildUser(db);
  const session = await createSession(db, {
    userId: user.id,
    meta: buildMeta({ id: options.deviceId ?? 'device-1' }),
    ttlMs: options.ttlMs ?? 30 * 24 * 3600 * 1000,
    ...(options.now ? { now: options.now } : {}),
  });
  return { user, ...session };
}
