import { z } from 'zod';
import { ZIdOut } from '../../ids.js';
import { userText } from '../../user-text.js';

/** The ways a person with two-factor sign-in on can prove it is them a second time. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** Authenticator apps show 6 digits every 30 seconds (RFC 6238 defaults, what every app expects). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes given when two-factor sign-in turns on (and when regenerated); each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** A re-check (password or second factor) holds this long for sensitive actions (issue 35 point 5). */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;
/** A sign-in waiting for its second factor must finish within this. */
export const SECOND_FACTOR_TICKET_TTL_MS = 5 * 60 * 1000;
export const PASSKEY_NAME_MAX_CHARS = 64;

/** Six digits; spaces (as apps group them, "123 456") are forgiven. */
export const ZTotpCode = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`)));
/** A recovery code as typed: case, spaces and dashes are forgiven by the server. */
export const ZRecoveryCode = z.string().trim().min(8).max(40);
export const ZPasskeyName = userText().min(1).max(PASSKEY_NAME_MAX_CHARS);

/**
 * WebAuthn options for `navigator.credentials.create()` / `.get()` as JSON (base64url fields), to hand
 * to @simplewebauthn/browser's startRegistration / startAuthentication as `optionsJSON`. Kept loose:
 * the server makes them with @simplewebauthn/server and the browser library reads them.
 */
export const ZPasskeyOptions = z.looseObject({ challenge: z.string() }).meta({ description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON' });

const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*={0,2}$/);

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON). */
export const ZPasskeyRegistration = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8000),
    attestationObject: base64url(64_000),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type PasskeyRegistration = z.input<typeof ZPasskeyRegistration>;

/** What @simplewebauthn/browser's startAuthentication answers (AuthenticationResponseJSON). */
export const ZPasskeyAssertion = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8000),
    authenticatorData: base64url(8000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type PasskeyAssertion = z.input<typeof ZPasskeyAssertion>;

/** One second-factor proof: an authenticator app's code, a recovery code, or a passkey's signature. */
export const ZSecondFactorProof = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: ZTotpCode }),
  z.object({ method: z.literal('recovery_code'), code: ZRecoveryCode }),
  z.object({ method: z.literal('passkey'), assertion: ZPasskeyAssertion }),
]);
export type SecondFactorProof = z.input<typeof ZSecondFactorProof>;

/**
 * What login and quickLogin answer for an account with two-factor sign-in on: error 8413 whose data
 * is this challenge instead of a session. The ticket (opaque, stored hashed) lives five minutes and
 * is exchanged by completeSecondFactorSignIn (second-factor-sign-in.ts).
 */
export const ZSecondFactorChallenge = z.object({
  ticket: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  expiresAt: z.number().int().meta({ description: 'Epoch milliseconds.' }),
});
export type SecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

export const ZPasskey = z.object({
  id: ZIdOut,
  name: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  lastUsedAt: z.string().meta({ format: 'date-time' }).nullable(),
});
export type Passkey = z.infer<typeof ZPasskey>;

/** The account's sign-in security as its security settings show it. */
export const ZTwoFactorStatus = z.object({
  /** On when an authenticator app is confirmed or at least one passkey is registered. */
  enabled: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(ZPasskey),
  recoveryCodesLeft: z.number().int(),
  /** Whether the account has a password; without one a re-check uses an e-mailed code (sendCode purpose 'login'). */
  hasPassword: z.boolean(),
  /** When this device last proved it is the person (sign-in, re-check); sensitive actions want it within REAUTH_WINDOW_MS. */
  reauthAt: z.string().meta({ format: 'date-time' }).nullable(),
  /** When this device last passed a second factor (null: it did not). */
  secondFactorAt: z.string().meta({ format: 'date-time' }).nullable(),
  /** Companies of the person's that require two-factor sign-in of their members. */
  requiredBy: z.array(z.object({ companyId: ZIdOut, displayName: z.string() })),
});
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;
