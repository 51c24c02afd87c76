import { z } from 'zod';
import { ZReminders } from '../agreements/follow-up-schemas.js';
import { ZIdOut } from '../../ids.js';
import { LOCALES } from '../../i18n/locales.js';
import { LIMITS } from '../../limits.js';
import { userText } from '../../user-text.js';

export { AVATAR_MAX_BYTES, CODE_DIGITS, CODE_MAX_ATTEMPTS, CODE_TTL_MS, NAME_MAX_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from './code-rules.js';
import { CODE_DIGITS, NAME_MAX_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from './code-rules.js';

export const ZEmail = z.string().trim().toLowerCase().max(LIMITS.emailChars).pipe(z.email());
export const ZPassword = z.string().min(PASSWORD_MIN_CHARS).max(PASSWORD_MAX_CHARS);
export const ZCode = z.string().trim().regex(new RegExp(`^\\d{${CODE_DIGITS}}$`));
export const ZDisplayName = userText().min(1).max(NAME_MAX_CHARS);

/**
 * The browser's Device-Id (spec 3) and a readable device name, sent in sign-in bodies:
 * the account family carries no device headers (spec 7), yet the device limit needs
 * to know which browser signs in. Optional; the Device-Id header is used when absent.
 */
export const ZSignInDevice = z.object({
  deviceId: z.string().max(200).optional(),
  deviceName: z.string().max(200).optional(),
});

export const CODE_PURPOSES = ['register', 'login', 'reset', 'change_email'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The signed-in user as the client keeps it (spec 3 userInfo, with headerImg). */
export const ZUserInfo = z.object({
  uid: ZIdOut,
  name: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  headerImg: z.string().nullable().meta({ description: 'Avatar URL, or null for initials.' }),
  locale: z.enum(LOCALES),
  planId: z.string(),
  companyId: ZIdOut.nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** The reminders new agreements start with (issue 18); null for none. Optional in the type only; the server always sends it. */
  reminders: ZReminders.nullable().optional(),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

/** What every successful sign-in answers: a new token each time. */
export const ZLoginResult = z.object({
  token: z.string(),
  expiresAt: z.number().int().meta({ description: 'Epoch milliseconds.' }),
  uid: ZIdOut,
  userInfo: ZUserInfo,
});
export type LoginResult = z.infer<typeof ZLoginResult>;

/** Spec 3 planDetail. VIP means planList is non-empty. `null` counts mean unlimited. */
export const ZPlanDetail = z.object({
  planId: z.string(),
  remainCount: z.number().int().nullable(),
  totalCount: z.number().int().nullable(),
  usedCount: z.number().int(),
  onlineDevices: z.number().int(),
  planList: z.array(z.object({ planId: z.string(), tier: z.string(), expiresAt: z.string().nullable() })),
});
export type PlanDetail = z.infer<typeof ZPlanDetail>;

export const ZDeviceSession = z.object({
  id: ZIdOut,
  deviceId: z.string(),
  deviceType: z.string(),
  deviceName: z.string(),
  ip: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  lastSeenAt: z.string().meta({ format: 'date-time' }),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof ZDeviceSession>;

export const ZOk = z.object({ ok: z.literal(true) });
