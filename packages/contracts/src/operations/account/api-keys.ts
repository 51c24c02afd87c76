import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { LIMITS } from '../../limits.js';
import { defineOperation } from '../../operation.js';
import { ZOk } from './account-schemas.js';

/** What a key may do: read (GET calls) or read and write (every call its owner may make). */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The `Authorization: Bearer …` value of every key starts with this, so leaked keys are easy to scan for. */
export const API_KEY_PREFIX = 'sgk_';

/**
 * live: acts on real agreements. test (issue 38): `sgk_test_…`, sees and changes only test
 * agreements, which never mail anyone, cost no quota and are sealed with a TEST stamp.
 */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** A test key's prefix: a leaked one is told apart at a glance, and its owner's code can refuse it in production. */
export const TEST_API_KEY_PREFIX = 'sgk_test_';

/** A key as its owner sees it in the list: never the key itself, which is shown once. */
export const ZApiKey = z.object({
  id: ZIdOut,
  name: z.string(),
  /** The key's first characters (`sgk_3xQ9…`), to tell keys apart. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** live or test (issue 38). Optional in the type only (fixtures written before it); the server always sends it. */
  mode: z.enum(API_KEY_MODES).optional(),
  createdAt: z.string().meta({ format: 'date-time' }),
  expiresAt: z.string().meta({ format: 'date-time' }).nullable(),
  lastUsedAt: z.string().meta({ format: 'date-time' }).nullable(),
  revokedAt: z.string().meta({ format: 'date-time' }).nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;

/** The account's API keys, newest first, revoked and expired ones included (they say so). */
export const listApiKeys = defineOperation({
  id: 'listApiKeys',
  service: 'account',
  method: 'GET',
  path: '/v1/user/api-keys',
  summary: "This account's API keys",
  auth: 'session',
  sessionOnly: true,
  response: z.object({ list: z.array(ZApiKey) }),
});

/**
 * Makes a key. The answer carries the key once (`secret`); only its hash is kept. 8103 when the
 * account already holds LIMITS.apiKeysPerAccount live keys.
 */
export const createApiKey = defineOperation({
  id: 'createApiKey',
  service: 'account',
  method: 'POST',
  path: '/v1/user/api-keys',
  summary: 'Make an API key (shown once)',
  auth: 'session',
  sessionOnly: true,
  body: z
    .object({
      name: z.string().trim().min(1).max(LIMITS.apiKeyNameChars),
      scope: z.enum(API_KEY_SCOPES),
      /** test: a `sgk_test_…` key whose agreements are test agreements (issue 38). */
      mode: z.enum(API_KEY_MODES).default('live'),
      /** When the key stops working; null for a key that works until revoked. Must be in the future. */
      expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    })
    .strict(),
  response: z.object({ key: ZApiKey, secret: z.string() }),
});

/** Revokes a key at once: calls with it answer 401 from then on. Revoking twice is fine. */
export const revokeApiKey = defineOperation({
  id: 'revokeApiKey',
  service: 'account',
  method: 'DELETE',
  path: '/v1/user/api-keys/{keyId}',
  summary: 'Revoke an API key',
  auth: 'session',
  sessionOnly: true,
  params: z.object({ keyId: ZId }),
  response: ZOk,
});
