import { eq } from 'drizzle-orm';
import type { Locale, Reminders } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { getUserById, type UserRow } from './users-repository.js';

/** Changes the display name, the stored language (used for mail) or the default reminders; absent fields stay. */
export async function updateProfile(
  db: Db,
  options: { userId: bigint; name?: string | undefined; locale?: Locale | undefined; reminders?: Reminders | null | undefined; now?: Date },
): Promise<UserRow> {
  const changes = {
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.locale !== undefined ? { locale: options.locale } : {}),
    ...(options.reminders !== undefined ? { reminderDefaults: options.reminders } : {}),
  };
  if (Object.keys(changes).length === 0) return getUserById(db, options.userId);
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: options.now ?? new Date() })
    .where(eq(users.id, options.userId))
    .returning();
  if (!user) throw new Error(`no user ${options.userId}`);
  return user;
}
