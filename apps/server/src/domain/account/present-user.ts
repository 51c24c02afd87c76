import { DEFAULT_LOCALE, LOCALES, type Locale, type LoginResult, type UserInfo } from '@signet/contracts';
import { effectivePlan } from '../plan/effective-plan.js';
import type { UserRow } from './users-repository.js';

/** Public path of an avatar file; served by GET /v1/user/avatar/:file. */
export const AVATAR_ROUTE_PREFIX = '/v1/user/avatar/';

/**
 * The avatar's URL, with its upload time as a version so clients and caches fetch
 * the new picture at once although the file itself is cached for a year.
 */
export function avatarUrl(user: Pick<UserRow, 'avatarKey' | 'avatarUpdatedAt'>): string | null {
  if (!user.avatarKey) return null;
  const file = user.avatarKey.slice(user.avatarKey.lastIndexOf('/') + 1);
  return `${AVATAR_ROUTE_PREFIX}${file}?v=${user.avatarUpdatedAt?.getTime() ?? 0}`;
}

export function toLocale(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}

/**
 * The signed-in user as the client sees it (spec 3 userInfo): an explicit mapping, never the row.
 * `companyId` is this device's workspace (issue 32): a new sign-in starts in the personal space.
 */
export function presentUser(user: UserRow, companyId: bigint | null = null, now: Date = new Date()): UserInfo {
  return {
    uid: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    headerImg: avatarUrl(user),
    locale: toLocale(user.locale),
    planId: effectivePlan(user, now).id,
    companyId,
    createdAt: user.createdAt.toISOString(),
    reminders: user.reminderDefaults,
  };
}

/** What every sign-in answers (ZLoginResult): the new token once, its expiry in epoch ms, and the user. */
export function presentLogin(result: { user: UserRow; session: { token: string; expiresAt: Date } }): LoginResult {
  return {
    token: result.session.token,
    expiresAt: result.session.expiresAt.getTime(),
    uid: result.user.id,
    userInfo: presentUser(result.user),
  };
}
