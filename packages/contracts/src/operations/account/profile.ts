import { z } from 'zod';
import { ZId } from '../../ids.js';
import { LOCALES } from '../../i18n/locales.js';
import { defineOperation } from '../../operation.js';
import { ZReminders } from '../agreements/follow-up-schemas.js';
import { AVATAR_MAX_BYTES, ZCode, ZDeviceSession, ZDisplayName, ZEmail, ZOk, ZPassword, ZUserInfo } from './account-schemas.js';

export const getUserInfo = defineOperation({
  id: 'getUserInfo',
  service: 'account',
  method: 'GET',
  path: '/v1/user/info',
  summary: 'The signed-in user',
  auth: 'session',
  response: ZUserInfo,
});

export const updateProfile = defineOperation({
  id: 'updateProfile',
  service: 'account',
  method: 'PUT',
  path: '/v1/user/profile',
  summary: 'Change name or language',
  auth: 'session',
  body: z.object({
    name: ZDisplayName.optional(),
    locale: z.enum(LOCALES).optional(),
    /** The reminders new agreements start with; null for none (issue 18). */
    reminders: ZReminders.nullable().optional(),
  }),
  response: ZUserInfo,
});

/**
 * Replaces the avatar. The client resizes the picture (256 px) and sends it as a
 * data URL; the server checks the bytes are PNG, JPEG or WebP.
 */
export const uploadAvatar = defineOperation({
  id: 'uploadAvatar',
  service: 'account',
  method: 'POST',
  path: '/v1/user/avatar',
  summary: 'Upload a new avatar (PNG, JPEG or WebP data URL)',
  auth: 'session',
  body: z.object({
    dataUrl: z
      .string()
      .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64)
      .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/),
  }),
  response: ZUserInfo,
});

/** Moves the account to a new e-mail, proven by a code sent to it (purpose change_email). */
export const changeEmail = defineOperation({
  id: 'changeEmail',
  service: 'account',
  method: 'POST',
  path: '/v1/user/changeEmail',
  summary: 'Change the e-mail with a code sent to the new address',
  auth: 'session',
  sessionOnly: true,
  body: z.object({ email: ZEmail, code: ZCode }),
  response: ZUserInfo,
});

/** Changes the password; every other session of the account ends. */
export const changePassword = defineOperation({
  id: 'changePassword',
  service: 'account',
  method: 'POST',
  path: '/v1/user/changePassword',
  summary: 'Change the password (signs out the other devices)',
  auth: 'session',
  sessionOnly: true,
  body: z.object({ currentPassword: z.string().max(256), newPassword: ZPassword }),
  response: ZOk,
});

export const listSessions = defineOperation({
  id: 'listSessions',
  service: 'account',
  method: 'GET',
  path: '/v1/user/sessions',
  summary: "This account's signed-in devices",
  auth: 'session',
  sessionOnly: true,
  response: z.object({ sessions: z.array(ZDeviceSession) }),
});

export const endDeviceSession = defineOperation({
  id: 'endDeviceSession',
  service: 'account',
  method: 'DELETE',
  path: '/v1/user/sessions/{sessionId}',
  summary: 'Sign out one device of this account',
  auth: 'session',
  sessionOnly: true,
  params: z.object({ sessionId: ZId }),
  response: ZOk,
});
